import { CV_LIMITS } from "@mkt/contracts";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { extractCvText } from "./cv-extract.ts";
import { cvDocx } from "./cv-test-files.ts";

/** A PDF of `chars` characters of text in a tiny font (a few pages). */
function textPdf(chars: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 20 });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(3).text("Java developer ".repeat(Math.ceil(chars / 15)));
  doc.end();
  return done;
}

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return "no error";
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe("CV text extraction caps", () => {
  it("refuses a PDF whose text passes 300,000 characters, and reads one under it", async () => {
    const over = await textPdf(CV_LIMITS.textMaxChars + 20_000);
    expect(await code(extractCvText(over, "pdf"))).toBe("profiles.cv_text_too_long");
    const under = await extractCvText(await textPdf(20_000), "pdf");
    expect(under.length).toBeGreaterThan(15_000);
  }, 30_000);

  it("reads a DOCX rebuilt from its checked parts as mammoth read the original", async () => {
    const text = await extractCvText(await cvDocx(["Giulia Bianchi", "Senior Backend Developer"]), "docx");
    expect(text).toBe("Giulia Bianchi\n\nSenior Backend Developer\n\n");
  });

  it("answers profiles.cv_unreadable for a file that is not a zip or not a PDF", async () => {
    expect(await code(extractCvText(Buffer.from("PK\u0003\u0004 not really a zip"), "docx"))).toBe(
      "profiles.cv_unreadable",
    );
    expect(await code(extractCvText(Buffer.from("%PDF-1.4 nothing"), "pdf"))).toBe("profiles.cv_unreadable");
  });
});
