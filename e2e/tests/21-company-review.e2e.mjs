import assert from "node:assert/strict";
import { test } from "node:test";
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
import { laterOnFeedbackSurvey, registerAndConfirm } from "../lib/supply.mjs";

/** @typedef {import("playwright-core").Page} Page */

const profileIt = messages("it", "company-profile");
const companiesIt = messages("it", "companies");
const stamp = Date.now();
const COMPANY = `Nexum Review ${stamp}`;
const SUPPLIER = {
  firstname: "Nora",
  lastname: "Bassi",
  email: `e2e.review.${stamp}@example.test`,
  password: "Fornitore2026",
  company: COMPANY,
  city: "Milano",
};
const REASON = "La visura camerale è più vecchia di sei mesi: caricane una aggiornata.";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const browser = browserForTests();

/**
 * The supplier uploads a PDF of one kind on its company page.
 * @param {Page} page
 * @param {string} kind
 * @param {string} name
 */
async function uploadDocument(page, kind, name) {
  await page.goto("/company_profile_supplier");
  const section = page.getByTestId("documentation-section");
  await section.waitFor();
  await section.getByTestId("document-kind").locator('[role="combobox"]').click();
  await page.getByTestId(`document-kind-${kind}`).click();
  await page.getByTestId("document-input").setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
  const row = page.getByTestId("document-row").filter({ hasText: name });
  await row.locator('[data-testid="document-status"][data-status="pending"]').waitFor();
  return row;
}

/**
 * The supplier sends its documentation for review (§4: 4 → 1).
 * @param {Page} page
 */
async function sendForReview(page) {
  const section = page.getByTestId("documentation-section");
  await section.getByTestId("documentation-send").click();
  await section.locator('[data-testid="documentation-status"][data-kind="revision"]').waitFor();
}

/**
 * Staff open the company from the To Review list.
 * @param {Page} page
 */
async function openFromReviewList(page) {
  await page.goto("/company_review");
  await page.getByTestId("company-review-page").waitFor();
  await page.getByTestId("companies-search").fill(COMPANY);
  const row = page.getByTestId("company-row").filter({ hasText: COMPANY });
  await row.waitFor();
  await row.locator('[data-testid="company-doc-status"][data-status="1"]').waitFor();
  await row.getByRole("button", { name: companiesIt.list.open.replace("{{name}}", COMPANY) }).click();
  const detail = page.getByTestId("company-detail");
  await detail.waitFor();
  return detail;
}

