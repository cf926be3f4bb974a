import { CV_LIMITS } from "@mkt/contracts";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { AppError } from "../../lib/app-error.ts";
import { checkedDocx } from "./cv-docx.ts";

/** A text over the cap is refused (not cut): a CV is a few thousand characters, so a longer one is not a CV. */
function capped(text: string): string {
  if (text.length > CV_LIMITS.textMaxChars) throw new AppError("profiles.cv_text_too_long");
  return text;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A page's text as unpdf's extractText writes it: the items' strings, a line break after each line's end. */
async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
}

/** The pages' texts, one page at a time, stopping as soon as the text passes the cap. */
async function pdfText(data: Buffer): Promise<string> {
  // verbosity 0: pdf.js reports only errors (no console warnings for damaged files).
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  try {
    if (pdf.numPages > CV_LIMITS.pdfMaxPages) throw new AppError("profiles.cv_pdf_too_many_pages");
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const text = await pageText(pdf, n);
      length += text.length + 1;
      if (length > CV_LIMITS.textMaxChars + 1) throw new AppError("profiles.cv_text_too_long");
      pages.push(text);
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}

/**
 * The plain text of a CV within CV_LIMITS: PDF text layer through pdf.js (unpdf), its page count checked as soon
 * as it is open; DOCX body through mammoth, from a zip whose entries and expanded size were checked first.
 */
export async function extractCvText(data: Buffer, kind: "pdf" | "docx"): Promise<string> {
  try {
    if (kind === "docx") {
      const result = await mammoth.extractRawText({ buffer: await checkedDocx(data) });
      return capped(result.value);
    }
    return await pdfText(data);
  } catch (error) {
    throw error instanceof AppError ? error : new AppError("profiles.cv_unreadable");
  }
}
