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
  "upload.corrupt": {
    status: 400,
    it: "Il file è danneggiato o incompleto.",
    en: "The file is damaged or incomplete.",
  },
} as const satisfies ErrorEntries;
