/**
 * Load-test services: `npx tsx src/seed/bulk-services.ts --services 100000 [--chunk 1000]`. Adds approved services
 * (each with its approved revision) to the supplier and freelance companies already in the database — those of
 * seed/bulk.ts —, skewed so a few suppliers have many. About 90% are published; the rest approved but withdrawn.
 * Rows go in with one INSERT … SELECT FROM unnest(array parameters) per chunk, as seed/bulk.ts does for profiles.
 */
import { parseArgs } from "node:util";
import { must, SERVICE_DELIVERY_MODELS } from "@mkt/contracts";
import { isNotNull, sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config/env.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { company, jobSector, productCategory, technology } from "../db/schema/index.ts";
import { pgArray } from "./demo-db.ts";
import { Rng } from "./demo-prng.ts";
import { seedReference } from "./reference.ts";

const SEED = 0x5e41_ce5;
/** Services generated between two progress lines (each chunk of --chunk rows is its own transaction). */
const SERVICES_PER_REPORT = 10_000;

const WHAT = [
  ["Migrazione", "Migration"],
  ["Assessment", "Assessment"],
  ["Gestione", "Management"],
  ["Sviluppo", "Development"],
  ["Audit di sicurezza", "Security audit"],
  ["Formazione", "Training"],
  ["Supporto", "Support"],
  ["Consulenza", "Consulting"],
  ["Integrazione", "Integration"],
  ["Monitoraggio", "Monitoring"],
] as const;
const FOR = [
  ["per PMI", "for SMEs"],
  ["chiavi in mano", "turnkey"],
  ["in 30 giorni", "in 30 days"],
  ["per il retail", "for retail"],
  ["per la finanza", "for finance"],
  ["continuo", "ongoing"],
] as const;
const SENTENCES = [
  [
    "Analizziamo l'infrastruttura esistente e definiamo un piano di lavoro condiviso.",
    "We analyse the existing infrastructure and agree a shared work plan.",
  ],
  [
    "Un team dedicato segue il progetto dall'avvio al rilascio in produzione.",
    "A dedicated team follows the project from kick-off to production release.",
  ],
  [
    "Includiamo documentazione, passaggio di consegne e formazione del personale.",
    "Documentation, handover and staff training are included.",
  ],
  [
    "Report settimanali con indicatori chiari e un referente unico.",
    "Weekly reports with clear indicators and a single point of contact.",
  ],
  [
    "Lavoriamo con metodologie agili e rilasci frequenti.",
    "We work with agile methods and frequent releases.",
  ],
  [
    "Riduzione dei costi operativi e maggiore affidabilità dei sistemi.",
    "Lower running costs and more reliable systems.",
  ],
] as const;

type Lookups = { companies: number[]; categories: number[]; technologies: string[][]; sectors: number[] };

async function loadLookups(db: Db): Promise<Lookups> {
  const companies = await db
    .select({ id: company.id })
    .from(company)
    .where(sql`${company.type} IN ('supplier', 'freelance') AND ${company.docStatus} <> 3`)
    .orderBy(company.id);
  const categories = await db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(isNotNull(productCategory.parentId));
  const tech = await db.select({ id: technology.id, name: technology.name }).from(technology);
  const sectors = await db.select({ id: jobSector.id }).from(jobSector);
  return {
    companies: companies.map((c) => c.id),
    categories: categories.map((c) => c.id),
    technologies: tech.map((t) => [String(t.id), t.name]),
    sectors: sectors.map((s) => s.id),
  };
}

type Generated = {
  companyId: number;
  titleIt: string;
  titleEn: string;
  descriptionIt: string;
  descriptionEn: string;
  categoryId: number;
  deliveryModel: string;
  priceKind: string;
  priceMin: number | null;
  priceMax: number | null;
  durationMin: number | null;
  durationMax: number | null;
  technologyIds: number[];
  sectorIds: number[];
  published: boolean;
  approvedAt: string;
  ratingAvg: string | null;
  ratingCount: number;
};

/**
 * About a third of the services have ratings (1–40 of them, averages skewed towards 4–5), drawn from their own
 * generator so the rest of a service is the same as before ratings existed.
 */
function generateRating(rng: Rng): Pick<Generated, "ratingAvg" | "ratingCount"> {
  if (!rng.chance(0.35)) return { ratingAvg: null, ratingCount: 0 };
  return { ratingAvg: (5 - rng.float() ** 2 * 3.5).toFixed(2), ratingCount: rng.int(1, 40) };
}

function generateService(rng: Rng, l: Lookups, now: number): Omit<Generated, "ratingAvg" | "ratingCount"> {
  const [whatIt, whatEn] = rng.pick(WHAT);
  const [forIt, forEn] = rng.pick(FOR);
  // Popular technologies first: the first tenth of the lookup carries most services.
  const techs = Array.from({ length: rng.int(1, 5) }, () => {
    const i = Math.floor(rng.float() ** 2 * l.technologies.length);
    return must(l.technologies[i], "a technology");
  }).filter((t, i, all) => all.findIndex((o) => o[0] === t[0]) === i);
  const names = techs.map((t) => t[1]).join(", ");
  const sentences = rng.sample(SENTENCES, rng.int(2, 5));
  const priceKind = rng.weighted([
    ["from", 5],
    ["range", 3],
    ["on_quote", 2],
  ] as const);
  const low = Math.round(Math.exp(Math.log(300) + rng.float() * Math.log(400)) / 50) * 50 + 50;
  const durationMin = rng.chance(0.7) ? rng.int(5, 90) : null;
  return {
    companyId: must(l.companies[Math.floor(rng.float() ** 2 * l.companies.length)], "a supplier"),
    titleIt: `${whatIt} ${names} ${forIt}`.slice(0, 140),
    titleEn: `${whatEn} ${names} ${forEn}`.slice(0, 140),
    descriptionIt: `${whatIt} ${names}. ${sentences.map((s) => s[0]).join(" ")}`,
    descriptionEn: `${whatEn} ${names}. ${sentences.map((s) => s[1]).join(" ")}`,
    categoryId: rng.pick(l.categories),
    deliveryModel: rng.pick(SERVICE_DELIVERY_MODELS),
    priceKind,
    priceMin: priceKind === "on_quote" ? null : low,
    priceMax: priceKind === "range" ? low * rng.int(2, 4) : null,
    durationMin,
    durationMax: durationMin !== null && rng.chance(0.5) ? durationMin + rng.int(5, 60) : null,
    technologyIds: techs.map((t) => Number(t[0])),
    sectorIds: rng.sample(l.sectors, rng.int(0, 3)),
    published: rng.chance(0.9),
    approvedAt: new Date(now - rng.int(0, 730) * 86_400_000 - rng.int(0, 86_399) * 1000).toISOString(),
  };
}

/** One chunk: the services, their approved revisions (content built in SQL from the row), the link back. */
async function insertChunk(db: Db, items: Generated[]) {
  const a = <K extends keyof Generated>(key: K) =>
    items.map((i) => i[key] as string | number | boolean | null);
  const arrays = (key: "technologyIds" | "sectorIds") => items.map((i) => `{${i[key].join(",")}}`);
  await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      INSERT INTO service (company_id, status, published, approved_revision_id, approved_at, title_it, title_en,
        description_it, description_en, category_id, delivery_model, price_kind, price_min, price_max,
        duration_min_days, duration_max_days, technology_ids, sector_ids, rating_avg, rating_count, updated_at)
      SELECT u.company_id, 'approved', u.published, 0, u.approved_at, u.title_it, u.title_en, u.description_it,
        u.description_en, u.category_id, u.delivery_model, u.price_kind, u.price_min, u.price_max, u.dmin, u.dmax,
        u.techs::int[], u.sectors::int[], u.rating_avg, u.rating_count, u.approved_at
      FROM unnest(${pgArray(a("companyId"))}::int[], ${pgArray(a("published"))}::boolean[],
        ${pgArray(a("approvedAt"))}::timestamptz[], ${pgArray(a("titleIt"))}::text[], ${pgArray(a("titleEn"))}::text[],
        ${pgArray(a("descriptionIt"))}::text[], ${pgArray(a("descriptionEn"))}::text[],
        ${pgArray(a("categoryId"))}::int[], ${pgArray(a("deliveryModel"))}::text[], ${pgArray(a("priceKind"))}::text[],
        ${pgArray(a("priceMin"))}::int[], ${pgArray(a("priceMax"))}::int[], ${pgArray(a("durationMin"))}::int[],
        ${pgArray(a("durationMax"))}::int[], ${pgArray(arrays("technologyIds"))}::text[],
        ${pgArray(arrays("sectorIds"))}::text[], ${pgArray(a("ratingAvg"))}::numeric[],
        ${pgArray(a("ratingCount"))}::int[])
        AS u(company_id, published, approved_at, title_it, title_en, description_it, description_en, category_id,
          delivery_model, price_kind, price_min, price_max, dmin, dmax, techs, sectors, rating_avg, rating_count)
      RETURNING id`);
    const ids = (inserted as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await tx.execute(sql`
      WITH rev AS (
        INSERT INTO service_revision (service_id, status, content, submitted_at, decided_at)
        SELECT s.id, 'approved', jsonb_build_object('title_it', s.title_it, 'title_en', s.title_en,
          'description_it', s.description_it, 'description_en', s.description_en, 'category_id', s.category_id,
          'delivery_model', s.delivery_model, 'price_kind', s.price_kind, 'price_min', s.price_min,
          'price_max', s.price_max, 'duration_min_days', s.duration_min_days,
          'duration_max_days', s.duration_max_days, 'technology_ids', to_jsonb(s.technology_ids),
          'sector_ids', to_jsonb(s.sector_ids), 'deliverables', '[]'::jsonb, 'case_studies', '[]'::jsonb),
          s.approved_at, s.approved_at
        FROM service s WHERE s.id = ANY(${pgArray(ids)}::int[])
        RETURNING id, service_id)
      UPDATE service SET approved_revision_id = rev.id FROM rev WHERE service.id = rev.service_id`);
  });
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { services: { type: "string" }, chunk: { type: "string" } },
  });
  const total = Number(values.services ?? 100_000);
  const chunk = Number(values.chunk ?? 1000);
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(chunk) || chunk < 50 || chunk > 5000)
    throw new Error("--services must be a positive integer and --chunk between 50 and 5000");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    await seedReference(database.db);
    const db = database.db;
    const lookups = await loadLookups(db);
    if (lookups.companies.length === 0)
      throw new Error("no supplier companies: run seed/bulk.ts (npm run seed:bulk) first");
    const [{ n } = { n: 0 }] = (
      (await db.execute(sql`SELECT count(*)::int AS n FROM service`)) as unknown as { rows: { n: number }[] }
    ).rows;
    const rng = new Rng((SEED ^ n) >>> 0);
    const ratingRng = new Rng((SEED ^ n ^ 0x7a7e) >>> 0);
    const now = Date.now();
    const started = performance.now();
    for (let done = 0; done < total; ) {
      const size = Math.min(SERVICES_PER_REPORT, total - done);
      const items = Array.from({ length: size }, () => ({
        ...generateService(rng, lookups, now),
        ...generateRating(ratingRng),
      }));
      for (let i = 0; i < items.length; i += chunk) await insertChunk(db, items.slice(i, i + chunk));
      done += size;
      const rate = Math.round((done / (performance.now() - started)) * 1000);
      console.log(`services: ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} (${rate}/s)`);
    }
    await db.execute(sql`ANALYZE service`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
