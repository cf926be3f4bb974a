import type { ErrorEntries } from "./entry.ts";

/** The `upload.*` error codes. */
export const UPLOAD_ERRORS = {
  "upload.missing": { status: 400, it: "Scegli un file da caricare.", en: "Choose a file to upload." },
  "upload.too_large": { status: 413, it: "Il file è troppo grande.", en: "The file is too large." },
  "upload.wrong_type": {
    status: 415,
    it: "Tipo di file non ammesso: controlla i formati accettati.",
    en: "This file type is not allowed: check the accepted formats.",
  },
  "upload.length_required": {
    status: 411,
    it: "Il caricamento non indica la dimensione del file: riprova dal sito o da un client che la invii.",
    en: "The upload does not state its size: try again from the website or with a client that sends it.",
  },
  "upload.corrupt": {
    status: 400,
    it: "Il file è danneggiato o incompleto.",
    en: "The file is damaged or incomplete.",
  },
  // Raised by the web app, never sent by the API: the browser could not send the file (the connection dropped, or
  // the file was moved or deleted after it was chosen, since the browser reads it only when it sends it).
  "upload.not_sent": {
    status: 503,
    it: "Il file non è stato inviato: controlla la connessione e che il file sia ancora disponibile, poi riprova.",
    en: "The file was not sent: check your connection and that the file is still available, then try again.",
  },
} as const satisfies ErrorEntries;
