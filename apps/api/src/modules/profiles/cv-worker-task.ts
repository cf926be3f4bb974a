import type { CvDraft, ErrorCode } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import { extractCvText } from "./cv/extract.ts";
import type { SpokenLanguageName } from "./cv/languages.ts";
import { parseCv } from "./cv/parse.ts";
import type { CatalogueEntry } from "./cv/skills.ts";

export type CvParseInput = {
  data: Uint8Array;
  kind: "pdf" | "docx";
  technologies: CatalogueEntry[];
  /** The enabled spoken languages (the profile form's list); empty: the parser's built-in list. */
  languages: SpokenLanguageName[];
  today: string;
};

/** What a worker answers: plain data (an AppError does not cross threads, its code does). */
export type CvParseOutput =
  | { ok: true; textLength: number; draft: CvDraft["draft"] }
  | { ok: false; code: ErrorCode };

/** Runs in a worker thread of the CV parser pool: the file's text within CV_LIMITS, then the draft profile. */
export async function parseCvFile(input: CvParseInput): Promise<CvParseOutput> {
  try {
    const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
    const text = await extractCvText(data, input.kind);
    return {
      ok: true,
      textLength: text.trim().length,
      draft: parseCv(text, input.technologies, input.today, input.languages),
    };
  } catch (error) {
    return { ok: false, code: error instanceof AppError ? error.code : "profiles.cv_unreadable" };
  }
}
