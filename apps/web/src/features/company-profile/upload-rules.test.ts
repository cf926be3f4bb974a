import { describe, expect, it } from "vitest";
import { acceptOf, checkUpload, DOCUMENT_RULE, fileSizeLabel, LOGO_RULE, megabytes } from "./upload-rules.ts";

const MB = 1024 * 1024;

describe("upload rules", () => {
  it("accepts logos that are PNG, JPEG or WebP up to 2 MB", () => {
    expect(checkUpload({ name: "logo.png", size: 1000, type: "image/png" }, LOGO_RULE)).toBeNull();
    expect(checkUpload({ name: "logo.webp", size: 2 * MB, type: "image/webp" }, LOGO_RULE)).toBeNull();
    expect(checkUpload({ name: "logo.png", size: 2 * MB + 1, type: "image/png" }, LOGO_RULE)).toBe(
      "too_large",
    );
    expect(checkUpload({ name: "logo.gif", size: 1000, type: "image/gif" }, LOGO_RULE)).toBe("wrong_type");
    expect(checkUpload({ name: "logo.png", size: 0, type: "image/png" }, LOGO_RULE)).toBe("empty");
  });

  it("accepts documentation PDFs up to 10 MB, by extension when the browser gives no type", () => {
    expect(checkUpload({ name: "visura.pdf", size: MB, type: "application/pdf" }, DOCUMENT_RULE)).toBeNull();
    expect(checkUpload({ name: "VISURA.PDF", size: MB, type: "" }, DOCUMENT_RULE)).toBeNull();
    expect(checkUpload({ name: "visura.docx", size: MB, type: "" }, DOCUMENT_RULE)).toBe("wrong_type");
    expect(
      checkUpload({ name: "visura.pdf", size: 10 * MB + 1, type: "application/pdf" }, DOCUMENT_RULE),
    ).toBe("too_large");
    // A wrong type is reported before the size: choosing another format is the fix.
    expect(checkUpload({ name: "a.zip", size: 20 * MB, type: "application/zip" }, DOCUMENT_RULE)).toBe(
      "wrong_type",
    );
  });

  it("builds the accept attribute and readable sizes", () => {
    expect(acceptOf(DOCUMENT_RULE)).toBe("application/pdf,.pdf");
    expect(megabytes(LOGO_RULE.maxBytes)).toBe("2");
    expect(megabytes(1.5 * MB)).toBe("1.5");
    expect(fileSizeLabel(300)).toBe("1 KB");
    expect(fileSizeLabel(850 * 1024)).toBe("850 KB");
    expect(fileSizeLabel(1.25 * MB)).toBe("1.3 MB");
  });
});
