import assert from "node:assert/strict";
import { test } from "node:test";
import { VALIDATION_MESSAGES } from "@mkt/contracts";
import { browserForTests, login, openBrowser, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiFromPage } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const pl = messages("it", "public-links");

/**
 * Saves the first two profiles of the talent search for the signed-in client (the demo has no saved profiles), through
 * the API with the page's session. Returns their ids.
 * @param {Page} page
 */
async function saveTwoProfiles(page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem("loginUserToken");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const search = await fetch("/api/profiles/search?limit_page=10", { headers }).then((r) => r.json());
    /** @type {number[]} */
    const ids = search.data.items.slice(0, 2).map((/** @type {{ id: number }} */ p) => p.id);
    /** @type {number[]} */
    const statuses = [];
    for (const id of ids) {
      const res = await fetch("/api/saved-profiles", {
        method: "POST",
        headers,
        body: JSON.stringify({ profile_id: id, note: "Journey 51" }),
      });
      statuses.push(res.status);
    }
    return { ids, statuses };
  });
}

test("a client shares a shortlist, a visitor leaves contacts and sees it, the owner sees the visit and revokes", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  const saved = await saveTwoProfiles(page);
  assert.equal(saved.ids.length, 2, "the demo has published profiles to save");
  assert.deepEqual(saved.statuses, [200, 200], "both profiles saved");

  // Saved profiles → Share a shortlist: both ticked, 30 days by default; the link is shown once with Copy.
  await page.goto("/saved_profiles");
  await page.getByTestId("saved-profiles-page").waitFor();
  await shot(page, "51-saved-profiles-1280-it");
  await page.getByTestId("share-shortlist").click();
  await page.getByTestId("share-dialog").waitFor();
  await page.getByTestId("share-title").fill("Shortlist journey 51");
  await shot(page, "51-share-dialog-1280-it");
  await page.getByTestId("share-submit").click();
  const url = await page.getByTestId("share-url").inputValue();
  const path = new URL(url).pathname;
  assert.match(path, /^\/public\/[\w-]{43}$/);
  await shot(page, "51-share-created-1280-it");
  await page.keyboard.press("Escape");

  // A visitor, signed out in a fresh browser: contacts first (nothing sent while the form is wrong), then profiles.
  const visitor = await openBrowser();
  try {
    const v = visitor.page;
    await v.goto(path);
    await v.getByTestId("public-contacts").waitFor();
    assert.equal(await v.getByTestId("public-profile-card").count(), 0);
    await v.getByTestId("public-contacts-submit").click();
    await v.getByText(VALIDATION_MESSAGES["validation.required"].it).first().waitFor();
    await v.getByTestId("public-firstname").fill("Carla");
    await v.getByTestId("public-lastname").fill("Verdi");
    await v.getByTestId("public-company").fill("Verdi Spa");
    await v.getByTestId("public-email").fill(`e2e.visitor.${Date.now()}@example.test`);
    await v.getByTestId("public-contacts").getByRole("checkbox").check();
    await shot(v, "51-public-contacts-1280-it");
    await v.getByTestId("public-contacts-submit").click();
    await v.getByTestId("public-profile-card").nth(1).waitFor();
    assert.equal(await v.getByTestId("public-profile-card").count(), 2);
    await shot(v, "51-public-profiles-1280-it");
    await v.getByTestId("public-profile-view").first().click();
    await v.getByTestId("public-profile-dialog").waitFor();
    await shot(v, "51-public-detail-1280-it", { fullPage: false });
    await v.getByTestId("public-profile-close").click();
    await v.setViewportSize(VIEWPORTS.mobile);
    await shot(v, "51-public-profiles-375-it");
    await v.setViewportSize(VIEWPORTS.desktop);

    // The owner: one view and one contact on the link, and the notification.
    await page.goto("/shared_links");
    const card = page.getByTestId("shared-link").filter({ hasText: "Shortlist journey 51" });
    await card.waitFor();
    assert.equal(await card.getByTestId("shared-link-views").textContent(), "1");
    assert.equal(await card.getByTestId("shared-link-contacts").textContent(), "1");
    await card.getByTestId("shared-link-toggle-contacts").click();
    await card.getByTestId("shared-link-contact").getByText("Verdi Spa").waitFor();
    await shot(page, "51-shared-links-1280-it");
    await page.setViewportSize(VIEWPORTS.mobile);
    await shot(page, "51-shared-links-375-it");
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/notifications");
    await page.getByText("Qualcuno ha aperto il tuo link condiviso").first().waitFor();

    // Revoked: the owner's card says so, and the visitor's page now shows the revoked link.
    await page.goto("/shared_links");
    await card.getByTestId("shared-link-revoke").click();
    await page.getByTestId("confirm-dialog-confirm").click();
    await card.getByTestId("shared-link-status").getByText(pl.page.statuses.revoked).waitFor();
    await v.evaluate(() => sessionStorage.clear());
    await v.goto(path);
    await v.getByTestId("public-link-problem-title").getByText(pl.visit.revokedTitle).waitFor();
    await shot(v, "51-public-revoked-1280-it");
  } finally {
    await visitor.close();
  }
});

