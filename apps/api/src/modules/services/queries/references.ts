import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, collaboration, jobSector, technology } from "../../../db/schema/index.ts";

/** Which of these technology ids exist. */
export async function knownTechnologyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: technology.id }).from(technology).where(inArray(technology.id, ids));
  return rows.map((r) => r.id);
}

/** Which of these job sector ids exist. */
export async function knownSectorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: jobSector.id }).from(jobSector).where(inArray(jobSector.id, ids));
  return rows.map((r) => r.id);
}

/** Which of these collaborations are completed ones with this company as the supplier. */
export async function completedCollaborationIds(
  db: DbOrTx,
  supplierCompanyId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: collaboration.id })
    .from(collaboration)
    .where(
      and(
        inArray(collaboration.id, ids),
        eq(collaboration.supplierCompanyId, supplierCompanyId),
        eq(collaboration.status, "completed"),
      ),
    );
  return rows.map((r) => r.id);
}

/** Active users holding one of these roles, whatever their company (the staff who review services). */
export async function activeUsersWithRoles(db: DbOrTx, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.roleId, [...roles]), isNull(appUser.disabledAt)));
  return rows.map((r) => r.id);
}
