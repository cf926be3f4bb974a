import { type collaborationCreateBodySchema, must } from "@mkt/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import {
  findCollaborationOfNomination,
  findNominationWithQuote,
  findOpenCollaborationOnProfile,
  findProfileToEngage,
  insertCollaboration,
  type NewCollaboration,
  nominatedProfileKind,
  publishedProfileKind,
} from "./queries/open.ts";
import { addEvent } from "./queries/parties.ts";
import { getCollaboration, notifySides } from "./service.ts";

/**
 * Whether the collaboration asked for would engage a student profile (directly or through one of the actor's own
 * candidacies). Only what the actor could open counts: anything else stays the 404 the creation answers.
 */
async function hiresStudent(db: DbOrTx, actor: Actor, input: z.output<typeof collaborationCreateBodySchema>) {
  const kind =
    input.nomination_id !== undefined
      ? await nominatedProfileKind(db, input.nomination_id, actor.companyId)
      : await publishedProfileKind(
          db,
          must(input.profile_id, "profile_id (the body names a profile or a candidacy)"),
        );
  return kind === "student";
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
    let values: NewCollaboration;
    if (input.nomination_id !== undefined) {
      const n = await findNominationWithQuote(tx, input.nomination_id);
      if (!n || n.quote.clientCompanyId !== actor.companyId) throw new AppError("common.not_found");
      if (n.nomination.status !== "accepted") throw new AppError("collaborations.nomination_not_accepted");
      const existing = await findCollaborationOfNomination(tx, n.nomination.id);
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
      const p = await findProfileToEngage(
        tx,
        must(input.profile_id, "profile_id (the body names a profile or a candidacy)"),
      );
      if (!p?.published) throw new AppError("common.not_found");
      const open = await findOpenCollaborationOnProfile(tx, p.id, actor.companyId);
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
    const row = must(await insertCollaboration(tx, values), "the collaboration insert returned no row");
    await addEvent(tx, row.id, "created", actor.userId);
    await notifySides(tx, bus, row, ["supplier"], "collaboration_requested");
    return row.id;
  });
  return getCollaboration(db, actor, id);
}
