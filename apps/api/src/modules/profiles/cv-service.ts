import { randomUUID } from "node:crypto";
import { CV_LIMITS, type CvDraft, type Language } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { assertFunctionAllowed, spendCredit } from "../plans/index.ts";
import { type Manager, type Viewer, visibleProfile } from "./access.ts";
import { linkCertifications } from "./certification-links.ts";
import type { CvParserPool } from "./cv-parser-pool.ts";
import { renderCvPdf } from "./cv-pdf.ts";
import { cvSpokenLanguages, cvTechnologies } from "./cv-vocabulary.ts";
import { cvFileOfProfile, insertCvUpload, insertProfileAccessOnce } from "./queries/cv.ts";
import { hasProfileAccess } from "./queries/profile-detail.ts";
import { getProfile } from "./read-profile.ts";

/**
 * Digitizes an uploaded CV: checks it (PDF or DOCX by content, size), reads its text and drafts the profile in
 * a worker thread of the parser pool (within CV_LIMITS), keeps the file through the storage interface and
 * answers the draft. No profile is saved: the user reviews the draft and
 * creates the profile with its cv_upload_id.
 */
export async function digitizeCv(
  db: Db,
  storage: Storage,
  parser: CvParserPool,
  manager: Manager,
  file: IncomingFile | undefined,
): Promise<CvDraft> {
  const upload = await readUpload(file, { maxBytes: CV_LIMITS.maxBytes, kinds: ["pdf", "docx"] });
  const kind = upload.kind as "pdf" | "docx";
  const [technologies, languages] = await Promise.all([cvTechnologies(db), cvSpokenLanguages(db)]);
  const { textLength, draft } = await parser.parse({
    data: new Uint8Array(upload.data),
    kind,
    technologies,
    languages,
    today: isoToday(),
  });
  // The certifications the taxonomy knows carry its entry (and its name), as a saved profile's would.
  if (draft.certifications?.length)
    draft.certifications = (await linkCertifications(db, draft.certifications, String)).items;
  const id = randomUUID();
  const key = `companies/${manager.companyId}/cv/${id}.${kind}`;
  await storage.put(key, upload.data);
  await insertCvUpload(db, {
    id,
    companyId: manager.companyId,
    userId: manager.userId,
    kind,
    filename: upload.filename,
    storageKey: key,
    size: upload.data.length,
  });
  return { cv_upload_id: id, filename: upload.filename, kind, text_length: textLength, draft };
}

/** The original CV file a profile was digitized from (owner and staff). */
export async function profileCvFile(db: Db, viewer: Viewer, id: number) {
  if (viewer.kind === "client") throw new AppError("common.not_found");
  await visibleProfile(db, viewer, id);
  const row = await cvFileOfProfile(db, id);
  if (!row) throw new AppError("common.not_found");
  return row;
}

const DOWNLOAD_CV = "download_cv";

/**
 * Records a client company's paid CV download and spends its credit, once per (company, profile): the
 * access row and the ledger spend commit together, and a concurrent second download waits on the row's key
 * and then finds it (no second spend).
 */
async function payForDownload(db: Db, viewer: Extract<Viewer, { kind: "client" }>, profileId: number) {
  if (await hasProfileAccess(db, viewer.companyId, profileId, DOWNLOAD_CV)) return;
  await assertFunctionAllowed(db, viewer.companyId, viewer.companyType, viewer.roleId, DOWNLOAD_CV);
  await db.transaction(async (tx) => {
    const inserted = await insertProfileAccessOnce(tx, {
      companyId: viewer.companyId,
      profileId,
      functionState: DOWNLOAD_CV,
      userId: viewer.userId,
    });
    if (!inserted) return;
    await spendCredit(tx, {
      companyId: viewer.companyId,
      userId: viewer.userId,
      functionState: DOWNLOAD_CV,
      reference: `profile:${profileId}`,
    });
  });
}

/**
 * The PDF CV of a profile. Owner and staff download for free, with contact details unless they ask for an
 * anonymised copy; a client pays the download_cv action once per profile and sees contact details only when
 * the company unlocked them.
 */
export async function profileCvPdf(
  db: Db,
  viewer: Viewer,
  id: number,
  options: { language: Language; contacts: boolean | undefined; brandName: string; brandColor: string },
) {
  const detail = await getProfile(db, viewer, id);
  if (viewer.kind === "client") await payForDownload(db, viewer, id);
  const anonymised = !detail.contacts_visible || options.contacts === false;
  const pdf = await renderCvPdf(detail, {
    language: options.language,
    brandName: options.brandName,
    brandColor: options.brandColor,
    anonymised,
  });
  const slug = (
    anonymised
      ? `${detail.firstname.charAt(0)}${detail.lastname.charAt(0)}`
      : `${detail.firstname}-${detail.lastname}`
  )
    .normalize("NFD")
    .replace(/[^\w-]+/g, "")
    .toLowerCase();
  return { pdf, filename: `cv-${slug || detail.id}-${options.language}.pdf` };
}
