import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { service, serviceFile, serviceRevision } from "../../../db/schema/index.ts";
import { listed } from "./search.ts";

/** Stores a brochure's row; its id. */
export async function insertServiceFile(
  db: DbOrTx,
  values: { companyId: number; storageKey: string; name: string; size: number; createdBy: number | null },
): Promise<number | undefined> {
  const [row] = await db.insert(serviceFile).values(values).returning({ id: serviceFile.id });
  return row?.id;
}

/** Which of these file ids belong to the company. */
export async function ownedFileIds(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: serviceFile.id })
    .from(serviceFile)
    .where(and(eq(serviceFile.companyId, companyId), inArray(serviceFile.id, ids)));
  return rows.map((r) => r.id);
}

/** A brochure of a service's company (the file's company must be the service's); undefined otherwise. */
export async function findServiceFile(db: DbOrTx, serviceId: number, fileId: number) {
  const [row] = await db
    .select({
      file: serviceFile,
      serviceCompanyId: service.companyId,
      live: service.attachments,
      listed: sql<boolean>`(${and(...listed)})`,
    })
    .from(serviceFile)
    .innerJoin(service, eq(service.companyId, serviceFile.companyId))
    .where(and(eq(service.id, serviceId), eq(serviceFile.id, fileId)));
  return row;
}

/** Whether the service's live content or any of its revisions lists the file. */
export async function serviceRefersToFile(db: DbOrTx, serviceId: number, fileId: number): Promise<boolean> {
  const entry = JSON.stringify([{ file_id: fileId }]);
  const [row] = await db
    .select({ id: service.id })
    .from(service)
    .where(
      and(
        eq(service.id, serviceId),
        or(
          sql`${service.attachments} @> ${entry}::jsonb`,
          sql`EXISTS (SELECT 1 FROM ${serviceRevision} WHERE ${serviceRevision.serviceId} = ${service.id} AND ${serviceRevision.content} -> 'attachments' @> ${entry}::jsonb)`,
        ),
      ),
    );
  return row !== undefined;
}
