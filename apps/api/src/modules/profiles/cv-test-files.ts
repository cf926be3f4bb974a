import JSZip from "jszip";
import PDFDocument from "pdfkit";

/** A CV as a real PDF, written by pdfkit in the test; `pages` adds pages (each with one line). */
export function cvPdf(lines: string[], pages = 1): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const line of lines) doc.text(line);
  for (let page = 2; page <= pages; page++) doc.addPage().text(`Page ${page}`);
  doc.end();
  return done;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** A minimal DOCX zip (content types, relationships, document body); `extra` adds parts, `body` raw XML. */
function cvDocxZip(paragraphs: string[], options: { extra?: Record<string, string | Buffer> } = {}) {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
    .join("");
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  for (const [name, content] of Object.entries(options.extra ?? {})) zip.file(name, content);
  return zip;
}

/** A minimal DOCX CV, zipped with DEFLATE in the test. */
export function cvDocx(paragraphs: string[], options: { extra?: Record<string, string | Buffer> } = {}) {
  return cvDocxZip(paragraphs, options).generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/**
 * Rewrites the uncompressed size that a zip declares for one entry, in its local header and in the central
 * directory: a zip bomb that lies about its size.
 */
export function declareUncompressedSize(zip: Buffer, fileName: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from(fileName);
  for (let at = 0; at < out.length - 46; at++) {
    const signature = out.readUInt32LE(at);
    if (signature === 0x04034b50 && out.subarray(at + 30, at + 30 + name.length).equals(name))
      out.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50 && out.subarray(at + 46, at + 46 + name.length).equals(name))
      out.writeUInt32LE(size, at + 24);
  }
  return out;
}
