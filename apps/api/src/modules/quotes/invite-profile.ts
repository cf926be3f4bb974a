import { type PositionInvitation, type PositionInvitationBody, PROFILE_MANAGER_ROLES } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { Actor } from "../auth/index.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import { findSearchableProfile } from "../search/index.ts";
import { refreshInviteSummaries } from "./invite-summary.ts";
import {
  hasInvitation,
  hasLiveCandidacy,
  lockOwnPosition,
  POSITION_INVITATION_TYPE,
} from "./queries/invitations.ts";

/** Where the profile's company finds the position to answer, by the kind of profile. */
const POSITION_LIST: Record<string, string> = {
  employee: "/position_list",
  student: "/position_list",
  freelancer: "/freelance_position_list",
};

/**
 * A client invites a published profile to one of its published T&M positions: the profile's company (its profile
 * managers) is notified, by e-mail too per their preferences, with a link to the position, where it may propose
 * the profile with a quote, and their "You have N invites" summary is brought up to date. Refused when the profile is already a candidate there or was already invited.
 */
export async function inviteToPosition(
  ctx: AppContext,
  actor: Actor,
  profileId: number,
  body: PositionInvitationBody,
): Promise<PositionInvitation> {
  const db = ctx.database.db;
  const target = await findSearchableProfile(db, profileId);
  if (!target) throw new AppError("common.not_found");
  return db.transaction(async (tx) => {
    const own = await lockOwnPosition(tx, actor.companyId, body.position_id);
    if (!own) throw new AppError("common.not_found");
    if (own.status !== "published" || own.needStatus !== "published")
      throw new AppError("quotes.position_not_open");
    if (await hasLiveCandidacy(tx, own.id, profileId)) throw new AppError("quotes.duplicate_candidacy");
    if (await hasInvitation(tx, target.companyId, own.id, profileId))
      throw new AppError("quotes.already_invited");
    await notifyUsers(tx, ctx.bus, await companyRecipients(tx, target.companyId, PROFILE_MANAGER_ROLES), {
      type: POSITION_INVITATION_TYPE,
      params: {
        position_id: own.id,
        profile_id: profileId,
        position: own.title,
        profile: target.title,
      },
      icon: "how_to_reg",
      link: `${POSITION_LIST[target.kind] ?? "/position_list"}?open=${own.id}`,
    });
    await refreshInviteSummaries(tx, ctx.bus, target.companyId);
    return {
      profile_id: profileId,
      position_id: own.id,
      position_title: own.title,
      invited_at: new Date().toISOString(),
    };
  });
}
