import { test } from "node:test";
import { homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, login, logout, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { laterOnFeedbackSurvey, registerAndConfirm } from "../lib/supply.mjs";

/** @typedef {import("playwright-core").Page} Page */

const profileIt = messages("it", "company-profile");
const companiesIt = messages("it", "companies");
const stamp = Date.now();
const supplier = {
  firstname: "Lia",
  lastname: "Neri",
  email: `e2e.documents.${stamp}@example.test`,
  password: "Fornitore2026",
  company: `Neri Sistemi ${stamp}`,
  city: "Genova",
};
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const browser = browserForTests();

/**
 * Uploads a PDF of one configured kind on the company page and waits for its row.
 * @param {Page} page
 * @param {string} kind
 * @param {string} name
 */
async function upload(page, kind, name) {
  const section = page.getByTestId("documentation-section");
  await section.getByTestId("document-kind").locator('[role="combobox"]').click();
  await page.getByTestId(`document-kind-${kind}`).click();
  await page.getByTestId("document-input").setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
  await page
    .getByTestId("document-row")
    .filter({ hasText: name })
    .locator('[data-testid="document-status"][data-status="pending"]')
    .waitFor();
}

test("a new supplier uploads and sends its documents, staff approve the company, the supplier sees it approved", async () => {
  const { page } = browser;
  await laterOnFeedbackSurvey(page);
  await page.addLocatorHandler(page.getByTestId("complete-profile-modal"), async (modal) => {
    await page.getByTestId("complete-profile-skip").click();
    await modal.waitFor({ state: "detached" });
  });
  await registerAndConfirm(page, supplier);
  await login(page, supplier.email, supplier.password);
  await page.waitForURL(`**${homeForRole(ROLE.SUPPLIER)}`);

  // A brand-new company: documentation missing, with both required kinds still to send.
  await page.goto("/company_profile_supplier");
  const section = page.getByTestId("documentation-section");
  await section.locator('[data-testid="documentation-status"][data-kind="missing"]').waitFor();
  await section.getByTestId("documentation-missing").waitFor();
  await upload(page, "chamber_of_commerce", "visura.pdf");
  await page
    .getByTestId("document-row")
    .filter({ hasText: "visura.pdf" })
    .getByTestId("document-expiry")
    .waitFor();
  await section.getByTestId("documentation-missing").waitFor();
  await upload(page, "framework_agreement", "accordo-quadro.pdf");
  await section.getByTestId("documentation-send").click();
  await section.locator('[data-testid="documentation-status"][data-kind="revision"]').waitFor();
  await shot(page, "company-documents-sent-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "company-documents-sent-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await logout(page);

  // Staff: the To Review list, the drawer, approve the company as a whole.
  await login(page, "admin@demo.test");
  await page.goto("/company_review");
  await page.getByTestId("company-review-page").waitFor();
  await page.getByTestId("companies-search").fill(supplier.company);
  const row = page.getByTestId("company-row").filter({ hasText: supplier.company });
  await row.locator('[data-testid="company-doc-status"][data-status="1"]').waitFor();
  await row
    .getByRole("button", { name: companiesIt.list.open.replace("{{name}}", supplier.company) })
    .click();
  const detail = page.getByTestId("company-detail");
  await detail.getByTestId("company-decision").waitFor();
  await shot(page, "company-review-decision-1280-it");
  await detail.getByTestId("company-approve").click();
  await detail.locator('[data-testid="company-doc-status"][data-status="2"]').waitFor();
  await detail.getByTestId("company-approve").waitFor({ state: "detached" });
  await page.getByTestId("company-detail-close").click();
  await logout(page);

  // The supplier sees its documentation approved, and the notification.
  await login(page, supplier.email, supplier.password);
  await page.goto("/company_profile_supplier");
  await page
    .getByTestId("documentation-section")
    .locator('[data-testid="documentation-status"][data-kind="approved"]')
    .filter({ hasText: profileIt.documentation.status.approved.title })
    .waitFor();
  await page.goto("/notifications");
  await page
    .getByTestId("notification-item")
    .filter({ hasText: "Documentazione approvata" })
    .first()
    .waitFor();
});
