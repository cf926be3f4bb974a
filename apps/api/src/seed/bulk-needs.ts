import type { LanguageLevel, PositionInput } from "@mkt/contracts";
import { must } from "@mkt/contracts";
import type { Db } from "../db/client.ts";
import { company, need } from "../db/schema/index.ts";
import { recomputePositionMatches } from "../modules/matching/index.ts";
import { insertPositions } from "../modules/needs/index.ts";
import { backfillPlaceIds } from "../modules/places/index.ts";
import { generateBulkCompany } from "./bulk-data.ts";
import { addDays, RATE_BANDS } from "./demo-data.ts";
import { encodedId, insertCompanySectors, type Lookups, sectorRows } from "./demo-db.ts";
import { CITY_WEIGHTS } from "./demo-names.ts";
import type { Rng } from "./demo-prng.ts";
import { SENIORITIES, TITLE_FAMILIES } from "./demo-titles.ts";

/** Positions per client company and per need, on average. */
const POSITIONS_PER_CLIENT = 25;
const NEEDS_PER_TRANSACTION = 200;
const CLIENT_SECTORS = ["banking", "insurance", "retail", "manufacturing", "energy", "telco", "public"];

/** One generated T&M position: a title of a family, its core technologies mandatory, a few of its pool nice. */
export function generateBulkPosition(rng: Rng, lookups: Lookups, today: Date): PositionInput {
  const family = rng.weighted(TITLE_FAMILIES.map((f) => [f, f.weight] as const));
  const spec = rng.pick(family.titles);
  const seniority = rng.weighted(
    SENIORITIES.map((s) => [s, s === "junior" ? 15 : s === "expert" ? 15 : 35] as const),
  );
  const id = (name: string) => lookups.technologies.get(name.toLowerCase());
  const mandatory = rng.sample(spec.core, Math.min(spec.core.length, rng.int(1, 3))).flatMap((name) => {
    const technologyId = id(name);
    return technologyId === undefined ? [] : [{ technology_id: technologyId, min_years: null }];
  });
  const taken = new Set(mandatory.map((m) => m.technology_id));
  const nice = rng.sample(family.pool, rng.int(0, 2)).flatMap((name) => {
    const technologyId = id(name);
    if (technologyId === undefined || taken.has(technologyId)) return [];
    taken.add(technologyId);
    return [{ technology_id: technologyId }];
  });
  const start = rng.int(7, 90);
  const [, maxRate] = RATE_BANDS[seniority];
  const languages: { code: "en"; min_level: LanguageLevel }[] = rng.chance(0.5)
    ? [{ code: "en", min_level: rng.pick(["B1", "B2"] as const) }]
    : [];
  return {
    title: spec.title,
    seniority,
    city: rng.chance(0.85) ? rng.weighted(CITY_WEIGHTS) : null,
    remote_allowed: rng.chance(0.5),
    max_daily_rate: rng.chance(0.8) ? Math.round(maxRate / 10) * 10 : null,
    profiles_wanted: rng.int(1, 3),
    date_start: addDays(today, start),
    date_end: addDays(today, start + rng.int(90, 365)),
    description: "",
    mandatory_skills: mandatory,
    nice_skills: nice,
    languages,
  };
}

/**
 * Adds client companies with published T&M needs holding `positions` positions (1–3 per need), then computes the
 * compatible profiles of every new position, as publishing one in the app does. `counter` continues the VAT numbers.
 */
export async function insertBulkNeeds(
  db: Db,
  rng: Rng,
  lookups: Lookups,
  positions: number,
  counter: number,
): Promise<number[]> {
  if (positions <= 0) return [];
  const today = new Date();
  const clientCount = Math.max(1, Math.ceil(positions / POSITIONS_PER_CLIENT));
  const clients = await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < clientCount; i++) {
      const c = generateBulkCompany(rng, counter + i + 1);
      const [row] = await tx
        .insert(company)
        .values({
          type: "client",
          name: c.name.replace(/Consulting|Software|Digital|Tech/g, "Group"),
          vatNumber: c.vatNumber,
          vatKey: c.vatKey,
          city: c.city,
          website: c.website,
          description: `Azienda cliente con sede a ${c.city}.`,
          howDoYouKnowId: encodedId(lookups, "how_do_you_know", c.howDoYouKnowCode),
          numberEmployeesId: encodedId(lookups, "number_employees", c.employeesCode),
          revenueId: encodedId(lookups, "revenue", c.revenueCode),
          profiled: true,
          docStatus: 2,
          reviewStatus: "approved",
        })
        .onConflictDoNothing()
        .returning({ id: company.id });
      if (!row) continue;
      ids.push(row.id);
      await insertCompanySectors(tx, sectorRows(lookups, row.id, [rng.pick(CLIENT_SECTORS)]));
    }
    return ids;
  });
  if (clients.length === 0) throw new Error("no client company could be added");
  const needIds: number[] = [];
  let written = 0;
  while (written < positions) {
    await db.transaction(async (tx) => {
      for (let n = 0; n < NEEDS_PER_TRANSACTION && written < positions; n++) {
        const size = Math.min(rng.int(1, 3), positions - written);
        const list = Array.from({ length: size }, () => generateBulkPosition(rng, lookups, today));
        const first = must(list[0], "the need's first position");
        const publishedAt = new Date(today.getTime() - rng.int(0, 60) * 86_400_000);
        const [row] = await tx
          .insert(need)
          .values({
            companyId: rng.pick(clients),
            type: "tm",
            status: "published",
            title: `${first.title} – progetto ${written + 1}`,
            description: "",
            city: first.city,
            remoteAllowed: first.remote_allowed,
            publishedAt,
          })
          .returning({ id: need.id });
        const needId = must(row, "the inserted bulk need").id;
        await insertPositions(tx, needId, list, "published", publishedAt);
        needIds.push(needId);
        written += size;
      }
    });
    console.log(`positions: ${written.toLocaleString("en-US")}/${positions.toLocaleString("en-US")}`);
  }
  return needIds;
}

/**
 * Computes the compatible profiles of these positions, newest first (the positions suppliers see on the first pages
 * of their list are ranked first when a long run is cut short), logging the pace.
 */
export async function computeBulkMatches(db: Db, ids: number[]): Promise<void> {
  await backfillPlaceIds(db); // the generated cities resolved to places (issue 22) before scoring
  const started = performance.now();
  const positionIds = [...ids].sort((a, b) => b - a);
  for (let i = 0; i < positionIds.length; i++) {
    await recomputePositionMatches(db, must(positionIds[i], `position ${i}`));
    if ((i + 1) % 250 === 0 || i + 1 === positionIds.length) {
      const ms = performance.now() - started;
      console.log(
        `compatible profiles: ${i + 1}/${positionIds.length} positions (${Math.round(ms / (i + 1))} ms per position)`,
      );
    }
  }
}
