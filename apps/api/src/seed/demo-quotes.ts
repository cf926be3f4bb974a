import { must } from "@mkt/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { matchScore, need, nomination, position, profile, quote } from "../db/schema/index.ts";

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  day(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

/** A company's published profiles for a position, best match first (profiles without a score last). */
async function bestProfiles(tx: Tx, companyId: number, positionId: number, limit: number) {
  const rows = await tx
    .select({ id: profile.id, score: matchScore.score })
    .from(profile)
    .leftJoin(matchScore, and(eq(matchScore.profileId, profile.id), eq(matchScore.positionId, positionId)))
    .where(and(eq(profile.companyId, companyId), eq(profile.published, true)))
    .orderBy(sql`${matchScore.score} desc nulls last`, asc(profile.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

type DemoQuote = {
  supplier: number;
  positionIndex: number;
  profiles: number;
  status: "sent" | "viewed" | "favourite";
  rateDelta: number;
  note: string;
  daysAgo: number;
};

/**
 * Demo quotes for client@demo.test's open needs: the demo supplier and the demo freelancer answer its first
 * T&M positions with their best-matching published profiles, and the supplier sends a proposal for its Fixed
 * Price project. Run after the demo needs and their match scores.
 */
export async function insertDemoQuotes(tx: Tx, idOf: (key: string) => number, today: Date): Promise<void> {
  const client = idOf("client-bank");
  const supplier = idOf("supplier-main");
  const freelancer = idOf("freelance-main");
  const positions = await tx
    .select({ position, needId: need.id })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(need.companyId, client), eq(need.type, "tm"), eq(position.status, "published")))
    .orderBy(asc(position.id));
  const plan: DemoQuote[] = [
    {
      supplier,
      positionIndex: 0,
      profiles: 2,
      status: "sent",
      rateDelta: -30,
      note: "Due profili senior disponibili dalla data di inizio, con esperienza su core banking e Kafka.",
      daysAgo: 2,
    },
    {
      supplier: freelancer,
      positionIndex: 0,
      profiles: 1,
      status: "viewed",
      rateDelta: -10,
      note: "Disponibile full time, anche in sede a Milano due giorni a settimana.",
      daysAgo: 1,
    },
    {
      supplier,
      positionIndex: 1,
      profiles: 1,
      status: "favourite",
      rateDelta: -20,
      note: "Profilo certificato CKA, già operativo su cluster di produzione bancari.",
      daysAgo: 3,
    },
  ];
  for (const spec of plan) {
    const target = positions[spec.positionIndex];
    if (!target) continue;
    const p = target.position;
    const ids = await bestProfiles(tx, spec.supplier, p.id, Math.min(spec.profiles, p.profilesWanted));
    const taken = ids.length
      ? await tx
          .select({ id: nomination.profileId })
          .from(nomination)
          .where(and(eq(nomination.positionId, p.id), inArray(nomination.profileId, ids)))
      : [];
    const free = ids.filter((id) => !taken.some((t) => t.id === id));
    if (free.length === 0) continue;
    const start = p.dateStart ?? day(today);
    const created = new Date(today.getTime() - spec.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(quote)
      .values({
        needId: target.needId,
        positionId: p.id,
        kind: "tm",
        supplierCompanyId: spec.supplier,
        clientCompanyId: client,
        status: spec.status,
        dailyRate: String(Math.max(100, Number(p.maxDailyRate ?? 450) + spec.rateDelta)),
        dateStart: start,
        dateEnd: p.dateEnd ?? addDays(start, 180),
        profileNumber: free.length,
        note: spec.note,
        viewedAt: spec.status === "sent" ? null : created,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: quote.id });
    const quoteId = must(row, "the inserted demo quote").id;
    await tx.insert(nomination).values(
      free.map((profileId) => ({
        quoteId,
        positionId: p.id,
        profileId,
        status: spec.status === "favourite" ? "favourite" : "proposed",
        createdAt: created,
      })),
    );
  }
  const [project] = await tx
    .select()
    .from(need)
    .where(and(eq(need.companyId, client), eq(need.type, "fp"), eq(need.status, "published")))
    .orderBy(asc(need.id))
    .limit(1);
  if (project) {
    const created = new Date(today.getTime() - 86_400_000);
    await tx.insert(quote).values({
      needId: project.id,
      kind: "fp",
      supplierCompanyId: supplier,
      clientCompanyId: client,
      status: "sent",
      price: String(Math.round(Number(project.budget ?? 40000) * 0.92)),
      deliveryDate: project.deadline ? addDays(project.deadline, -14) : addDays(day(today), 120),
      note: "Team dedicato di quattro persone, rilasci ogni due settimane e collaudo incluso.",
      createdAt: created,
      updatedAt: created,
    });
  }
}
