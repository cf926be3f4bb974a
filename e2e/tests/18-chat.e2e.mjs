import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, DEMO_PASSWORD, login, openBrowser, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const chat = messages("it", "chat");

/** @type {import("../lib/browser.mjs").OpenBrowser} */
let clientBrowser;
/** @type {import("../lib/browser.mjs").OpenBrowser} */
let supplierBrowser;
before(async () => {
  clientBrowser = await openBrowser();
  supplierBrowser = await openBrowser();
});
after(async () => {
  await clientBrowser?.close();
  await supplierBrowser?.close();
});

/**
 * Signs in through the API: the demo account's company and a token for checks the screen does not show.
 * @param {string} email
 */
async function apiLogin(email) {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, text);
  const { data } =
    /** @type {{ data: { token: string, user: { company_id: number, company_name: string } } }} */ (
      JSON.parse(text)
    );
  return data;
}

/**
 * The number on the top-bar chat icon (0 when the badge is hidden).
 * @param {import("playwright-core").Page} page
 */
async function chatBadge(page) {
  const badge = page.getByTestId("chat-icon").locator(".MuiBadge-badge");
  if (await badge.evaluate((el) => el.classList.contains("MuiBadge-invisible"))) return 0;
  return Number(await badge.textContent());
}

/**
 * Counts full page loads, to prove that what follows arrives without reloading.
 * @param {import("playwright-core").Page} page
 */
function countLoads(page) {
  const counter = { loads: 0 };
  page.on("load", () => {
    counter.loads += 1;
  });
  return counter;
}

test("a client writes to a supplier, who sees the badge, reads and replies, all without reloading", async () => {
  const client = clientBrowser.page;
  const supplier = supplierBrowser.page;
  const supplierAccount = await apiLogin("supplier@demo.test");
  const clientAccount = await apiLogin("client@demo.test");
  const stamp = Date.now().toString(36);
  const question = `Buongiorno, avete un Java senior disponibile da gennaio? [${stamp}]`;
  const reply = `Sì, ve lo propongo entro oggi. [${stamp}]`;

  // The supplier is at work on its dashboard, with the chat icon in the top bar.
  await login(supplier, "supplier@demo.test");
  await supplier.getByTestId("chat-icon").waitFor();
  const unreadBefore = await chatBadge(supplier);
  const supplierLoads = countLoads(supplier);

  // The client opens the chat with the supplier from a link (?company=) and writes, Shift+Enter for a new line.
  await login(client, "client@demo.test");
  await client.goto(`/chat_component?company=${supplierAccount.user.company_id}`);
  await client.waitForURL(/\/chat_component\?c=\d+$/);
  const conversationId = Number(new URL(client.url()).searchParams.get("c"));
  await client
    .getByTestId("chat-thread-title")
    .filter({ hasText: supplierAccount.user.company_name })
    .waitFor();
  const clientLoads = countLoads(client);
  const input = client.getByTestId("chat-input");
  await input.fill("Riga uno");
  await input.press("Shift+Enter");
  await input.pressSequentially("riga due");
  assert.equal(await input.inputValue(), "Riga uno\nriga due", "Shift+Enter makes a new line");
  await input.fill(question);
  await input.press("Enter");
  await client.getByTestId("chat-message-body").filter({ hasText: question }).waitFor();
  assert.equal(await input.inputValue(), "", "the composer empties after sending");
  const sent = client.getByTestId("chat-message").filter({ hasText: question });
  assert.equal(await sent.getAttribute("data-mine"), "true");
  await shot(client, "18-chat-client-sent");

  // The supplier's badge goes up over the push channel, without a reload.
  await supplier.waitForFunction((expected) => {
    const badge = document.querySelector('[data-testid="chat-icon"] .MuiBadge-badge');
    return badge && !badge.classList.contains("MuiBadge-invisible") && Number(badge.textContent) === expected;
  }, unreadBefore + 1);
  assert.equal(supplierLoads.loads, 0, "the supplier's page did not reload");

  // The supplier opens the chat: the conversation shows its unread badge; opening it reads it.
  await supplier.getByTestId("chat-icon").click();
  await supplier.waitForURL("**/chat_component");
  const row = supplier.locator(`[data-testid="chat-list-item"][data-conversation-id="${conversationId}"]`);
  await row.filter({ hasText: clientAccount.user.company_name }).waitFor();
  await row.getByTestId("chat-list-unread").waitFor();
  await shot(supplier, "18-chat-supplier-list");
  await row.click();
  await supplier.getByTestId("chat-message-body").filter({ hasText: question }).waitFor();
  await supplier.waitForFunction((expected) => {
    const badge = document.querySelector('[data-testid="chat-icon"] .MuiBadge-badge');
    const shown = badge && !badge.classList.contains("MuiBadge-invisible") ? Number(badge.textContent) : 0;
    return shown === expected;
  }, unreadBefore);
  assert.equal(await row.getByTestId("chat-list-unread").count(), 0, "the row's badge clears");
  const counter = await fetch(`${BASE_URL}/api/conversations/getChatsUnreads`, {
    headers: { Authorization: `Bearer ${supplierAccount.token}` },
  });
  assert.equal((await counter.json()).data, unreadBefore, "the read marker is stored");

  // The supplier replies; the client sees it arrive without reloading.
  await supplier.getByTestId("chat-input").fill(reply);
  await supplier.getByTestId("chat-input").press("Enter");
  await supplier.getByTestId("chat-message-body").filter({ hasText: reply }).waitFor();
  await shot(supplier, "18-chat-supplier-replied");
  const received = client.getByTestId("chat-message").filter({ hasText: reply });
  await received.waitFor();
  assert.equal(await received.getAttribute("data-mine"), "false");
  assert.equal(clientLoads.loads, 0, "the client's page did not reload");
  // The client is looking at the thread: the reply is read at once, the icon shows nothing unread.
  await client.waitForFunction(() => {
    const badge = document.querySelector('[data-testid="chat-icon"] .MuiBadge-badge');
    return badge?.classList.contains("MuiBadge-invisible");
  });
  await shot(client, "18-chat-client-received");
});

test("on a phone the list and the thread are two steps, with a back button", async () => {
  const client = clientBrowser.page;
  await client.setViewportSize(VIEWPORTS.mobile);
  await client.goto("/chat_component");
  await client.getByTestId("chat-list").waitFor();
  assert.equal(await client.getByTestId("chat-thread").count(), 0, "only the list at first");
  await shot(client, "18-chat-mobile-list");
  await client.getByTestId("chat-list-item").first().click();
  await client.getByTestId("chat-thread").waitFor();
  assert.equal(await client.getByTestId("chat-list").count(), 0, "then only the thread");
  await client.getByTestId("chat-day").first().waitFor();
  await shot(client, "18-chat-mobile-thread");
  await client.getByRole("button", { name: chat.thread.back }).click();
  await client.getByTestId("chat-list").waitFor();
  await client.setViewportSize(VIEWPORTS.desktop);
});
