/** The look every generated PDF shares (CV, quote, company report): margins, ink colours and the page footer. */
export const PDF_MARGIN = 50;
export const PDF_INK = "#1f2933";
export const PDF_MUTED = "#52606d";
export const PDF_RULE = "#d9e2ec";

/**
 * Writes the footer on every buffered page: a rule, `left` (who generated it and when) and the page number
 * (`page(n, total)`). Call it once the content is complete, before `doc.end()`.
 */
export function stampFooters(
  doc: PDFKit.PDFDocument,
  left: string,
  page: (n: number, total: number) => string,
): void {
  const width = doc.page.width - PDF_MARGIN * 2;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PDF_MARGIN;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PDF_MARGIN, y - 6)
      .lineTo(PDF_MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_RULE)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(PDF_MUTED);
    doc.text(left, PDF_MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(page(i - range.start + 1, range.count), PDF_MARGIN + width / 2, y, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
  }
}

/**
 * The document's bytes once `doc.end()` has been called: start collecting right after `new PDFDocument(...)`,
 * before writing, then end the document and await the promise.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
}
