import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  appUser,
  company,
  profile,
  profileSkill,
  publicLink,
  publicLinkContact,
  technology,
} from "../../db/schema/index.ts";
import { intArray } from "../../db/sql-arrays.ts";

export type LinkRow = typeof publicLink.$inferSelect;
export type ContactRow = typeof publicLinkContact.$inferSelect;

/** Profiles a client may see: published, of a company whose documentation is not blocked (status 3). */
const visible = (ids: number[]): SQL[] => [
  inArray(profile.id, ids.length ? ids : [0]),
  eq(profile.published, true),
  ne(company.docStatus, 3),
];

/** The ids among `ids` a client may see now. */
export async function visibleProfileIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: profile.id })
    .from(profile)
    .innerJoin(company, eq(company.id, profile.companyId))
    .where(and(...visible(ids)));
  return rows.map((r) => r.id);
}

export async function insertLink(db: DbOrTx, values: typeof publicLink.$inferInsert): Promise<LinkRow> {
  const [row] = await db.insert(publicLink).values(values).returning();
  if (!row) throw new Error("public link not inserted");
  return row;
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ link: publicLink, companyName: company.name })
    .from(publicLink)
    .innerJoin(company, eq(company.id, publicLink.companyId))
    .where(eq(publicLink.tokenHash, tokenHash));
  return row;
}

export async function findLinkOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(publicLink)
    .where(and(eq(publicLink.id, id), eq(publicLink.companyId, companyId)));
  return row;
}

/** The status condition of the owner's list filter. */
function statusCondition(status: "active" | "expired" | "revoked" | undefined): SQL | undefined {
  if (status === "revoked") return sql`${publicLink.revokedAt} IS NOT NULL`;
  if (status === "expired") return sql`${publicLink.revokedAt} IS NULL AND ${publicLink.expiresAt} <= now()`;
  if (status === "active") return sql`${publicLink.revokedAt} IS NULL AND ${publicLink.expiresAt} > now()`;
  return undefined;
}

const summaryColumns = {
  link: publicLink,
  author: sql<string | null>`${appUser.firstname} || ' ' || ${appUser.lastname}`,
  contactCount: sql<number>`(SELECT count(*)::int FROM public_link_contact c WHERE c.link_id = ${publicLink.id})`,
};

/** One page of a company's links, newest first, with their author's name and their contacts' count. */
export async function linkPage(
  db: DbOrTx,
  companyId: number,
  status: "active" | "expired" | "revoked" | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(eq(publicLink.companyId, companyId), statusCondition(status));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(publicLink)
      .leftJoin(appUser, eq(appUser.id, publicLink.createdBy))
      .where(where)
      .orderBy(desc(publicLink.createdAt), desc(publicLink.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(publicLink).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One link with its author's name and contacts' count. */
export async function linkSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(publicLink)
    .leftJoin(appUser, eq(appUser.id, publicLink.createdBy))
    .where(eq(publicLink.id, id));
  return row;
}

/** The latest contacts (at most `limit` per link) of the given links. */
export async function contactsOfLinks(db: DbOrTx, linkIds: number[], limit: number): Promise<ContactRow[]> {
  if (linkIds.length === 0) return [];
  return db
    .select()
    .from(publicLinkContact)
    .where(
      sql`${publicLinkContact.id} IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY link_id ORDER BY created_at DESC, id DESC) AS n FROM public_link_contact WHERE link_id IN ${linkIds}) ranked WHERE n <= ${limit})`,
    )
    .orderBy(desc(publicLinkContact.createdAt), desc(publicLinkContact.id));
}

/** Titles of profiles (whatever their state now: the owner sees what the link held). */
export async function profileTitles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: profile.id, title: profile.title }).from(profile).where(inArray(profile.id, ids));
}

export async function setRevoked(db: DbOrTx, id: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .update(publicLink)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(publicLink.id, id), sql`${publicLink.revokedAt} IS NULL`))
    .returning();
  return row;
}

/** One more view of a link. */
export async function countView(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(publicLink)
    .set({ viewCount: sql`${publicLink.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(publicLink.id, id));
}

export async function insertContact(db: DbOrTx, values: typeof publicLinkContact.$inferInsert) {
  const [row] = await db.insert(publicLinkContact).values(values).returning();
  if (!row) throw new Error("public link contact not inserted");
  return row;
}

export type CardFilter = {
  cities?: string[] | undefined;
  languages?: string[] | undefined;
  technology?: number[] | undefined;
  min_rate?: number | undefined;
  max_rate?: number | undefined;
};

/** The link's visible profiles matching the §3 public profile filter, in the link's order. */
export async function linkProfileRows(db: DbOrTx, ids: number[], f: CardFilter) {
  const where = visible(ids);
  if (f.cities?.length) {
    const wanted = sql.join(
      f.cities.map((c) => sql`${c.toLowerCase()}`),
      sql`, `,
    );
    where.push(
      sql`(lower(${profile.city}) IN (${wanted}) OR EXISTS (SELECT 1 FROM unnest(${profile.localities}) loc WHERE lower(loc) IN (${wanted})))`,
    );
  }
  if (f.languages?.length)
    where.push(sql`${profile.languageKeys} @> ${`{${[...new Set(f.languages)].join(",")}}`}::varchar[]`);
  if (f.technology?.length)
    where.push(sql`${profile.technologyIds} @> ${intArray([...new Set(f.technology)])}`);
  if (f.min_rate !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMax}, ${profile.dailyRateMin}) >= ${f.min_rate}`);
  if (f.max_rate !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMin}, ${profile.dailyRateMax}) <= ${f.max_rate}`);
  const rows = await db
    .select({ profile })
    .from(profile)
    .innerJoin(company, eq(company.id, profile.companyId))
    .where(and(...where));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.map((r) => r.profile).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The skills of profiles, strongest first. */
export async function skillsOfProfiles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      profileId: profileSkill.profileId,
      technology_id: profileSkill.technologyId,
      name: technology.name,
      level: profileSkill.level,
    })
    .from(profileSkill)
    .innerJoin(technology, eq(technology.id, profileSkill.technologyId))
    .where(inArray(profileSkill.profileId, ids))
    .orderBy(asc(profileSkill.profileId), desc(profileSkill.level), asc(technology.name));
}

/** Technologies held by the given profiles, by name. */
export async function technologiesOfProfiles(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinct({ id: technology.id, name: technology.name })
    .from(profileSkill)
    .innerJoin(technology, eq(technology.id, profileSkill.technologyId))
    .where(inArray(profileSkill.profileId, ids))
    .orderBy(asc(technology.name));
}

/**
 * Deletes the links that ended (expired or revoked, whichever came first) more than `months` ago; their contacts
 * (the visitors' personal data) go with them (ON DELETE CASCADE). Answers how many links were deleted.
 */
export async function deleteLinksEndedBefore(db: DbOrTx, months: number): Promise<number> {
  const gone = await db
    .delete(publicLink)
    .where(
      sql`LEAST(${publicLink.expiresAt}, COALESCE(${publicLink.revokedAt}, ${publicLink.expiresAt})) < now() - make_interval(months => ${months})`,
    )
    .returning({ id: publicLink.id });
  return gone.length;
}
