import type { ErrorCode } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import { extractCvText } from "./cv/extract.ts";

export type CvTextInput = { data: Uint8Array; kind: "pdf" | "docx" };

/** What a worker answers: plain data (an AppError does not cross threads, its code does). */
export type CvTextOutput = { ok: true; text: string } | { ok: false; code: ErrorCode };

/** Runs in a worker thread of the preview pool: the file's text in reading order, within CV_LIMITS. */
export async function cvText(input: CvTextInput): Promise<CvTextOutput> {
  try {
    const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
    return { ok: true, text: await extractCvText(data, input.kind) };
  } catch (error) {
    return { ok: false, code: error instanceof AppError ? error.code : "profiles.cv_unreadable" };
  }
}
