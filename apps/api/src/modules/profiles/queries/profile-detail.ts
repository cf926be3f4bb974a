import { must, OPEN_COLLABORATION_STATUSES, type ProfileInput } from "@mkt/contracts";
import { and, asc, count, desc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import {
  collaboration,
  company,
  profile,
  profileAccess,
  profileCertification,
  profileEducation,
  profileExperience,
  profileLanguage,
  profileSkill,
  technology,
} from "../../../db/schema/index.ts";

/** Skills of several profiles, strongest first, with their technology names. */
export async function skillsOf(db: DbOrTx, profileIds: number[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      profileId: profileSkill.profileId,
      technologyId: profileSkill.technologyId,
      name: technology.name,
      years: profileSkill.years,
      level: profileSkill.level,
    })
    .from(profileSkill)
    .innerJoin(technology, eq(technology.id, profileSkill.technologyId))
    .where(inArray(profileSkill.profileId, profileIds))
    .orderBy(
      asc(profileSkill.profileId),
      desc(profileSkill.level),
      desc(profileSkill.years),
      asc(technology.name),
    );
}

export async function findProfile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ profile, companyName: company.name })
    .from(profile)
    .innerJoin(company, eq(company.id, profile.companyId))
    .where(eq(profile.id, id));
  return row;
}

type ChildSkill = { technologyId: number; name: string; years: number; level: number };
type ChildLanguage = { code: string; level: string };
type ChildExperience = {
  company: string;
  role: string;
  startDate: string;
  endDate: string | null;
  description: string | null;
  technologyIds: number[];
};
type ChildCertification = {
  name: string;
  technologyId: number | null;
  issuer: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
};
type ChildEducation = {
  institution: string;
  degree: string;
  field: string | null;
  startYear: number | null;
  endYear: number | null;
};
type ChildrenRow = {
  skills: ChildSkill[];
  languages: ChildLanguage[];
  experiences: ChildExperience[];
  certifications: ChildCertification[];
  education: ChildEducation[];
  tech_names: { id: number; name: string }[];
};

/** The nested lists of one profile as one json value (each list a json_agg, in its saved order). */
const childrenJson = (profileId: SQLWrapper | number) => sql<ChildrenRow>`(SELECT json_build_object(
  'skills', coalesce((SELECT json_agg(json_build_object('technologyId', s.technology_id, 'name', t.name,
      'years', s.years, 'level', s.level) ORDER BY s.level DESC, s.years DESC, t.name ASC)
    FROM profile_skill s JOIN technology t ON t.id = s.technology_id WHERE s.profile_id = ${profileId}), '[]'::json),
  'languages', coalesce((SELECT json_agg(json_build_object('code', l.language_code, 'level', l.level)
      ORDER BY l.language_code ASC)
    FROM profile_language l WHERE l.profile_id = ${profileId}), '[]'::json),
  'experiences', coalesce((SELECT json_agg(json_build_object('company', e.company, 'role', e.role,
      'startDate', e.start_date, 'endDate', e.end_date, 'description', e.description,
      'technologyIds', e.technology_ids) ORDER BY e.position ASC)
    FROM profile_experience e WHERE e.profile_id = ${profileId}), '[]'::json),
  'certifications', coalesce((SELECT json_agg(json_build_object('name', c.name, 'issuer', c.issuer,
      'issuedOn', c.issued_on, 'expiresOn', c.expires_on, 'technologyId', c.technology_id) ORDER BY c.position ASC)
    FROM profile_certification c WHERE c.profile_id = ${profileId}), '[]'::json),
  'education', coalesce((SELECT json_agg(json_build_object('institution', d.institution, 'degree', d.degree,
      'field', d.field, 'startYear', d.start_year, 'endYear', d.end_year) ORDER BY d.position ASC)
    FROM profile_education d WHERE d.profile_id = ${profileId}), '[]'::json),
  'tech_names', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name)) FROM technology t
    WHERE t.id IN (SELECT unnest(e.technology_ids) FROM profile_experience e
      WHERE e.profile_id = ${profileId})), '[]'::json)))`;

function toChildren(row: ChildrenRow) {
  const { tech_names, ...lists } = row;
  return { ...lists, techNames: new Map(tech_names.map((t) => [t.id, t.name])) };
}

/**
 * The nested lists of one profile, in their saved order (skills strongest first), and the names of the
 * technologies its experiences list: one statement, since every statement is a round trip and the detail is
 * read far more often than written (docs/performance.md, "Throughput").
 */
