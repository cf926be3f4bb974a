import type { Language } from "@mkt/contracts";
import { formatDayMonthYear } from "@mkt/contracts";
import PDFDocument from "pdfkit";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { FileMeta } from "../../lib/file-response.ts";
import { pdfBytes } from "../../lib/pdf.ts";
import { describeInvoice } from "./invoice-text.ts";
import { findInvoiceForReceipt } from "./queries.ts";

type ReceiptInput = {
  number: string;
  date: Date;
  companyName: string;
  vatNumber: string;
  description: string;
  amountCents: number;
  discountCents: number;
  language: Language;
};

const TEXT = {
  it: {
    title: "Ricevuta di pagamento",
    number: "Numero",
    date: "Data",
    billedTo: "Intestata a",
    vat: "P. IVA",
    item: "Descrizione",
    amount: "Importo",
    discount: "Sconto",
    total: "Totale pagato",
    note: "Pagamento elaborato in modalità test dalla piattaforma. Importi IVA esclusa.",
  },
  en: {
    title: "Payment receipt",
    number: "Number",
    date: "Date",
    billedTo: "Billed to",
    vat: "VAT no.",
    item: "Description",
    amount: "Amount",
    discount: "Discount",
    total: "Total paid",
    note: "Payment processed in test mode by the platform. Amounts exclude VAT.",
  },
} as const;

/** A one-page PDF receipt for an invoice. */
export function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const t = TEXT[input.language];
  const money = (cents: number) =>
    new Intl.NumberFormat(input.language === "it" ? "it-IT" : "en-GB", {
      style: "currency",
      currency: "EUR",
    }).format(cents / 100);
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${t.title} ${input.number}` } });
  const done = pdfBytes(doc);
  doc.fillColor("#0073aa").fontSize(22).text("Marketplace", { continued: false });
  doc.moveDown(0.5).fillColor("#1f2933").fontSize(16).text(t.title);
  doc.moveDown().fontSize(11);
  doc.text(`${t.number}: ${input.number}`);
  doc.text(`${t.date}: ${formatDayMonthYear(input.date)}`);
  doc.moveDown().text(`${t.billedTo}: ${input.companyName}`);
  doc.text(`${t.vat}: ${input.vatNumber}`);
  doc.moveDown(1.5);
  const y = doc.y;
  doc.font("Helvetica-Bold").text(t.item, 56, y).text(t.amount, 400, y, { width: 139, align: "right" });
  doc.font("Helvetica").moveDown(0.5);
  const row = (label: string, value: string) => {
    const top = doc.y;
    doc.text(label, 56, top, { width: 330 }).text(value, 400, top, { width: 139, align: "right" });
    doc.moveDown(0.3);
  };
  row(input.description, money(input.amountCents));
  if (input.discountCents) row(t.discount, `−${money(input.discountCents)}`);
  doc.moveDown(0.5).font("Helvetica-Bold");
  row(t.total, money(input.amountCents - input.discountCents));
  doc.font("Helvetica").moveDown(2).fontSize(9).fillColor("#52606d").text(t.note, 56);
  doc.end();
  return done;
}

/** One of a company's invoices as a PDF receipt to download; 404 for another company's invoice. */
export async function invoiceReceipt(
  db: DbOrTx,
  invoiceId: number,
  companyId: number,
  language: Language,
): Promise<{ body: Buffer; meta: FileMeta }> {
  const row = await findInvoiceForReceipt(db, invoiceId, companyId);
  if (!row) throw new AppError("common.not_found");
  const pdf = await renderReceipt({
    number: row.invoice.number,
    date: row.invoice.createdAt,
    companyName: row.companyName,
    vatNumber: row.vat,
    description: describeInvoice(row, language),
    amountCents: row.invoice.amountCents,
    discountCents: row.invoice.discountCents,
    language,
  });
  return {
    body: pdf,
    meta: { contentType: "application/pdf", filename: `receipt-${row.invoice.number}.pdf` },
  };
}
