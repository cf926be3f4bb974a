import assert from "node:assert/strict";
import { test } from "node:test";
import { VALIDATION_MESSAGES } from "@mkt/contracts";
import {
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiFromPage } from "../lib/shell.mjs";
import { chooseOption } from "../lib/supply.mjs";

const browser = browserForTests();
const it = messages("it", "quotes");
const tn = messages("it", "needs");
const tp = messages("it", "profiles");
const inDays = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A small complete PDF (header, one object, trailer, %%EOF): the API checks uploads by content. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** @param {import("playwright-core").Page} page @param {string} path @param {unknown} body */
async function apiPost(page, path, body) {
  const result = await apiFromPage(page, path, body);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  return result.body.data;
}

test("a client publishes a two-position need and reads its ranked profiles; a supplier quotes two profiles; the client decides; the supplier sees it", async () => {
  const { page } = browser;
  const title = `Piattaforma pagamenti ${Date.now()}`;
  await resetStorage(page);
  await login(page, "client@demo.test");
  // --- The client writes a Time & Material need with two positions in the form and publishes it.
  await page.goto("/need/create?type=time_material");
  const form = page.getByTestId("tm-need-form");
  await form.waitFor();
  await page.getByTestId("need-title").fill(title);
  await page.getByTestId("need-description").fill("Due sviluppatori Java e un tester per i pagamenti.");
  const java = form.getByTestId("position-card").nth(0);
  await java.getByTestId("position-title").fill(`${title} · Java`);
  await java.getByLabel(tn.form.seniority).click();
  await chooseOption(page, tp.seniority.senior);
  await java.getByTestId("position-mandatory").locator("input").fill("Java");
  await chooseOption(page, "Java");
  // Each required technology takes an optional minimum of years, checked against 0–50.
  const javaYears = java.locator('[data-testid="position-min-years-input"][data-technology="Java"]');
  await javaYears.fill("60");
  await java.getByTestId("position-rate").fill("500");
  await java.getByTestId("position-start").fill(inDays(30));
  await java.getByTestId("position-end").fill(inDays(210));
  await java.getByTestId("position-city").fill("Milano");
  await java.getByLabel(tn.form.profilesWanted).fill("2");
  await java.getByLabel(tn.form.remote).check();
  await page.getByTestId("position-add").click();
  const qa = form.getByTestId("position-card").nth(1);
  await qa.getByTestId("position-title").fill(`${title} · QA`);
  await qa.getByLabel(tn.form.seniority).click();
  await chooseOption(page, tp.seniority.middle);
  await qa.getByTestId("position-start").fill(inDays(30));
  await page.getByTestId("need-publish").click();
  await java.getByText(VALIDATION_MESSAGES["validation.years"].it).waitFor();
  assert.equal(await javaYears.getAttribute("aria-invalid"), "true");
  await javaYears.fill("5");
  await java.getByText(VALIDATION_MESSAGES["validation.years"].it).waitFor({ state: "detached" });
  await page.setViewportSize(VIEWPORTS.mobile);
  await java.getByTestId("position-min-years").scrollIntoViewIfNeeded();
  await shot(page, "27-need-min-years-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId("need-publish").click();
  await page.waitForURL((url) => url.pathname === "/need" && url.searchParams.get("status") === "published");

  // --- Its detail page ranks the compatible profiles of the Java position and explains each score.
  await page.getByTestId("need-row").filter({ hasText: title }).getByTestId("need-row-open").click();
  await page.waitForURL((url) => url.pathname === "/need/detail");
  const need = { id: Number(new URL(page.url()).searchParams.get("id")) };
  assert.ok(need.id > 0, "the detail page names the need");
  const ranked = page.getByTestId("compatible-profiles").getByTestId("ranked-profile");
  await ranked.first().waitFor();
  await ranked.first().getByTestId("match-why").click();
  const criteria = ranked.first().getByTestId("match-criteria");
  await criteria.waitFor();
  // Java is covered (fully, or with fewer years than a senior's): the explanation names the outcome.
  const mandatory = await criteria
    .locator('[data-criterion="mandatory_skills"]')
    .getAttribute("data-outcome");
  assert.ok(mandatory === "hit" || mandatory === "partial", `the best profile knows Java (${mandatory})`);
  await logout(page);

  // --- The supplier finds the position and sends a quote with two of its published profiles.
  await login(page, "supplier@demo.test");
  await page.goto("/position_list");
  await page
    .getByTestId("position-item")
    .filter({ hasText: `${title} · Java` })
    .click();
  // The supplier reads the minimum years next to the technology.
  await page
    .getByTestId("position-detail")
    .getByTestId("position-skill")
    .filter({ hasText: tn.skillYears_other.replace("{{name}}", "Java").replace("{{count}}", "5") })
    .waitFor();
  await shot(page, "27-position-min-years-1280-it", { fullPage: false });
  await page.getByTestId("position-detail").getByTestId("send-quote").click();
  const dialog = page.getByTestId("send-quote-dialog");
  assert.equal(
    await dialog.getByTestId("quote-date-start").inputValue(),
    inDays(30),
    "dates come from the position",
  );
  await dialog.getByTestId("quote-rate").fill("");
  await dialog.getByTestId("quote-submit").click();
  await dialog.locator('[data-testid="quote-rate"][aria-invalid="true"]').waitFor();
  await dialog.getByText(VALIDATION_MESSAGES["validation.required"].it).first().waitFor();
  await dialog.getByTestId("quote-rate").fill("430");
  await dialog.getByTestId("quote-date-start").fill(inDays(10));
  await dialog.getByText(VALIDATION_MESSAGES["validation.outside_window"].it).waitFor();
  await dialog.getByTestId("quote-date-start").fill(inDays(30));
  const boxes = dialog.getByTestId("quote-profiles").locator('input[type="checkbox"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await dialog.getByTestId("quote-note").fill("Due senior pronti a partire.");
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, "27-send-quote-1280-it", { fullPage: false });
  await dialog.getByTestId("quote-submit").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText(it.quoteSent).waitFor();
  // The new quote waits in My quotes, sent.
  await page.goto("/position_list?tab=quotes");
  await page
    .getByTestId("my-quote")
    .filter({ hasText: `${title} · Java` })
    .locator('[data-testid="quote-status"][data-status="sent"]')
    .waitFor();
  await logout(page);

  // --- The client compares the candidacies, favourites one, discards the other with a reason, accepts.
  await login(page, "client@demo.test");
  await page.goto(`/need/detail?id=${need.id}&tab=quotes`);
  const card = page.getByTestId("position-quotes-panel").getByTestId("quote-card").first();
  await card.waitFor();
  const candidates = card.getByTestId("candidate");
  assert.equal(await candidates.count(), 2);
  await card.locator('[data-testid="quote-status"][data-status="viewed"]').first().waitFor();
  await candidates.nth(0).getByTestId("candidate-favourite").click();
  await candidates.nth(0).locator('[data-testid="quote-status"][data-status="favourite"]').waitFor();
  await candidates.nth(1).getByTestId("candidate-discard").click();
  const discard = page.getByTestId("discard-dialog");
  await discard.getByTestId("discard-confirm").click();
  await discard.locator('[data-testid="discard-reason"][aria-invalid="true"]').waitFor();
  await discard.getByTestId("discard-reason").fill("Esperienza bancaria insufficiente");
  await discard.getByTestId("discard-confirm").click();
  await discard.waitFor({ state: "detached" });
  await candidates.nth(1).locator('[data-testid="quote-status"][data-status="discarded"]').waitFor();
  await candidates.nth(0).getByTestId("candidate-accept").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await candidates.nth(0).locator('[data-testid="quote-status"][data-status="accepted"]').waitFor();
  // A quote with candidacies is decided on them (no second row of buttons): accepting one accepts the quote,
  // its own status (the first chip, in its header) reads accepted.
  assert.equal(await card.getByTestId("quote-accept").count(), 0);
  await card.locator('[data-testid="quote-status"][data-status="accepted"]').first().waitFor();
  assert.equal(await card.getByTestId("quote-status").first().getAttribute("data-status"), "accepted");
  const download = page.waitForEvent("download");
  await card.getByTestId("quote-pdf").click();
  assert.match((await download).suggestedFilename(), /\.pdf$/);
  await shot(page, "27-client-quotes-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "27-client-quotes-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await logout(page);

  // --- The supplier sees the decisions in My quotes.
  await login(page, "supplier@demo.test");
  await page.goto("/position_list?tab=quotes");
  const mine = page.getByTestId("my-quote").filter({ hasText: `${title} · Java` });
  await mine.waitFor();
  assert.equal(await mine.getAttribute("data-status"), "accepted");
  const states = await mine
    .getByTestId("my-quote-candidate")
    .evaluateAll((chips) => chips.map((c) => c.getAttribute("data-status")));
  assert.deepEqual(states, ["accepted", "discarded"]);
  await mine.getByText("Esperienza bancaria insufficiente").waitFor();
  await shot(page, "27-my-quotes-1280-it");
  await logout(page);
});

test("a supplier withdraws its quote with a reason and may quote again; the client sees it withdrawn", async () => {
  const { page } = browser;
  const title = `Migrazione cloud ${Date.now()}`;
  const reason = "Il profilo non è più disponibile";
  await resetStorage(page);
  await login(page, "client@demo.test");
  const need = await apiPost(page, "client/need/createNeedAndNeedResource", {
    title,
    publish: true,
    positions: [{ title: `${title} · DevOps`, seniority: "senior", profiles_wanted: 1 }],
  });
  await logout(page);

  await login(page, "supplier@demo.test");
  const profiles = await apiFromPage(page, "profiles?published=true&limit=1");
  const profileId = profiles.body.data.items[0].id;
  const quoteBody = {
    daily_rate: 480,
    date_start: inDays(40),
    date_end: inDays(120),
    profile_number: 1,
    profile_ids: [profileId],
  };
  await apiPost(page, `positions/${need.positions[0].id}/quotes`, quoteBody);
  await page.goto("/position_list?tab=quotes");
  const mine = page.getByTestId("my-quote").filter({ hasText: title });
  await mine.getByTestId("quote-withdraw").click();
  const dialog = page.getByTestId("withdraw-dialog");
  await dialog.getByTestId("withdraw-reason").fill(reason);
  await shot(page, "27-withdraw-dialog-1280-it", { fullPage: false });
  await dialog.getByTestId("withdraw-confirm").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText(it.withdrawDialog.done).waitFor();
  await mine.locator('[data-testid="quote-status"][data-status="withdrawn"]').first().waitFor();
  await mine.getByTestId("my-quote-withdrawn").getByText(reason, { exact: false }).waitFor();
  await page.setViewportSize(VIEWPORTS.mobile);
  await mine.scrollIntoViewIfNeeded();
  await shot(page, "27-my-quote-withdrawn-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  assert.equal(
    await mine.getByTestId("quote-withdraw").count(),
    0,
    "a withdrawn quote cannot be withdrawn again",
  );
  assert.deepEqual(
    await mine
      .getByTestId("my-quote-candidate")
      .evaluateAll((chips) => chips.map((c) => c.getAttribute("data-status"))),
    ["withdrawn"],
  );
  // The same profile can be proposed again for the position.
  await apiPost(page, `positions/${need.positions[0].id}/quotes`, { ...quoteBody, daily_rate: 460 });
  await logout(page);

  await login(page, "client@demo.test");
  await page.goto(`/need/detail?id=${need.id}&tab=quotes`);
  const panel = page.getByTestId("position-quotes-panel");
  const withdrawn = panel.locator('[data-testid="quote-card"][data-status="withdrawn"]');
  await withdrawn.getByTestId("quote-withdrawn").getByText(reason, { exact: false }).waitFor();
  assert.equal(await withdrawn.getByTestId("quote-accept").count(), 0, "no decision on a withdrawn quote");
  assert.equal(await withdrawn.getByTestId("candidate-accept").count(), 0);
  await panel
    .locator('[data-testid="quote-card"]:not([data-status="withdrawn"])')
    .getByTestId("candidate-accept")
    .first()
    .waitFor();
  await shot(page, "27-client-withdrawn-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "27-client-withdrawn-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  // In English too; then back to Italian for the journeys that follow.
  await chooseLanguage(page, "en");
  const en = messages("en", "quotes");
  await withdrawn.getByTestId("quote-withdrawn").getByText(en.panel.withdrawnReason.split(":")[0]).waitFor();
  await shot(page, "27-client-withdrawn-1280-en");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "27-client-withdrawn-375-en");
  await page.setViewportSize(VIEWPORTS.desktop);
  await chooseLanguage(page, "it");
  await logout(page);
});

test("a supplier sends a Fixed Price proposal with a PDF; the client downloads it and accepts", async () => {
  const { page } = browser;
  const title = `App fedeltà ${Date.now()}`;
  await resetStorage(page);
  await login(page, "client@demo.test");
  const need = await apiPost(page, "client/need/projectFixedPrice/create", {
    title,
    description: "App mobile per il programma fedeltà.",
    budget: 40000,
    deadline: inDays(180),
    publish: true,
  });
  await logout(page);

  await login(page, "supplier@demo.test");
  await page.goto("/position_list_fixed_price");
  await page.getByTestId("project-item").filter({ hasText: title }).click();
  await page.getByTestId("project-detail").getByTestId("send-proposal").click();
  const dialog = page.getByTestId("send-proposal-dialog");
  await dialog.getByTestId("proposal-price").fill("36500");
  await dialog.getByTestId("proposal-delivery").fill(inDays(200));
  await dialog.getByTestId("proposal-submit").click();
  await dialog.getByText(VALIDATION_MESSAGES["validation.after_deadline"].it).waitFor();
  await dialog.getByTestId("proposal-delivery").fill(inDays(150));
  await dialog.getByTestId("proposal-file-input").setInputFiles({
    name: "proposta.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await dialog.getByTestId("proposal-file").getByText("proposta.pdf").waitFor();
  await shot(page, "27-send-proposal-1280-it", { fullPage: false });
  await dialog.getByTestId("proposal-submit").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText(it.proposalSent).waitFor();
  // A fresh load of My quotes shows the proposal, sent.
  await page.goto("/position_list_fixed_price?tab=quotes");
  await page
    .getByTestId("my-quote")
    .filter({ hasText: title })
    .locator('[data-testid="quote-status"][data-status="sent"]')
    .waitFor();
  await logout(page);

  await login(page, "client@demo.test");
  await page.goto(`/need/detail?id=${need.id}&tab=proposals`);
  const card = page.getByTestId("need-proposals-panel").getByTestId("quote-card").first();
  await card.waitFor();
  const download = page.waitForEvent("download");
  await card.getByTestId("quote-document").click();
  assert.equal((await download).suggestedFilename(), "proposta.pdf");
  await card.getByTestId("quote-favourite").click();
  await card.locator('[data-testid="quote-status"][data-status="favourite"]').waitFor();
  await card.getByTestId("quote-accept").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await card.locator('[data-testid="quote-status"][data-status="accepted"]').waitFor();
  await logout(page);

  await login(page, "supplier@demo.test");
  await page.goto("/position_list_fixed_price?tab=quotes");
  const mine = page.getByTestId("my-quote").filter({ hasText: title });
  await mine.waitFor();
  assert.equal(await mine.getAttribute("data-status"), "accepted");
  await logout(page);
});

test("the demo quotes read well in English, on a phone and on a desktop", async () => {
  const { page } = browser;
  const en = messages("en", "quotes");
  await resetStorage(page);
  await login(page, "client@demo.test");
  const needs = await apiFromPage(page, "client/need?status=published&type=tm");
  const bank = needs.body.data.items.find(
    (/** @type {{ title: string }} */ n) => n.title === "Modernizzazione core banking: microservizi",
  );
  assert.ok(bank, "the demo client has its core banking need");
  await chooseLanguage(page, "en");
  await page.goto(`/need/detail?id=${bank.id}&tab=quotes`);
  await page.getByTestId("position-quotes-panel").getByTestId("quote-card").first().waitFor();
  await page.getByTestId("need-tab-quotes").getByText(en.panel.quotesTab).waitFor();
  assert.ok(
    (await page.getByTestId("quote-card").count()) >= 2,
    "the supplier's and the freelancer's quotes",
  );
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, "27-client-quotes-1280-en");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "27-client-quotes-375-en");
  await page.setViewportSize(VIEWPORTS.desktop);
  await logout(page);

  await login(page, "supplier@demo.test");
  await page.goto("/position_list?tab=quotes");
  await page.getByTestId("my-quote").first().waitFor();
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "27-my-quotes-375-it");
  await page.goto("/position_list");
  await page.getByTestId("position-item").first().click();
  await page.getByTestId("position-detail").getByTestId("send-quote").click();
  await page.getByTestId("send-quote-dialog").getByTestId("quote-submit").click();
  await shot(page, "27-send-quote-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
});
