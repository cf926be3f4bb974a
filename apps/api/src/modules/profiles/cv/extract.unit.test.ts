import { CV_LIMITS } from "@mkt/contracts";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { cvDocx } from "../cv-test-files.ts";
import { extractCvText } from "./extract.ts";

/** A PDF drawn by `draw` (pdfkit, A4), with the given options (e.g. a user password). */
function pdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  draw(doc);
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

describe("CV text extraction", () => {
  it("refuses a PDF whose text passes 300,000 characters, and reads one under it", async () => {
    const text = (chars: number) =>
      pdf((doc) => doc.fontSize(3).text("Java developer ".repeat(Math.ceil(chars / 15))), { margin: 20 });
    expect(await code(extractCvText(await text(CV_LIMITS.textMaxChars + 20_000), "pdf"))).toBe(
      "profiles.cv_text_too_long",
    );
    expect((await extractCvText(await text(20_000), "pdf")).length).toBeGreaterThan(15_000);
  }, 30_000);

  it("reads two independent columns one after the other, and drops a footer repeated on every page", async () => {
    const file = await pdf((doc) => {
      doc.fontSize(20).text("Giulia Bianchi", 40, 40, { width: 500, align: "center" });
      const left = ["CONTATTI", "giulia@example.com", "Milano", "COMPETENZE", "Java", "Kubernetes"];
      const right = [
        "ESPERIENZA",
        "Fintech Lab SpA",
        "Senior Developer",
        "03/2019 – in corso",
        "Acme",
        "Java Developer",
      ];
      for (let page = 0; page < 2; page++) {
        if (page) doc.addPage();
        for (const [i, l] of left.entries())
          doc.fontSize(10).text(`${l}${page ? " (2)" : ""}`, 40, 100 + i * 23, { lineBreak: false });
        for (const [i, l] of right.entries())
          doc.fontSize(11).text(`${l}${page ? " (2)" : ""}`, 240, 110 + i * 31, { lineBreak: false });
        for (let i = 0; i < 14; i++)
          doc
            .fontSize(10)
            .text(`Detail line ${i} of the experience`, 240, 320 + i * 14, { lineBreak: false });
        doc
          .fontSize(8)
          .text(`Curriculum di Giulia Bianchi - pagina ${page + 1}`, 40, 780, { lineBreak: false });
      }
    });
    const lines = (await extractCvText(file, "pdf")).split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "Giulia Bianchi",
      "CONTATTI",
      "giulia@example.com",
      "Milano",
      "COMPETENZE",
      "Java",
      "Kubernetes",
      "ESPERIENZA",
    ]);
    expect(lines.some((l) => l.startsWith("Curriculum di Giulia"))).toBe(false);
  });

  it("keeps a label column and its values on one line (Europass)", async () => {
    const file = await pdf((doc) => {
      const rows: [string, string][] = [
        ["INFORMAZIONI PERSONALI", "Mario Rossi"],
        ["", "Via Roma 1, 20100 Milano"],
        ["ESPERIENZA PROFESSIONALE", ""],
        ["03/2019 – in corso", "Sviluppatore Java presso Beta Srl"],
        ["01/2015 – 02/2019", "Analista presso Gamma SpA"],
        ["ISTRUZIONE E FORMAZIONE", ""],
        ["2010 – 2014", "Laurea in Informatica"],
      ];
      rows.forEach(([label, value], i) => {
        doc.fontSize(9).text(label, 40, 80 + i * 20, { width: 140, align: "right", lineBreak: false });
        doc.fontSize(10).text(value, 200, 80 + i * 20, { lineBreak: false });
      });
      for (let i = 0; i < 20; i++)
        doc.fontSize(10).text(`Attività ${i}`, 200, 240 + i * 14, { lineBreak: false });
    });
    const text = await extractCvText(file, "pdf");
    expect(text).toContain("03/2019 – in corso\tSviluppatore Java presso Beta Srl");
    expect(text).toContain("INFORMAZIONI PERSONALI\tMario Rossi");
  });

  it("reads a DOCX's page header, tables and text boxes (once) in document order", async () => {
    const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    const body = [
      p("Profilo"),
      `<w:tbl><w:tr><w:tc>${p("2019 – oggi")}</w:tc><w:tc>${p("Sviluppatore presso Beta Srl")}</w:tc></w:tr></w:tbl>`,
      `<w:p><w:r><mc:AlternateContent><mc:Choice><w:drawing><wps:txbx><w:txbxContent>${p("Competenze: Java &amp; SQL")}</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent>${p("Competenze: Java &amp; SQL")}</w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
    ];
    const header = `<?xml version="1.0"?><w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${p("Mario Rossi")}<w:p><w:r><w:t>mario@example.com</w:t><w:tab/><w:t>+39 347 123 4567</w:t></w:r></w:p></w:hdr>`;
    const file = await cvDocx([], { extra: { "word/header1.xml": header } });
    const withBody = await cvDocx([], {
      extra: {
        "word/header1.xml": header,
        "word/document.xml": `<?xml version="1.0"?><w:document xmlns:w="w" xmlns:mc="mc" xmlns:wps="wps" xmlns:v="v"><w:body>${body.join("")}</w:body></w:document>`,
      },
    });
    expect(await code(extractCvText(file, "docx"))).toBe("no error");
    const lines = (await extractCvText(withBody, "docx")).split("\n").filter(Boolean);
    expect(lines).toEqual([
      "Mario Rossi",
      "mario@example.com\t+39 347 123 4567",
      "Profilo",
      "2019 – oggi\tSviluppatore presso Beta Srl\t",
      "Competenze: Java & SQL",
    ]);
  });

  it("answers a clear 4xx code for files it cannot read", async () => {
    expect(await code(extractCvText(Buffer.from("PK\u0003\u0004 not really a zip"), "docx"))).toBe(
      "profiles.cv_unreadable",
    );
    expect(await code(extractCvText(Buffer.from("%PDF-1.4 nothing"), "pdf"))).toBe("profiles.cv_unreadable");
    // A zip without a Word document in it.
    expect(
      await code(
        extractCvText(
          await cvDocx(["x"], { extra: {} }).then(async (b) => {
            const JSZip = (await import("jszip")).default;
            const zip = await JSZip.loadAsync(b);
            zip.remove("word/document.xml");
            return zip.generateAsync({ type: "nodebuffer" });
          }),
          "docx",
        ),
      ),
    ).toBe("profiles.cv_unreadable");
    // A scan: a page with a drawing and no text layer.
    const scan = await pdf((doc) => doc.rect(40, 40, 300, 400).fill("#888888"));
    expect(await code(extractCvText(scan, "pdf"))).toBe("profiles.cv_no_text");
    expect(await code(extractCvText(await cvDocx([" ", ""]), "docx"))).toBe("profiles.cv_no_text");
    const locked = await pdf((doc) => doc.text("Mario Rossi, Java developer"), { userPassword: "secret" });
    expect(await code(extractCvText(locked, "pdf"))).toBe("profiles.cv_encrypted");
  });
});
