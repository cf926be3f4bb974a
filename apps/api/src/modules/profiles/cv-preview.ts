import { buffer } from "node:stream/consumers";
import type { CvPreviewText } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Manager } from "./access.ts";
import type { CvPreviewPool } from "./cv-preview-pool.ts";
import { cvUploadById } from "./queries/cv.ts";

/**
 * An uploaded CV as the review screen shows it beside its draft (issue 19 item 4). The same people who got the
 * draft may read it: profile managers of the company that uploaded it; anyone else gets 404, so an upload's id
 * says nothing about other companies.
 */
export async function uploadedCv(db: Db, manager: Manager, uploadId: string) {
  const row = await cvUploadById(db, uploadId);
  if (!row || row.companyId !== manager.companyId) throw new AppError("common.not_found");
  return { key: row.key, filename: row.filename, kind: row.kind as "pdf" | "docx" };
}

/** The text of an uploaded CV in reading order (the preview of a DOCX), read again in a worker thread. */
export async function uploadedCvText(
  db: Db,
  storage: Storage,
  pool: CvPreviewPool,
  manager: Manager,
  uploadId: string,
): Promise<CvPreviewText> {
  const file = await uploadedCv(db, manager, uploadId);
  const data = await buffer(await storage.get(file.key));
  const text = await pool.text({ data: new Uint8Array(data), kind: file.kind });
  return { kind: file.kind, filename: file.filename, text };
}
