import type { ErrorEntries } from "./entry.ts";

/** The `config.*` error codes: the back office's product configuration (issue 17 item 4). */
export const CONFIG_ERRORS = {
  "config.unknown_page": {
    status: 404,
    it: "Questa pagina non ha testi di aiuto.",
    en: "This page has no help texts.",
  },
  "config.unknown_function": {
    status: 404,
    it: "Questa funzione non esiste.",
    en: "This function does not exist.",
  },
} as const satisfies ErrorEntries;
