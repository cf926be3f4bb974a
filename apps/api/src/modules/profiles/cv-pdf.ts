import { formatDayMonthYear, type Language, must, type ProfileDetail } from "@mkt/contracts";
import PDFDocument from "pdfkit";
import {
  PDF_INK as INK,
  PDF_MARGIN as MARGIN,
  PDF_MUTED as MUTED,
  pdfBytes,
  PDF_RULE as RULE,
  stampFooters,
} from "../../lib/pdf.ts";
import { CV_TEXT } from "./cv-pdf-texts.ts";

export type CvPdfOptions = {
  language: Language;
  brandName: string;
  brandColor: string;
  /** Without contact details: initials instead of the name, no e-mail or phone. */
  anonymised: boolean;
  now?: Date;
};

const monthYear = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A PDF CV of a profile (A4, the brand's colour, page numbers and the platform in the footer). */
export function renderCvPdf(p: ProfileDetail, options: CvPdfOptions): Promise<Buffer> {
  const t = CV_TEXT[options.language];
  const name = options.anonymised
    ? `${p.firstname.charAt(0).toUpperCase()}. ${p.lastname.charAt(0).toUpperCase()}.`
    : `${p.firstname} ${p.lastname}`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `CV ${name} — ${p.title}`, Author: options.brandName },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;

  // Header band: name (or initials), title, seniority and contacts.
  doc.rect(0, 0, doc.page.width, 110).fill(options.brandColor);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(24).text(name, MARGIN, 30, { width });
  doc.font("Helvetica").fontSize(13).text(`${p.title} · ${t.seniorities[p.seniority]}`, { width });
  const contacts = [p.email, p.phone].filter(Boolean).join("   ·   ");
  if (!options.anonymised && contacts) doc.fontSize(10).text(contacts, { width });
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
  const line = (label: string, value: string) => {
    doc.font("Helvetica-Bold").text(`${label}: `, MARGIN, doc.y, { continued: true, width });
    doc.font("Helvetica").text(value);
  };

  heading(t.details);
  const place = [p.city, ...p.localities.filter((l) => l !== p.city)].filter(Boolean).join(", ");
  if (place || p.remote) line(t.location, [place, p.remote ? t.remote : ""].filter(Boolean).join(" — "));
  line(
    t.availability,
    p.available_from && p.available_from > new Date().toISOString().slice(0, 10)
      ? `${t.availableFrom} ${formatDayMonthYear(new Date(`${p.available_from}T00:00:00Z`))}`
      : t.availableNow,
  );
  line(t.workload, p.full_time ? t.fullTime : t.partTime);
  if (p.daily_rate_min !== null || p.daily_rate_max !== null) {
    const money = (n: number) => `${n.toLocaleString(options.language === "it" ? "it-IT" : "en-GB")} €`;
    const band =
      p.daily_rate_min !== null && p.daily_rate_max !== null && p.daily_rate_min !== p.daily_rate_max
        ? `${money(p.daily_rate_min)} – ${money(p.daily_rate_max)}`
        : money(must(p.daily_rate_min ?? p.daily_rate_max, "daily rate"));
    line(t.rate, band);
  }

  if (p.summary) {
    heading(t.summary);
    doc.text(p.summary, { width, align: "justify" });
  }

  if (p.skills.length) {
    heading(t.skills);
    const colWidth = width / 2;
    const cell = (s: ProfileDetail["skills"][number], x: number, y: number) => {
      doc
        .font("Helvetica-Bold")
        .fillColor(INK)
        .text(s.name, x, y, { width: colWidth * 0.5, lineBreak: false });
      doc
        .font("Helvetica")
        .fillColor(MUTED)
        .text(`${t.skillLevels[s.level] ?? ""} · ${t.years(s.years)}`, x + colWidth * 0.5, y, {
          width: colWidth * 0.5 - 8,
          lineBreak: false,
        });
    };
    // Two columns: name, then level and years.
    for (let i = 0; i < p.skills.length; i += 2) {
      if (doc.y > doc.page.height - 100) doc.addPage();
      const y = doc.y;
      cell(must(p.skills[i], "skill"), MARGIN, y);
      const right = p.skills[i + 1];
      if (right) cell(right, MARGIN + colWidth, y);
      doc.x = MARGIN;
      doc.y = y + doc.currentLineHeight(true) + 3;
    }
    doc.fillColor(INK);
  }

  if (p.languages.length) {
    heading(t.languages);
    doc.text(
      p.languages
        .map(
          (l) =>
            `${t.languageNames[l.code] ?? l.code.toUpperCase()}: ${l.level === "native" ? t.native : l.level}`,
        )
        .join("   ·   "),
      MARGIN,
      doc.y,
      { width },
    );
  }

  if (p.experiences.length) {
    heading(t.experiences);
    for (const e of p.experiences) {
      if (doc.y > doc.page.height - 140) doc.addPage();
      const period = `${monthYear(e.start_date)} – ${e.end_date ? monthYear(e.end_date) : t.present}`;
      const y = doc.y;
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .text(e.role, MARGIN, y, { width: width - 120 });
      const after = doc.y;
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(MUTED)
        .text(period, MARGIN + width - 120, y, {
          width: 120,
          align: "right",
        });
      doc.y = after;
      doc.fillColor(INK).fontSize(10).font("Helvetica-Oblique").text(e.company, MARGIN, doc.y, { width });
      doc.font("Helvetica");
      if (e.description) doc.moveDown(0.2).text(e.description, { width, align: "justify" });
      if (e.technologies.length)
        doc
          .moveDown(0.2)
          .fillColor(MUTED)
          .fontSize(9)
          .text(e.technologies.map((x) => x.name).join(" · "), { width });
      doc.fillColor(INK).fontSize(10).moveDown(0.8);
    }
  }

  if (p.education.length) {
    heading(t.education);
    for (const e of p.education) {
      const years = [e.start_year, e.end_year].filter(Boolean).join(" – ");
      doc
        .font("Helvetica-Bold")
        .text(`${e.degree}${e.field ? `, ${e.field}` : ""}`, MARGIN, doc.y, { width });
      doc
        .font("Helvetica")
        .fillColor(MUTED)
        .text([e.institution, years].filter(Boolean).join(" · "), { width });
      doc.fillColor(INK).moveDown(0.5);
    }
  }

  if (p.certifications.length) {
    heading(t.certifications);
    for (const c of p.certifications) {
      const dates = [
        c.issued_on ? `${t.issued} ${monthYear(c.issued_on)}` : "",
        c.expires_on ? `${t.expires} ${monthYear(c.expires_on)}` : "",
      ].filter(Boolean);
      doc
        .font("Helvetica-Bold")
        .text(c.name, MARGIN, doc.y, { width, continued: Boolean(c.issuer || dates.length) });
      if (c.issuer || dates.length)
        doc
          .font("Helvetica")
          .fillColor(MUTED)
          .text(`  ${[c.issuer, ...dates].filter(Boolean).join(" · ")}`);
      doc.fillColor(INK).moveDown(0.3);
    }
  }

  if (options.anonymised) {
    doc
      .moveDown(1)
      .fontSize(9)
      .fillColor(MUTED)
      .font("Helvetica-Oblique")
      .text(t.anonymised, MARGIN, doc.y, { width });
  }

  stampFooters(doc, t.footer(options.brandName, formatDayMonthYear(options.now ?? new Date())), t.page);
  doc.end();
  return done;
}
