import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, login, openBrowser, shot } from "../lib/browser.mjs";
import { apiFromPage, apiLogin } from "../lib/shell.mjs";

/**
 * Product configuration (issue 17 item 4): the Administrator switches maintenance on from /configuration, a
 * client's session lands on /maintenance with the message while staff keep working, then maintenance goes off
 * and the client works again. Two browsers: the staff member's and the client's.
 */
/** @type {Awaited<ReturnType<typeof openBrowser>> | undefined} */
let staff;
/** @type {Awaited<ReturnType<typeof openBrowser>> | undefined} */
let client;
const MESSAGE = "Aggiornamento in corso: torniamo alle 10:00.";

before(async () => {
  staff = await openBrowser();
  client = await openBrowser();
});
after(async () => {
  // Never leave the platform closed for the next journey.
  const token = await apiLogin("admin@demo.test");
  await fetch(`${BASE_URL}/api/admin/maintenance`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled: false }),
  });
  await staff?.close();
  await client?.close();
});

/**
 * Sets the maintenance switch on the configuration screen and saves.
 * @param {import("playwright-core").Page} page
 * @param {boolean} on
 */
async function saveMaintenance(page, on) {
  const input = page.getByTestId("config-maintenance");
  if (on) await input.check();
  else await input.uncheck();
  await page.getByTestId("config-save").click();
  await page.getByText("Configurazione salvata.").waitFor();
}

test("staff switch maintenance on, a client lands on /maintenance, staff switch it off and the client works", async () => {
  assert.ok(staff && client);
  const admin = staff.page;
  const customer = client.page;
  await login(customer, "client@demo.test");
  await login(admin, "admin@demo.test");
  await admin.goto("/configuration");
  await admin.getByTestId("configuration-form").waitFor();
  await admin.getByTestId("config-message-it").fill(MESSAGE);
  await saveMaintenance(admin, true);
  await shot(admin, "44-configuration-maintenance-on-1280-it");

  // The client's next page asks the API, which answers data.status = down: the app opens /maintenance.
  await customer.goto("/dashboard_client", { waitUntil: "commit" }).catch((error) => {
    if (!String(error).includes("ERR_ABORTED")) throw error;
  });
  await customer.waitForURL("**/maintenance");
  await customer.getByTestId("maintenance-text").filter({ hasText: MESSAGE }).waitFor();
  await shot(customer, "44-maintenance-message-1280-it");

  // Staff keep working: a fresh load of the back office (brand, menu, the configuration itself) answers.
  await admin.reload();
  await admin.getByTestId("configuration-form").waitFor();
  assert.equal(new URL(admin.url()).pathname, "/configuration");
  assert.equal(await admin.getByTestId("config-maintenance").isChecked(), true);
  assert.equal((await apiFromPage(admin, "functions/getFunctionCompany")).status, 200);

  await saveMaintenance(admin, false);

  // Retry finds the platform up and returns to /; the client's own pages answer again.
  await customer.getByTestId("maintenance-retry").click();
  await customer.waitForURL((url) => url.pathname !== "/maintenance");
  await customer.goto("/dashboard_client");
  await customer.getByTestId("top-bar-actions").waitFor();
  assert.equal(new URL(customer.url()).pathname, "/dashboard_client");
  const functions = await apiFromPage(customer, "functions/getFunctionCompany");
  assert.equal(functions.status, 200, JSON.stringify(functions.body));
});