test("a client shares an open position, a visitor leaves contacts and sees the position with its compatible profiles", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  // Its own open position, asking for the technologies of a published demo profile so that it has matches (the
  // demo client's other positions belong to other journeys, which may close them).
  const search = await apiFromPage(page, "profiles/search?limit_page=10");
  assert.equal(search.status, 200);
  const skilled = search.body.data.items.find(
    (/** @type {{ skills: unknown[] }} */ p) => p.skills.length >= 2,
  );
  assert.ok(skilled, "the demo search has a profile with two skills");
  const positionTitle = `Posizione condivisa ${Date.now().toString(36)}`;
  const created = await apiFromPage(page, "client/need/createNeedAndNeedResource", {
    title: `${positionTitle} · progetto`,
    publish: true,
    remote_allowed: true,
    positions: [
      {
        title: positionTitle,
        seniority: skilled.seniority,
        remote_allowed: true,
        profiles_wanted: 1,
        description: "Journey 51: una posizione condivisa con un link pubblico.",
        mandatory_skills: skilled.skills
          .slice(0, 2)
          .map((/** @type {{ technology_id: number }} */ s) => ({ technology_id: s.technology_id })),
      },
    ],
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const need = created.body.data;

  // Need detail → Share on the position: the dialog proposes the position's title; the link is shown once.
  await page.goto(`/need/detail?id=${need.id}`);
  await page.getByTestId("need-detail-title").waitFor();
  await page.getByTestId("share-position").click();
  await page.getByTestId("share-dialog").getByText(pl.share.titlePosition).waitFor();
  assert.equal(await page.getByTestId("share-title").inputValue(), positionTitle);
  await shot(page, "51-share-position-dialog-1280-it");
  await page.getByTestId("share-submit").click();
  const path = new URL(await page.getByTestId("share-url").inputValue()).pathname;
  assert.match(path, /^\/public\/[\w-]{43}$/);
  await page.keyboard.press("Escape");

  const visitor = await openBrowser();
  try {
    const v = visitor.page;
    await v.goto(path);
    await v.getByTestId("public-contacts").getByText(pl.visit.positionFormTitle).waitFor();
    assert.equal(await v.getByTestId("public-position-title").count(), 0, "no position before contacts");
    await v.getByTestId("public-firstname").fill("Paolo");
    await v.getByTestId("public-lastname").fill("Gialli");
    await v.getByTestId("public-company").fill("Gialli Srl");
    await v.getByTestId("public-email").fill(`e2e.position.${Date.now()}@example.test`);
    await v.getByTestId("public-contacts").getByRole("checkbox").check();
    await v.getByTestId("public-contacts-submit").click();
    await v.getByTestId("public-position-title").getByText(positionTitle).waitFor();
    await v.getByTestId("public-profile-card").first().waitFor();
    const skills = await v.getByTestId("public-position-skill").allTextContents();
    assert.equal(skills.length, Math.min(2, skilled.skills.length));
    // Anonymised like the other links: no contact on the cards.
    const cards = await v.getByTestId("public-profile-card").allTextContents();
    assert.ok(cards.length >= 1);
    for (const text of cards) assert.ok(!text.includes("@"), "no e-mail address on a public card");
    await shot(v, "51-public-position-1280-it");
    await v.setViewportSize(VIEWPORTS.mobile);
    await shot(v, "51-public-position-375-it");
    await v.setViewportSize(VIEWPORTS.desktop);

    // The owner's shared links: the position link with its kind, one view and one contact.
    await page.goto("/shared_links");
    const card = page.getByTestId("shared-link").filter({ hasText: positionTitle });
    await card.waitFor();
    await card.getByText(pl.page.kinds.position).first().waitFor();
    assert.equal(await card.getByTestId("shared-link-views").textContent(), "1");
    assert.equal(await card.getByTestId("shared-link-contacts").textContent(), "1");
    await shot(page, "51-shared-position-link-1280-it");
  } finally {
    await visitor.close();
  }
});
