/** File types recognised by their content (magic bytes), never by name or declared type. */
export type FileKind = "pdf" | "png" | "jpeg" | "webp" | "docx" | "xlsx" | "zip";

export const MIME: Record<FileKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
};

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY_ARCHIVE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export function detectFileKind(data: Buffer): FileKind | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  if (data.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) {
    // Office files are ZIPs whose entries name their main part: word/document.xml, xl/workbook.xml.
    if (data.includes(Buffer.from("word/document.xml"))) return "docx";
    if (data.includes(Buffer.from("xl/workbook.xml"))) return "xlsx";
    return "zip";
  }
  if (data.length === 22 && data.subarray(0, 4).equals(ZIP_EMPTY_ARCHIVE)) return "zip";
  return null;
}

/** A PDF must also end properly: a truncated or corrupt upload has no %%EOF near its end. */
export function looksLikeCompletePdf(data: Buffer): boolean {
  return (
    detectFileKind(data) === "pdf" &&
    data.subarray(Math.max(0, data.length - 1024)).includes(Buffer.from("%%EOF"))
  );
}
