import type { collaborationCreateBodySchema } from "@mkt/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { collaboration, nomination, profile, quote } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import { addEvent } from "./queries.ts";
import { getCollaboration, notifySides } from "./service.ts";

/**
 * Whether the collaboration asked for would engage a student profile (directly or through one of the actor's own
 * candidacies). Only what the actor could open counts: anything else stays the 404 the creation answers.
 */
async function hiresStudent(db: DbOrTx, actor: Actor, input: z.output<typeof collaborationCreateBodySchema>) {
  const [row] =
    input.nomination_id !== undefined
      ? await db
          .select({ kind: profile.kind })
          .from(nomination)
          .innerJoin(quote, eq(quote.id, nomination.quoteId))
          .innerJoin(profile, eq(profile.id, nomination.profileId))
          .where(and(eq(nomination.id, input.nomination_id), eq(quote.clientCompanyId, actor.companyId)))
      : await db
          .select({ kind: profile.kind })
          .from(profile)
          .where(and(eq(profile.id, input.profile_id!), eq(profile.published, true)));
  return row?.kind === "student";
}

/**
 * POST collaborations: the client opens a collaboration from one of its accepted candidacies (one per
 * candidacy), or directly on a published profile (not already in an open collaboration with this client).
 */
export async function createCollaboration(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  input: z.output<typeof collaborationCreateBodySchema>,
) {
  // Hiring an academy's student is the accademy_profiles function (the Assumi add-on): refused with the
  // limitation, as the blocked-feature modal shows it, before anything is written.
  if (await hiresStudent(db, actor, input))
    await assertFunctionAllowed(db, actor.companyId, actor.companyType, actor.roleId, "accademy_profiles");
  const id = await db.transaction(async (tx) => {
    let values: typeof collaboration.$inferInsert;
    if (input.nomination_id !== undefined) {
      const [n] = await tx
        .select({
          nomination,
          quote,
          firstname: profile.firstname,
          lastname: profile.lastname,
          title: profile.title,
        })
        .from(nomination)
        .innerJoin(quote, eq(quote.id, nomination.quoteId))
        .innerJoin(profile, eq(profile.id, nomination.profileId))
        .where(eq(nomination.id, input.nomination_id));
      if (!n || n.quote.clientCompanyId !== actor.companyId) throw new AppError("common.not_found");
      if (n.nomination.status !== "accepted") throw new AppError("collaborations.nomination_not_accepted");
      const [existing] = await tx
        .select({ id: collaboration.id })
        .from(collaboration)
        .where(eq(collaboration.nominationId, n.nomination.id));
      if (existing) throw new AppError("collaborations.already_exists", { data: { id: existing.id } });
      values = {
        clientCompanyId: actor.companyId,
        supplierCompanyId: n.quote.supplierCompanyId,
        profileId: n.nomination.profileId,
        profileName: `${n.firstname} ${n.lastname} – ${n.title}`,
        needId: n.quote.needId,
        positionId: n.nomination.positionId,
        quoteId: n.quote.id,
        nominationId: n.nomination.id,
        dailyRate: n.nomination.dailyRate ?? n.quote.dailyRate,
        dateStart: n.quote.dateStart,
        dateEnd: n.quote.dateEnd,
        note: input.note ?? "",
        createdBy: actor.userId,
      };
    } else {
      const [p] = await tx
        .select({
          id: profile.id,
          companyId: profile.companyId,
          firstname: profile.firstname,
          lastname: profile.lastname,
          title: profile.title,
          published: profile.published,
          rate: profile.dailyRateMin,
        })
        .from(profile)
        .where(eq(profile.id, input.profile_id!));
      if (!p?.published) throw new AppError("common.not_found");
      const [open] = await tx
        .select({ id: collaboration.id })
        .from(collaboration)
        .where(
          and(
            eq(collaboration.profileId, p.id),
            eq(collaboration.clientCompanyId, actor.companyId),
            inArray(collaboration.status, ["requested", "interview", "active"]),
          ),
        );
      if (open) throw new AppError("collaborations.profile_unavailable");
      values = {
        clientCompanyId: actor.companyId,
        supplierCompanyId: p.companyId,
        profileId: p.id,
        profileName: `${p.firstname} ${p.lastname} – ${p.title}`,
        dailyRate: input.daily_rate !== undefined ? String(input.daily_rate) : p.rate,
        dateStart: input.date_start ?? null,
        dateEnd: input.date_end ?? null,
        note: input.note ?? "",
        createdBy: actor.userId,
      };
    }
    const [row] = await tx.insert(collaboration).values(values).returning();
    await addEvent(tx, row!.id, "created", actor.userId);
    await notifySides(tx, bus, row!, ["supplier"], "collaboration_requested");
    return row!.id;
  });
  return getCollaboration(db, actor, id);
}
