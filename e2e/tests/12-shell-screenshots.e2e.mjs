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

/** The shell of a client, a supplier and the administrator, in Italian and English, at 375 and 1280 px. */
const browser = browserForTests();

/** @type {[string, string][]} */
const ACCOUNTS = [
  ["client", "client@demo.test"],
  ["supplier", "supplier@demo.test"],
  ["admin", "admin@demo.test"],
];

for (const [who, email] of ACCOUNTS) {
  test(`shell screenshots of ${who}`, async () => {
    const { page } = browser;
    await page.setViewportSize(VIEWPORTS.desktop);
    await resetStorage(page);
    await login(page, email);
    // The body's failure, when there is one, is the one reported: the language is put back as well as it can be.
    let finished = false;
    try {
      for (const language of /** @type {const} */ (["it", "en"])) {
        if (language === "en") await chooseLanguage(page, "en");
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          const name = `${who}-${viewport.width}-${language}`;
          await page.setViewportSize(viewport);
          await page.getByTestId("top-bar-actions").waitFor();
          await page.waitForLoadState("networkidle");
          await shot(page, `shell-${name}`, { fullPage: false });
          if (size === "mobile") {
            await page.getByTestId("open-menu").click();
            await page.getByTestId("sidebar").filter({ visible: true }).waitFor();
            await shot(page, `shell-${who}-drawer-${viewport.width}-${language}`, { fullPage: false });
            await page.keyboard.press("Escape");
          } else {
            await page.getByTestId("user-menu").click();
            await shot(page, `shell-${who}-avatar-${viewport.width}-${language}`, { fullPage: false });
            await page.keyboard.press("Escape");
            await page.getByTestId("notification-bell").click();
            await page.getByTestId("notification-menu").waitFor();
            await shot(page, `shell-${who}-bell-${viewport.width}-${language}`, { fullPage: false });
            await page.keyboard.press("Escape");
          }
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
      finished = true;
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
      await chooseLanguage(page, "it").catch((error) => {
        if (finished) throw error;
      });
    }
    await logout(page);
  });
}
