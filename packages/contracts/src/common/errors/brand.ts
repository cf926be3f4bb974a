import type { ErrorEntries } from "./entry.ts";

/** The `brand.*` error codes (brands by host, issue 17). */
export const BRAND_ERRORS = {
  "brand.name_taken": {
    status: 409,
    it: "Esiste già un brand con questo nome.",
    en: "A brand with this name already exists.",
  },
  "brand.host_taken": {
    status: 409,
    it: "Un altro brand usa già questo host.",
    en: "Another brand already uses this host.",
  },
  "brand.default_required": {
    status: 400,
    it: "Serve sempre un brand predefinito: rendi predefinito un altro brand invece di togliere questo.",
    en: "There must always be a default brand: make another brand the default instead of unsetting this one.",
  },
} as const satisfies ErrorEntries;
