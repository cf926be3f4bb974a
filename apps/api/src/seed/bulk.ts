/**
 * Load-test data: `npm run seed:bulk -- --profiles 100000 [--companies 2000] [--chunk 500] [--positions 5000]
 * [--ranked 250]`.
 * Adds supplier companies and employee profiles (with skills and languages) to the database named by
 * DATABASE_URL, or the PGlite directory DATA_DIR, then client companies with published T&M positions (by default
 * one per 20 profiles) and the compatible profiles of the newest `--ranked` of them (ranking 5,000 positions against a
 * million profiles one by one would take over an hour; the others are ranked by matching's background sweep or at
 * their next change). Re-runnable: every run adds more data, and VAT numbers
 * continue after the highest company id, so they never collide with earlier runs or with the demo.
 */
import { parseArgs } from "node:util";
import { must } from "@mkt/contracts";
import { inArray, sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config/env.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { company, position } from "../db/schema/index.ts";
import { resolvePlace } from "../modules/places/index.ts";
import { type BulkCompany, generateBulkCompany } from "./bulk-data.ts";
import { computeBulkMatches, insertBulkNeeds } from "./bulk-needs.ts";
import { generateProfile } from "./demo-data.ts";
import {
  encodedId,
  insertCompanySectors,
  insertProfiles,
  type Lookups,
  loadLookups,
  maxCompanyId,
  type ProfileToInsert,
  sectorRows,
} from "./demo-db.ts";
import { Rng } from "./demo-prng.ts";
import { seedReference } from "./reference.ts";

const BULK_SEED = 0xb01c_5eed;
/** Profiles written per transaction (each transaction holds several multi-row statements). */
const PROFILES_PER_TRANSACTION = 10_000;

type Options = { profiles: number; companies: number; chunk: number; positions: number; ranked: number };
type InsertedCompany = { id: number; city: string };

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      profiles: { type: "string" },
      companies: { type: "string" },
      chunk: { type: "string" },
      positions: { type: "string" },
      ranked: { type: "string" },
    },
    allowPositionals: false,
  });
  const int = (raw: string | undefined, fallback: number, name: string, min: number, max: number) => {
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be an integer between ${min} and ${max}`);
    }
    return value;
  };
  const profiles = int(values.profiles, 10_000, "profiles", 0, 10_000_000);
  const companies = int(
    values.companies,
    Math.ceil(profiles / 50),
    "companies",
    profiles > 0 ? 1 : 0,
    1_000_000,
  );
  const positions = int(values.positions, Math.round(profiles / 20), "positions", 0, 1_000_000);
  return {
    profiles,
    companies,
    chunk: int(values.chunk, 500, "chunk", 50, 2000),
    positions,
    ranked: int(values.ranked, 250, "ranked", 0, 1_000_000),
  };
}

async function insertCompanies(db: Db, rows: BulkCompany[], lookups: Lookups): Promise<InsertedCompany[]> {
  return db.transaction(async (tx) => {
    const inserted: InsertedCompany[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const slice = rows.slice(i, i + 500);
      const ids = await tx
        .insert(company)
        .values(
          slice.map((c) => ({
            type: c.type,
            name: c.name,
            vatNumber: c.vatNumber,
            vatKey: c.vatKey,
            city: c.city,
            website: c.website,
            description: c.description,
            howDoYouKnowId: encodedId(lookups, "how_do_you_know", c.howDoYouKnowCode),
            numberEmployeesId: encodedId(lookups, "number_employees", c.employeesCode),
            revenueId: encodedId(lookups, "revenue", c.revenueCode),
            profiled: true,
            docStatus: 2,
            reviewStatus: "approved",
          })),
        )
        .onConflictDoNothing()
        .returning({ id: company.id, vatKey: company.vatKey, city: company.city });
      const byKey = new Map(slice.map((c) => [c.vatKey, c]));
      const sectors = ids.flatMap((r) => sectorRows(lookups, r.id, byKey.get(r.vatKey)?.sectors ?? []));
      await insertCompanySectors(tx, sectors);
      for (const r of ids) inserted.push({ id: r.id, city: r.city ?? "Milano" });
    }
    return inserted;
  });
}

const rate = (count: number, ms: number) =>
  Math.round((count / Math.max(ms, 1)) * 1000).toLocaleString("en-US");

async function run(db: Db, options: Options): Promise<void> {
  const started = performance.now();
  const lookups = await loadLookups(db);
  const offset = await maxCompanyId(db);
  const rng = new Rng((BULK_SEED ^ offset) >>> 0);
  const companies = Array.from({ length: options.companies }, (_, i) =>
    generateBulkCompany(rng, offset + i + 1),
  );
  const inserted = await insertCompanies(db, companies, lookups);
  const skipped = companies.length - inserted.length;
  console.log(
    `companies: ${inserted.length} added${skipped ? ` (${skipped} skipped: VAT already present)` : ""} ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
  if (inserted.length === 0 && options.profiles > 0) throw new Error("no company could be added");

  const today = new Date();
  const profilesStarted = performance.now();
  const totals = { profiles: 0, skills: 0, languages: 0 };
  while (totals.profiles < options.profiles) {
    const size = Math.min(PROFILES_PER_TRANSACTION, options.profiles - totals.profiles);
    const items: ProfileToInsert[] = [];
    for (let i = 0; i < size; i++) {
      // Skewed towards the first companies, so a few suppliers are large and most are small.
      const owner =
        inserted[Math.floor(rng.float() ** 2 * inserted.length)] ??
        must(inserted[0], "a bulk supplier company");
      const profile = generateProfile(rng, { kind: "employee", companyCity: owner.city, today });
      // Resolved here (the catalogue is seeded): backfillPlaceIds then has nothing to update.
      items.push({
        companyId: owner.id,
        userId: null,
        profile,
        placeId: resolvePlace(profile.city)?.id ?? null,
      });
    }
    const counts = await db.transaction((tx) => insertProfiles(tx, items, lookups, options.chunk));
    totals.profiles += counts.profiles;
    totals.skills += counts.skills;
    totals.languages += counts.languages;
    const elapsed = performance.now() - profilesStarted;
    console.log(
      `profiles: ${totals.profiles.toLocaleString("en-US")}/${options.profiles.toLocaleString("en-US")} ` +
        `(${rate(totals.profiles, elapsed)} profiles/s)`,
    );
  }
  const elapsed = performance.now() - profilesStarted;
  console.log(
    `done: ${inserted.length} companies, ${totals.profiles} profiles, ${totals.skills} skills, ` +
      `${totals.languages} languages in ${(elapsed / 1000).toFixed(1)} s — ${rate(totals.profiles, elapsed)} profiles/s ` +
      `(total ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const needIds = await insertBulkNeeds(db, rng, lookups, options.positions, offset + options.companies);
  const positionIds = needIds.length
    ? (await db.select({ id: position.id }).from(position).where(inArray(position.needId, needIds))).map(
        (r) => r.id,
      )
    : [];
  // Fresh planner statistics before matching reads the new rows (PGlite has no autovacuum to do it).
  await db.execute(sql`ANALYZE`);
  await computeBulkMatches(db, [...positionIds].sort((a, b) => b - a).slice(0, options.ranked));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const config = loadConfig();
  const dataDir = config.pgliteDir;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    console.log(
      `seed:bulk — ${options.profiles} profiles, ${options.companies} companies, ${options.positions} positions, ` +
        `${options.chunk} rows per statement, ` +
        `${database.driver === "pglite" ? `PGlite in ${dataDir}` : "PostgreSQL"}`,
    );
    await database.migrate();
    await seedReference(database.db);
    await run(database.db, options);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
