import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { technology } from "../../../db/schema/index.ts";

/** The technology lookup list, by name. */
export async function allTechnologies(db: DbOrTx) {
  return db.select().from(technology).orderBy(asc(technology.name));
}

/** Every technology's id and name (the CV parser's vocabulary). */
export async function technologyIdsAndNames(db: DbOrTx) {
  return db.select({ id: technology.id, name: technology.name }).from(technology);
}

/** Which of these ids are in the technology lookup list. */
export async function knownTechnologyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: technology.id }).from(technology).where(inArray(technology.id, ids));
  return rows.map((r) => r.id);
}
