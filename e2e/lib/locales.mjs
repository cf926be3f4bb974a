/** The web app's translation files, so journeys assert the texts users really see. */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../apps/web/src/locales");

/**
 * @param {"it" | "en"} language
 * @param {string} namespace
 */
export function messages(language, namespace) {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), "utf8"));
}
