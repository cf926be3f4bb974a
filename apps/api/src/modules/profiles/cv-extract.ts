import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { AppError } from "../../lib/app-error.ts";

/** The plain text of a CV: PDF text layer through pdf.js (unpdf), DOCX body through mammoth. */
export async function extractCvText(data: Buffer, kind: "pdf" | "docx"): Promise<string> {
  try {
    if (kind === "docx") {
      const result = await mammoth.extractRawText({ buffer: data });
      return result.value;
    }
    // verbosity 0: pdf.js reports only errors (no console warnings for damaged files).
    const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return text.join("\n");
    } finally {
      await pdf.destroy();
    }
  } catch {
    throw new AppError("profiles.cv_unreadable");
  }
}
