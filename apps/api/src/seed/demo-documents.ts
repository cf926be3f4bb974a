import { randomUUID } from "node:crypto";
import {
  DOC_STATUS,
  type DocumentationSettings,
  type DocumentKindSetting,
  documentExpiry,
  requiredKinds,
} from "@mkt/contracts";
import PDFDocument from "pdfkit";
import type { Tx } from "../db/client.ts";
import { companyDocument } from "../db/schema/index.ts";
import { pdfBytes } from "../lib/pdf.ts";
import { addDays } from "./demo-data.ts";
import type { PlannedCompany } from "./demo-plan.ts";

/** A file the seed stores once its transaction has committed (the postgres storage writes on the outer handle). */
export type DemoDocumentFile = { key: string; data: Buffer };

/** Days before the seed that the documents were sent: long ago for approved documentation, lately for one in review. */
const SENT_DAYS_AGO = { approved: 75, inReview: 2 } as const;
/** Days staff took to approve a document. */
const REVIEW_DAYS = 3;

/** "Accordo quadro firmato" → "accordo-quadro-firmato.pdf". */
export function demoDocumentFilename(kind: DocumentKindSetting): string {
  const slug = kind.label_it
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || kind.code}.pdf`;
}

/** A one-page PDF standing for the company's document of one kind, so staff have something real to open. */
export function demoDocumentPdf(
  kind: DocumentKindSetting,
  company: Pick<PlannedCompany, "name" | "vatNumber" | "city">,
  sentOn: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${kind.label_it} — ${company.name}`,
      Author: company.name,
      CreationDate: new Date(sentOn),
    },
  });
  const done = pdfBytes(doc);
  doc.font("Helvetica-Bold").fontSize(20).text(kind.label_it);
  doc.moveDown(0.3).font("Helvetica").fontSize(11).fillColor("#555555").text(kind.label_en);
  doc.moveDown(1.2).fillColor("#000000").fontSize(12);
  doc.text(company.name);
  doc.text(`P. IVA / VAT ${company.vatNumber}`);
  doc.text(company.city);
  doc.moveDown(1).text(`Inviato il / Sent on ${sentOn}`);
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor("#777777")
    .text(
      "Documento dimostrativo generato con i dati della demo. / Demo document generated with the demo data.",
    );
  doc.end();
  return done;
}

/**
 * The documentation of the demo companies that sent it, as the upload flow stores it (company/documents: one
 * PDF per required kind under companies/<id>/documents/, a company_document row waiting for review): a company
 * in review (1) has each required kind pending, an approved one (2) has each approved by staff. Companies whose
 * documentation is missing (4) or blocked (3) have none. Answers the files to put in the storage.
 */
export async function insertDemoDocuments(
  tx: Tx,
  companies: readonly PlannedCompany[],
  settings: DocumentationSettings,
  ids: {
    company: (key: string) => number;
    /** The user who sent the company's documents (its owner), if any. */
    uploader: (companyKey: string) => number | null;
    /** The staff user who approved them. */
    reviewer: number | null;
  },
  today: Date,
): Promise<DemoDocumentFile[]> {
  const files: DemoDocumentFile[] = [];
  const rows: (typeof companyDocument.$inferInsert)[] = [];
  for (const c of companies) {
    if (c.docStatus !== DOC_STATUS.REVISION && c.docStatus !== DOC_STATUS.APPROVED) continue;
    const approved = c.docStatus === DOC_STATUS.APPROVED;
    const sentOn = addDays(today, -(approved ? SENT_DAYS_AGO.approved : SENT_DAYS_AGO.inReview));
    const companyId = ids.company(c.key);
    for (const kind of requiredKinds(settings, c.type)) {
      const data = await demoDocumentPdf(kind, c, sentOn);
      const key = `companies/${companyId}/documents/${randomUUID()}.pdf`;
      files.push({ key, data });
      rows.push({
        companyId,
        kind: kind.code,
        filename: demoDocumentFilename(kind),
        storageKey: key,
        size: data.length,
        uploadedBy: ids.uploader(c.key),
        status: approved ? "approved" : "pending",
        reviewedBy: approved ? ids.reviewer : null,
        reviewedAt: approved
          ? new Date(`${addDays(today, REVIEW_DAYS - SENT_DAYS_AGO.approved)}T10:00:00Z`)
          : null,
        expiresAt: documentExpiry(sentOn, kind.validity_months),
        createdAt: new Date(`${sentOn}T09:00:00Z`),
      });
    }
  }
  if (rows.length) await tx.insert(companyDocument).values(rows);
  return files;
}
