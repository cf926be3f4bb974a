import { describe, expect, it } from "vitest";
import { detectFileKind, looksLikeCompletePdf } from "./file-types.ts";

describe("file types by content", () => {
  it("recognises PDF, PNG, JPEG and WebP by their magic bytes, whatever the name says", () => {
    expect(detectFileKind(Buffer.from("%PDF-1.7\n..."))).toBe("pdf");
    expect(detectFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(detectFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(
      detectFileKind(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")])),
    ).toBe("webp");
    expect(detectFileKind(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectFileKind(Buffer.from("MZ\x90\x00"))).toBeNull();
  });

  it("tells Office files from other ZIP archives by their entries", () => {
    const zipWith = (...names: string[]) =>
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        ...names.map((n) => Buffer.from(`....${n}....`)),
      ]);
    expect(detectFileKind(zipWith("[Content_Types].xml", "word/document.xml"))).toBe("docx");
    expect(
      detectFileKind(zipWith("[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml")),
    ).toBe("xlsx");
    expect(detectFileKind(zipWith("readme.txt", "src/main.ts"))).toBe("zip");
    const empty = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect(detectFileKind(empty)).toBe("zip");
    // The end-of-archive signature alone, at another length, is no archive.
    expect(detectFileKind(Buffer.concat([empty, Buffer.from("trailing")]))).toBeNull();
    expect(detectFileKind(Buffer.from("PK"))).toBeNull();
  });

  it("refuses a truncated PDF", () => {
    expect(looksLikeCompletePdf(Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n"))).toBe(true);
    expect(looksLikeCompletePdf(Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\n"))).toBe(false);
  });
});
