import { CV_LIMITS } from "@mkt/contracts";
import { getDocumentProxy } from "unpdf";
import { AppError } from "../../../lib/app-error.ts";
import { expandDocx } from "../cv-docx.ts";
import { docxText } from "./docx-text.ts";
import { documentText, type PdfItem, type PdfPage } from "./pdf-layout.ts";

/** A text over the cap is refused (not cut): a CV is a few thousand characters, so a longer one is not a CV. */
function capped(text: string): string {
  if (text.length > CV_LIMITS.textMaxChars) throw new AppError("profiles.cv_text_too_long");
  return text;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A page's text items with their positions (pdf.js), for the layout analysis. */
async function pdfPage(pdf: PdfDocument, pageNumber: number): Promise<{ page: PdfPage; chars: number }> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PdfItem[] = [];
  let chars = 0;
  for (const item of content.items) {
    if (!("str" in item)) continue;
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
    items.push({ str: item.str, x, y, width: item.width, size: Math.hypot(a, b) || item.height || 10 });
    chars += item.str.length + 1;
  }
  return { page: { width: viewport.width, height: viewport.height, items }, chars };
}

/** The pages read one at a time, stopping as soon as the text passes the cap; then laid out in reading order. */
async function pdfText(data: Buffer): Promise<string> {
  let pdf: PdfDocument;
  try {
    // verbosity 0: pdf.js reports only errors (no console warnings for damaged files).
    pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException")
      throw new AppError("profiles.cv_encrypted");
    throw error;
  }
  try {
    if (pdf.numPages > CV_LIMITS.pdfMaxPages) throw new AppError("profiles.cv_pdf_too_many_pages");
    const pages: PdfPage[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const { page, chars } = await pdfPage(pdf, n);
      length += chars + 1;
      if (length > CV_LIMITS.textMaxChars + 1) throw new AppError("profiles.cv_text_too_long");
      pages.push(page);
    }
    return documentText(pages);
  } finally {
    await pdf.destroy();
  }
}

/** Fewer letters than this and the file has no text to read (a scan, an image saved as PDF, an empty page). */
const MIN_LETTERS = 20;

/**
 * The text of a CV within CV_LIMITS, in reading order: a PDF's text layer through pdf.js (unpdf) with its layout
 * (lines, columns, running headers dropped), its page count checked as soon as it is open; a DOCX through its
 * structure (paragraphs, tables, text boxes, page headers), from a zip whose entries and expanded size were
 * checked first. A file without text (a scan) is refused with profiles.cv_no_text.
 */
export async function extractCvText(data: Buffer, kind: "pdf" | "docx"): Promise<string> {
  let text: string;
  try {
    if (kind === "docx") {
      const docx = docxText(await expandDocx(data));
      if (docx === null) throw new AppError("profiles.cv_unreadable");
      text = capped(docx);
    } else text = await pdfText(data);
  } catch (error) {
    throw error instanceof AppError ? error : new AppError("profiles.cv_unreadable");
  }
  let letters = 0;
  for (const ch of text) if (ch.toLowerCase() !== ch.toUpperCase() && ++letters >= MIN_LETTERS) return text;
  throw new AppError("profiles.cv_no_text");
}
