import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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

/**
 * A small, complete PDF made here (header, one page, cross-reference table, trailer, %%EOF).
 * @param {string} text
 */
function makePdf(text) {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

test("the client attaches a PDF; the supplier sees it arrive and downloads it", async () => {
  const client = clientBrowser.page;
  const supplier = supplierBrowser.page;
  const supplierAccount = await apiLogin("supplier@demo.test");
  const stamp = Date.now().toString(36);
  const filename = `capitolato-${stamp}.pdf`;
  const pdf = makePdf(`Capitolato ${stamp}`);
  const text = `Vi allego il capitolato. [${stamp}]`;

  await client.goto(`/chat_component?company=${supplierAccount.user.company_id}`);
  await client.waitForURL(/\/chat_component\?c=\d+$/);
  const conversationId = Number(new URL(client.url()).searchParams.get("c"));
  // The supplier has the same conversation open.
  await supplier.goto(`/chat_component?c=${conversationId}`);
  await supplier.getByTestId("chat-thread").waitFor();

  // A file of a kind a message cannot carry is refused in the browser, with the reason.
  const picker = client.getByTestId("chat-file-input");
  await picker.setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ"),
  });
  await client
    .getByTestId("chat-files-refused")
    .filter({ hasText: chat.composer.refused.wrong_type.replace("{{name}}", "setup.exe") })
    .waitFor();
  assert.equal(await client.getByTestId("chat-file-chip").count(), 0);

  // The PDF shows as a chip with its name, and goes with the message.
  await picker.setInputFiles({ name: filename, mimeType: "application/pdf", buffer: pdf });
  await client.getByTestId("chat-file-chip").filter({ hasText: filename }).waitFor();
  await client.getByTestId("chat-input").fill(text);
  await shot(client, "18-chat-client-attaching");
  await client.getByTestId("chat-send").click();
  const sent = client.getByTestId("chat-message").filter({ hasText: text });
  await sent.getByTestId("chat-attachment-file").filter({ hasText: filename }).waitFor();
  assert.equal(await client.getByTestId("chat-file-chip").count(), 0, "the chips clear after sending");
  await shot(client, "18-chat-client-attachment-sent");

  // It reaches the supplier without a reload; the supplier downloads the PDF.
  const arrived = supplier.getByTestId("chat-message").filter({ hasText: text });
  const fileButton = arrived.getByTestId("chat-attachment-file").filter({ hasText: filename });
  await fileButton.waitFor();
  await shot(supplier, "18-chat-supplier-attachment");
  const [download] = await Promise.all([supplier.waitForEvent("download"), fileButton.click()]);
  assert.equal(download.suggestedFilename(), filename);
  const saved = readFileSync(await download.path());
  assert.equal(saved.subarray(0, 5).toString("latin1"), "%PDF-");
  assert.ok(saved.equals(pdf), "the downloaded file is the one sent");
});
