import type { PositionInput } from "@mkt/contracts";
import { must } from "@mkt/contracts";
import type { Tx } from "../db/client.ts";
import { need } from "../db/schema/index.ts";
import { insertPositions } from "../modules/needs/index.ts";
import { addDays } from "./demo-data.ts";
import type { Lookups } from "./demo-db.ts";
import { BANK_NEEDS } from "./demo-needs-bank.ts";
import { OTHER_CLIENT_NEEDS } from "./demo-needs-others.ts";
import type { NeedSpec } from "./demo-needs-spec.ts";

/**
 * The demo's open needs: the demo client's (client@demo.test) and two other clients', written with the needs
 * module's own insert so they look exactly like needs created in the app. The positions ask for technologies the
 * demo suppliers' and the freelancer's profiles have, so compatible profiles show realistic rankings.
 */
export const DEMO_NEEDS: readonly NeedSpec[] = [...BANK_NEEDS, ...OTHER_CLIENT_NEEDS];

function technologyId(lookups: Lookups, name: string): number {
  const id = lookups.technologies.get(name.toLowerCase());
  if (id === undefined) throw new Error(`demo needs: unknown technology ${name}`);
  return id;
}

/**
 * Writes the demo needs (inside the demo seed's transaction) and answers the ids of the published positions, whose
 * compatible profiles the seed then computes.
 */
export async function insertDemoNeeds(
  tx: Tx,
  lookups: Lookups,
  today: Date,
  companyIdOf: (key: string) => number,
  creatorOf: (companyKey: string) => number | null,
): Promise<void> {
  for (const spec of DEMO_NEEDS) {
    const stamp = new Date(today.getTime() - spec.daysAgo * 86_400_000);
    const published = spec.status === "published";
    const [row] = await tx
      .insert(need)
      .values({
        companyId: companyIdOf(spec.companyKey),
        type: spec.type,
        status: spec.status,
        title: spec.title,
        description: spec.description,
        sectorCode: lookups.sectors.has(spec.sector ?? "") ? spec.sector : null,
        city: spec.city,
        remoteAllowed: spec.remote,
        anonymous: spec.anonymous ?? false,
        budget: spec.type === "fp" ? String(spec.budget) : null,
        deadline: spec.type === "fp" ? addDays(today, spec.deadlineDays) : null,
        createdBy: creatorOf(spec.companyKey),
        publishedAt: published ? stamp : null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: need.id });
    if (spec.type !== "tm") continue;
    const positions: PositionInput[] = spec.positions.map((p) => ({
      title: p.title,
      seniority: p.seniority,
      city: p.city,
      remote_allowed: p.remote_allowed,
      max_daily_rate: p.max_daily_rate,
      profiles_wanted: p.profiles ?? 1,
      date_start: addDays(today, p.start),
      date_end: addDays(today, p.end),
      description: p.description,
      mandatory_skills: p.mandatory.map(([name, minYears]) => ({
        technology_id: technologyId(lookups, name),
        min_years: minYears ?? null,
      })),
      nice_skills: p.nice.map((name) => ({ technology_id: technologyId(lookups, name) })),
      languages: p.languages,
    }));
    await insertPositions(
      tx,
      must(row, `demo need ${spec.title}`).id,
      positions,
      spec.status,
      published ? stamp : null,
    );
  }
}