test("a supplier's document is rejected with a reason, sent again and approved", async () => {
  const { page } = browser;
  await resetStorage(page);
  await laterOnFeedbackSurvey(page);
  await page.addLocatorHandler(page.getByTestId("complete-profile-modal"), async (modal) => {
    await page.getByTestId("complete-profile-skip").click();
    await modal.waitFor({ state: "detached" });
  });
  await registerAndConfirm(page, SUPPLIER);
  await login(page, SUPPLIER.email, SUPPLIER.password);
  await uploadDocument(page, "chamber_of_commerce", "visura-2025.pdf");
  await uploadDocument(page, "framework_agreement", "accordo-quadro.pdf");
  await sendForReview(page);
  await logout(page);

  // Staff: the To Review counter, the list filtered to companies under revision, the document's rejection.
  await login(page, "admin@demo.test");
  await page.getByTestId("sidebar-badge-company_review").waitFor();
  await page.getByTestId("sidebar-entry-company_review").click();
  await page.waitForURL("**/company_review");
  let detail = await openFromReviewList(page);
  const document = detail
    .locator('[data-testid="review-document"][data-status="pending"]')
    .filter({ hasText: "visura-2025.pdf" });
  await document.waitFor();
  const download = page.waitForEvent("download");
  await document.getByTestId("review-document-download").click();
  assert.equal((await download).suggestedFilename(), "visura-2025.pdf");
  await shot(page, "company-review-detail-1280-it");

  await document.getByTestId("review-document-reject").click();
  const dialog = page.getByTestId("reject-dialog");
  await page.getByTestId("reject-confirm").click();
  await dialog.locator('textarea[aria-invalid="true"]').first().waitFor();
  await page.getByTestId("reject-note").fill("no");
  await page.getByTestId("reject-confirm").click();
  await dialog.getByText("Inserisci almeno 3 caratteri.").waitFor();
  await page.getByTestId("reject-note").fill(REASON);
  await shot(page, "company-review-reject-1280-it");
  await page.getByTestId("reject-confirm").click();
  await dialog.waitFor({ state: "detached" });
  await detail
    .getByTestId("review-document")
    .filter({ hasText: "visura-2025.pdf" })
    .getByTestId("review-document-status")
    .filter({ hasText: companiesIt.documentStatus.rejected })
    .waitFor();
  await detail.locator('[data-testid="company-doc-status"][data-status="4"]').waitFor();
  await page.getByTestId("company-detail-close").click();
  await logout(page);

  // The supplier reads the rejection beside the document and in its notifications.
  await login(page, SUPPLIER.email, SUPPLIER.password);
  await page.goto("/company_profile_supplier");
  await page.getByTestId("documentation-reason").filter({ hasText: REASON }).waitFor();
  const rejected = page.getByTestId("document-row").filter({ hasText: "visura-2025.pdf" });
  await rejected
    .locator('[data-testid="document-status"][data-status="rejected"]')
    .filter({ hasText: profileIt.documentation.rowStatus.rejected })
    .waitFor();
  await rejected.getByTestId("document-review-note").filter({ hasText: REASON }).waitFor();
  await page.goto("/notifications");
  await page.getByTestId("notification-item").filter({ hasText: "Documento rifiutato" }).first().waitFor();

  // It sends a new certificate; staff approve both documents and the documentation is approved.
  await uploadDocument(page, "chamber_of_commerce", "visura-2026.pdf");
  await sendForReview(page);
  await logout(page);
  await login(page, "admin@demo.test");
  detail = await openFromReviewList(page);
  await detail
    .getByTestId("review-document")
    .filter({ hasText: "visura-2026.pdf" })
    .getByTestId("review-document-approve")
    .click();
  await detail.locator('[data-testid="company-doc-status"][data-status="1"]').waitFor();
  await detail
    .getByTestId("review-document")
    .filter({ hasText: "accordo-quadro.pdf" })
    .getByTestId("review-document-approve")
    .click();
  await detail.locator('[data-testid="company-doc-status"][data-status="2"]').waitFor();
  await page.getByTestId("company-detail-close").click();
  await page.getByTestId("companies-empty").waitFor();

  // The complete list on a phone, in English.
  await page.goto("/company_list");
  await page.getByTestId("company-list-page").waitFor();
  await chooseLanguage(page, "en");
  await page.getByTestId("company-row").first().waitFor();
  await shot(page, "company-list-1280-en", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId("company-row").first().waitFor();
  await shot(page, "company-list-375-en", { fullPage: false });
  // Other journeys register companies too: find this one by name rather than on the first page.
  await page.getByTestId("companies-search").fill(COMPANY);
  await page.getByTestId("company-row").filter({ hasText: COMPANY }).getByRole("button").click();
  await page.getByTestId("company-detail").waitFor();
  await shot(page, "company-detail-375-en", { fullPage: false });
  await page.getByTestId("company-detail-close").click();
  await page.setViewportSize(VIEWPORTS.desktop);
  await chooseLanguage(page, "it");
  await logout(page);

  await login(page, SUPPLIER.email, SUPPLIER.password);
  await page.goto("/company_profile_supplier");
  await page
    .getByTestId("document-row")
    .filter({ hasText: "visura-2026.pdf" })
    .locator('[data-testid="document-status"][data-status="approved"]')
    .waitFor();
  await page
    .getByTestId("documentation-section")
    .locator('[data-testid="documentation-status"][data-kind="approved"]')
    .waitFor();
  await shot(page, "company-profile-supplier-reviewed-1280-it");
  await logout(page);
});
