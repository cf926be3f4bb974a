import type { ErrorEntries } from "./entry.ts";

/** The `validation.*` error codes. */
export const VALIDATION_ERRORS = {
  "validation.failed": { status: 400, it: "Alcuni campi non sono validi.", en: "Some fields are not valid." },
} as const satisfies ErrorEntries;
