import type { ErrorEntries } from "./entry.ts";

/** The `documentation.*` error codes: a company's documentation and staff's decisions on it (§4). */
export const DOCUMENTATION_ERRORS = {
  "documentation.incomplete": {
    status: 409,
    it: "Carica tutti i documenti richiesti (validi e non rifiutati) prima di inviarli in revisione.",
    en: "Upload every required document (valid and not rejected) before sending them for review.",
  },
  "documentation.wrong_status": {
    status: 409,
    it: "La documentazione non è nello stato che permette questa operazione: ricarica la pagina.",
    en: "The documentation is not in a status that allows this: reload the page.",
  },
  "documentation.unknown_kind": {
    status: 400,
    it: "Tipo di documento sconosciuto.",
    en: "Unknown document kind.",
  },
} as const satisfies ErrorEntries;