export async function profileChildren(db: DbOrTx, profileId: number) {
  const [row] = resultRows<{ children: ChildrenRow }>(
    await db.execute(sql`SELECT ${childrenJson(profileId)} AS children`),
  );
  return toChildren(must(row, "the children row of a profile").children);
}

/**
 * A statement of the detail's read path, prepared once per database handle (a transaction gets its own): Drizzle
 * builds its SQL once instead of on every read (8% of an authenticated detail's CPU), and PostgreSQL parses it once
 * per connection (docs/performance.md, "Throughput").
 */
function preparedPerDb<Statement>(prepare: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const prepared = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

const detailStatement = preparedPerDb((db) =>
  db
    .select({ profile, companyName: company.name, children: childrenJson(profile.id) })
    .from(profile)
    .innerJoin(company, eq(company.id, profile.companyId))
    .where(eq(profile.id, sql.placeholder("id")))
    .prepare("profile_detail"),
);

/** findProfile and profileChildren in one statement (the detail's read). */
export async function findProfileWithChildren(db: DbOrTx, id: number) {
  const [row] = await detailStatement(db).execute({ id });
  return row && { ...row, children: toChildren(row.children) };
}

export async function technologyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: technology.id, name: technology.name })
    .from(technology)
    .where(inArray(technology.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Replaces a profile's nested lists with the given ones (inside the caller's transaction). */
export async function replaceChildren(tx: DbOrTx, profileId: number, input: ProfileInput) {
  await tx.delete(profileSkill).where(eq(profileSkill.profileId, profileId));
  await tx.delete(profileLanguage).where(eq(profileLanguage.profileId, profileId));
  await tx.delete(profileExperience).where(eq(profileExperience.profileId, profileId));
  await tx.delete(profileCertification).where(eq(profileCertification.profileId, profileId));
  await tx.delete(profileEducation).where(eq(profileEducation.profileId, profileId));
  if (input.skills.length)
    await tx.insert(profileSkill).values(
      input.skills.map((s) => ({
        profileId,
        technologyId: s.technology_id,
        years: s.years,
        level: s.level,
      })),
    );
  if (input.languages.length)
    await tx
      .insert(profileLanguage)
      .values(input.languages.map((l) => ({ profileId, languageCode: l.code, level: l.level })));
  if (input.experiences.length)
    await tx.insert(profileExperience).values(
      input.experiences.map((e, position) => ({
        profileId,
        position,
        company: e.company,
        role: e.role,
        startDate: e.start_date,
        endDate: e.end_date,
        description: e.description,
        technologyIds: [...new Set(e.technology_ids)],
      })),
    );
  if (input.certifications.length)
    await tx.insert(profileCertification).values(
      input.certifications.map((c, position) => ({
        profileId,
        position,
        name: c.name,
        issuer: c.issuer,
        issuedOn: c.issued_on,
        expiresOn: c.expires_on,
        technologyId: c.technology_id,
      })),
    );
  if (input.education.length)
    await tx.insert(profileEducation).values(
      input.education.map((e, position) => ({
        profileId,
        position,
        institution: e.institution,
        degree: e.degree,
        field: e.field,
        startYear: e.start_year,
        endYear: e.end_year,
      })),
    );
}

/** Whether a client company already did a paid action on a profile (downloaded its CV, unlocked contacts). */
export async function hasProfileAccess(
  db: DbOrTx,
  companyId: number,
  profileId: number,
  functionState: string,
) {
  const [row] = await accessStatement(db).execute({ companyId, profileId, functionState });
  return row !== undefined;
}

/** hasProfileAccess's read: every client's detail of a profile asks it. */
const accessStatement = preparedPerDb((db) =>
  db
    .select({ at: profileAccess.createdAt })
    .from(profileAccess)
    .where(
      and(
        eq(profileAccess.companyId, sql.placeholder("companyId")),
        eq(profileAccess.profileId, sql.placeholder("profileId")),
        eq(profileAccess.functionState, sql.placeholder("functionState")),
      ),
    )
    .prepare("profile_access"),
);

/** Open collaborations of a profile (requested, interview, active): such a profile cannot be deleted. */
export async function activeCollaborationCount(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collaboration)
    .where(
      and(
        eq(collaboration.profileId, profileId),
        inArray(collaboration.status, [...OPEN_COLLABORATION_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
