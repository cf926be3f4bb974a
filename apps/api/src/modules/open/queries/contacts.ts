import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { openContact, profile } from "../../../db/schema/index.ts";

export type OpenContactRow = typeof openContact.$inferSelect;
export type NewOpenContact = typeof openContact.$inferInsert;

export async function insertOpenContact(db: DbOrTx, values: NewOpenContact): Promise<number> {
  const [row] = await db.insert(openContact).values(values).returning({ id: openContact.id });
  if (!row) throw new Error("open_contact insert returned no row");
  return row.id;
}

/** A lead by its registration token's hash, with the title of the profile asked about (if any). */
export async function findContactByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ contact: openContact, profileTitle: profile.title })
    .from(openContact)
    .leftJoin(profile, eq(profile.id, openContact.profileId))
    .where(eq(openContact.registrationTokenHash, tokenHash));
  return row ?? null;
}

/** Locks the lead of a token for its conversion at registration (the token works once). */
export async function lockContactByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(openContact)
    .where(eq(openContact.registrationTokenHash, tokenHash))
    .for("update");
  return row ?? null;
}

/** The lead turned into the company's: registered (or first_need once its need exists), company and user set. */
export async function markContactRegistered(
  db: DbOrTx,
  id: number,
  values: { companyId: number; userId: number; status: "registered" | "first_need" },
) {
  await db
    .update(openContact)
    .set({ ...values, registeredAt: sql`now()` })
    .where(and(eq(openContact.id, id), isNull(openContact.registeredAt)));
}

/** Deletes the leads never registered created more than `months` months ago (the retention job). */
export async function deleteStaleContacts(db: DbOrTx, months: number): Promise<number> {
  const rows = await db
    .delete(openContact)
    .where(
      and(
        isNull(openContact.registeredAt),
        lt(openContact.createdAt, sql`now() - make_interval(months => ${months})`),
      ),
    )
    .returning({ id: openContact.id });
  return rows.length;
}

/** A registered lead whose need now exists: first_need. */
export async function setContactStatus(db: DbOrTx, id: number, status: "registered" | "first_need") {
  await db.update(openContact).set({ status }).where(eq(openContact.id, id));
}
