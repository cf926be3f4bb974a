import { randomUUID } from "node:crypto";
import {
  type RoleId,
  SERVICE_LIMITS,
  SERVICE_MANAGER_ROLES,
  SERVICE_REVIEWER_ROLES,
  SERVICE_SEARCH_ROLES,
  type ServiceFile,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, storeUpload } from "../../storage/uploads.ts";
import type { ServiceManager } from "./access.ts";
import { readAttachments } from "./mappers.ts";
import { findServiceFile, insertServiceFile, serviceRefersToFile } from "./queries/files.ts";

/**
 * A brochure (PDF, at most 10 MB, checked by its bytes) uploaded by a manager for the company's services: stored
 * under `services/<companyId>/<uuid>.pdf`; a service's content then lists it by id.
 */
export async function uploadServiceFile(
  db: Db,
  storage: Storage,
  manager: ServiceManager,
  file: IncomingFile | undefined,
): Promise<ServiceFile> {
  const upload = await storeUpload(
    storage,
    file,
    { maxBytes: SERVICE_LIMITS.brochureMaxBytes, kinds: ["pdf"] },
    (kind) => `services/${manager.companyId}/${randomUUID()}.${kind}`,
  );
  const name = upload.filename.slice(0, SERVICE_LIMITS.attachmentNameMax);
  const id = await insertServiceFile(db, {
    companyId: manager.companyId,
    storageKey: upload.key,
    name,
    size: upload.data.length,
    createdBy: manager.userId,
  });
  if (id === undefined) throw new Error("service file: the insert returned no id");
  return { file_id: id, name, size: upload.data.length };
}

/** Who asks for a brochure: the caller's role and company. */
export type FileReader = { roleId: RoleId; companyId: number };

const isIn = (roles: readonly RoleId[], role: RoleId) => roles.includes(role);

/**
 * A brochure of a service as this reader may download it: its company's managers and staff for a file any revision
 * (or the live version) lists; searching roles only for a file of the live version of a listed service. Anything
 * else is "not found" (the file's existence is not revealed).
 */
export async function serviceFileForDownload(
  db: Db,
  reader: FileReader,
  serviceId: number,
  fileId: number,
): Promise<{ key: string; name: string; size: number }> {
  const row = await findServiceFile(db, serviceId, fileId);
  if (!row) throw new AppError("services.not_found");
  const found = { key: row.file.storageKey, name: row.file.name, size: row.file.size };
  const owner = isIn(SERVICE_MANAGER_ROLES, reader.roleId) && reader.companyId === row.serviceCompanyId;
  if (owner || isIn(SERVICE_REVIEWER_ROLES, reader.roleId)) {
    if (await serviceRefersToFile(db, serviceId, fileId)) return found;
  }
  if (
    isIn(SERVICE_SEARCH_ROLES, reader.roleId) &&
    row.listed &&
    readAttachments(row.live).some((a) => a.file_id === fileId)
  )
    return found;
  throw new AppError("services.not_found");
}
