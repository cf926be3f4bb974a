import { formatDayMonthYear, type Language, SENIORITIES } from "@mkt/contracts";
import PDFDocument from "pdfkit";
import {
  PDF_INK as INK,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  pdfBytes,
  PDF_RULE as RULE,
  stampFooters,
} from "../../lib/pdf.ts";
import { REPORT_TEXT } from "./company-report-texts.ts";

export type CompanyReport = {
  name: string;
  type: string;
  vatNumber: string;
  country: string;
  city: string | null;
  website: string | null;
  description: string | null;
  sectors: string[];
  size: string | null;
  revenue: string | null;
  docStatus: number;
  /** YYYY-MM-DD. */
  memberSince: string;
  profilesBySeniority: { seniority: string; n: number }[];
  technologies: { name: string; count: number }[];
  services: { name: string; description: string }[];
  feedback: { count: number; average: number | null };
};

export type ReportOptions = { language: Language; brandName: string; brandColor: string; now?: Date };

const BAR_BG = "#eef2f6";

const day = (iso: string) => formatDayMonthYear(new Date(`${iso}T00:00:00Z`));

/** The company report (A4): identity band, facts, profiles by seniority as bars, technologies, services, feedback. */
export function renderCompanyReportPdf(r: CompanyReport, options: ReportOptions): Promise<Buffer> {
  const t = REPORT_TEXT[options.language];
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${t.title} — ${r.name}`, Author: options.brandName },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;

  // Header band: report title, company name, type and city.
  doc.rect(0, 0, doc.page.width, 110).fill(options.brandColor);
  doc
    .fillColor("#ffffff")
    .font("Helvetica")
    .fontSize(10)
    .text(t.title.toUpperCase(), MARGIN, 26, { width, characterSpacing: 1 });
  doc.font("Helvetica-Bold").fontSize(22).text(r.name, { width });
  doc
    .font("Helvetica")
    .fontSize(12)
    .text([t.types[r.type] ?? r.type, r.city].filter(Boolean).join(" · "), { width });
  doc.y = 130;

  const heading = (label: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.6);
    doc.fillColor(options.brandColor).font("Helvetica-Bold").fontSize(12).text(label.toUpperCase(), MARGIN);
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.5).fillColor(INK).font("Helvetica").fontSize(10);
  };
  const line = (label: string, value: string | null) => {
    doc.font("Helvetica-Bold").text(`${label}: `, MARGIN, doc.y, { continued: true, width });
    doc.font("Helvetica").text(value || t.notGiven);
    doc.moveDown(0.15);
  };

  heading(t.identity);
  line(t.vat, r.vatNumber);
  line(t.country, r.country);
  line(t.city, r.city);
  if (r.website) line(t.website, r.website);
  line(t.sectors, r.sectors.join(", "));
  line(t.size, r.size);
  line(t.revenue, r.revenue);
  line(t.documentation, t.docStatus[r.docStatus] ?? String(r.docStatus));
  line(t.memberSince, day(r.memberSince));

  if (r.description) {
    heading(t.description);
    doc.text(r.description, MARGIN, doc.y, { width, align: "justify" });
  }

  heading(t.profiles);
  const total = r.profilesBySeniority.reduce((sum, s) => sum + s.n, 0);
  if (total === 0) doc.fillColor(MUTED).text(t.noProfiles, MARGIN, doc.y, { width });
  else {
    doc.font("Helvetica-Bold").text(t.profilesTotal(total), MARGIN, doc.y, { width });
    doc.moveDown(0.4).font("Helvetica");
    const max = Math.max(...r.profilesBySeniority.map((s) => s.n));
    const barX = MARGIN + 90;
    const barWidth = width - 140;
    for (const seniority of SENIORITIES) {
      const n = r.profilesBySeniority.find((s) => s.seniority === seniority)?.n ?? 0;
      const y = doc.y;
      doc.fillColor(INK).text(t.seniorities[seniority] ?? seniority, MARGIN, y, { width: 85 });
      doc.rect(barX, y, barWidth, 10).fill(BAR_BG);
      if (n > 0) doc.rect(barX, y, Math.max(3, (barWidth * n) / max), 10).fill(options.brandColor);
      doc.fillColor(MUTED).text(String(n), barX + barWidth + 8, y, { width: 40, lineBreak: false });
      doc.x = MARGIN;
      doc.y = y + 16;
    }
  }
  doc.fillColor(INK);

  if (r.technologies.length) {
    heading(t.technologies);
    const colWidth = width / 2;
    for (let i = 0; i < r.technologies.length; i += 2) {
      const y = doc.y;
      for (const [k, tech] of [r.technologies[i], r.technologies[i + 1]].entries()) {
        if (!tech) continue;
        const x = MARGIN + k * colWidth;
        doc
          .font("Helvetica-Bold")
          .fillColor(INK)
          .text(tech.name, x, y, { width: colWidth * 0.55, lineBreak: false });
        doc
          .font("Helvetica")
          .fillColor(MUTED)
          .text(t.technologyCount(tech.count), x + colWidth * 0.55, y, {
            width: colWidth * 0.45 - 8,
            lineBreak: false,
          });
      }
      doc.x = MARGIN;
      doc.y = y + doc.currentLineHeight(true) + 3;
    }
    doc.fillColor(INK);
  }

  if (r.services.length) {
    heading(t.services);
    for (const s of r.services) {
      if (doc.y > doc.page.height - 120) doc.addPage();
      doc.font("Helvetica-Bold").fillColor(INK).text(s.name, MARGIN, doc.y, { width });
      if (s.description) doc.font("Helvetica").fillColor(MUTED).text(s.description, { width });
      doc.fillColor(INK).moveDown(0.4);
    }
  }

  heading(t.feedback);
  doc.text(
    r.feedback.average === null
      ? t.noFeedback
      : t.feedbackValue(
          r.feedback.average.toLocaleString(options.language === "it" ? "it-IT" : "en-GB", {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }),
          r.feedback.count,
        ),
    MARGIN,
    doc.y,
    { width },
  );

  stampFooters(doc, t.footer(options.brandName, formatDayMonthYear(options.now ?? new Date())), t.page);
  doc.end();
  return done;
}
