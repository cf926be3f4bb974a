import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, fitsTheWindow, login, openBrowser, resetStorage, shot } from "../lib/browser.mjs";
import { apiLogin } from "../lib/shell.mjs";

/**
 * Reference data (issue 17 item 3): the Administrator merges a duplicate technology from /technology, seeing how
 * many references move, and the profile that had the duplicate then shows the surviving technology. The widest
 * list, the product categories, keeps each row's actions in view on a laptop.
 */
/** @type {Awaited<ReturnType<typeof openBrowser>> | undefined} */
let browser;
before(async () => {
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * A JSON call with the staff token.
 * @param {string} token @param {string} path @param {unknown} [body]
 */
async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
  return (await response.json()).data;
}

test("staff merge a duplicate technology and the profile that had it shows the survivor", async () => {
  assert.ok(browser);
  const token = await apiLogin("admin@demo.test");
  // A duplicate of its own (so the demo's technologies stay as other journeys expect them), held by a new profile
  // of the demo supplier, and the survivor it is merged into.
  const suffix = Date.now().toString(36);
  const duplicate = await api(token, "admin/reference/technologies", {
    name: `E2E Duplicate ${suffix}`,
    category: "e2e",
    aliases: [],
  });
  const survivorName = `E2E Survivor ${suffix}`;
  const survivor = await api(token, "admin/reference/technologies", {
    name: survivorName,
    category: "e2e",
    aliases: [],
  });
  const profile = await api(await apiLogin("supplier@demo.test"), "profiles", {
    firstname: "Dario",
    lastname: "Fusione",
    title: "Tecnico di prova",
    seniority: "middle",
    skills: [{ technology_id: duplicate.id, years: 2, level: 3 }],
  });

  const page = browser.page;
  await login(page, "admin@demo.test");
  await page.goto("/technology");
  await page.getByTestId("technology-page").waitFor();
  await page.getByTestId("reference-search").fill(duplicate.name);
  const row = page
    .getByTestId("reference-row")
    .filter({ has: page.getByText(duplicate.name, { exact: true }) });
  await row.first().waitFor();
  await shot(page, "43-technology-list-1280-it");
  await row.first().getByTestId("row-merge").click();
  const dialog = page.getByTestId("merge-dialog");
  await dialog.waitFor();
  // The preview counts at least the profile's skill among the references that move.
  await dialog.getByTestId("merge-count-profile_skill").waitFor();
  await page.getByTestId("merge-survivor").fill(survivorName);
  await page.getByRole("option", { name: `${survivorName} (e2e)` }).click();
  await shot(page, "43-merge-dialog-1280-it");
  await page.getByTestId("merge-submit").click();
  await dialog.waitFor({ state: "hidden" });
  await row.first().getByTestId("status-merged").waitFor();

  const after = await api(
    token,
    `admin/reference/technologies?q=${encodeURIComponent(duplicate.name)}&limit=100`,
  );
  const merged = after.items.find((/** @type {{ id: number }} */ t) => t.id === duplicate.id);
  assert.equal(merged?.merged_into_id, survivor.id);
  assert.equal(merged?.enabled, false);

  await page.goto(`/freelance_profile_det/${profile.id}/${profile.company_id}/0/profile/0`);
  await page.getByText(survivorName, { exact: true }).first().waitFor();
  await shot(page, "43-profile-shows-survivor-1280-it");
});

test("the product categories' widest table keeps each row's actions in view and the page does not scroll sideways", async () => {
  assert.ok(browser);
  const page = browser.page;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/product_category");
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const row = page.getByTestId("reference-row").first();
    await row.waitFor();
    await fitsTheWindow(page, `product categories at ${width} px`);
    // The row's last action (merge) is inside the table's visible part and nothing covers it.
    const visible = await row.getByTestId("row-merge").evaluate((button) => {
      const box = button.getBoundingClientRect();
      const container = button.closest(".MuiTableContainer-root")?.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(
        container && box.right <= container.right && box.left >= container.left && button.contains(hit),
      );
    });
    assert.ok(visible, `the merge button of the first category is hidden at ${width} px`);
  }
  await shot(page, "43-product-categories-1280-it", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
});
