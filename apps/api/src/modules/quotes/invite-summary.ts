import { getsInviteSummary, INVITE_SUMMARY_TYPE, PROFILE_MANAGER_ROLES } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import {
  companyRecipients,
  replaceUnreadNotification,
  reviseUnreadNotification,
} from "../notifications/index.ts";
import { POSITION_INVITATION_TYPE, pendingInvitationsOf } from "./queries/invitations.ts";

/** The roles of a profile's company told of its invitations who also get the "Invite" summary (§6, §8). */
const SUMMARY_ROLES = PROFILE_MANAGER_ROLES.filter(getsInviteSummary);

/** Where several pending invitations are answered: the notifications page showing only the invitation notices. */
export const PENDING_INVITATIONS_LINK = `/notifications?type=${POSITION_INVITATION_TYPE}`;

/**
 * §8 "Invite": each user of the profile's company who receives invitation notices has one unread "You have N
 * invites" (N = its pending invitations), replaced by each new invitation rather than stacked. It opens the only
 * pending invitation's position, or the list of invitation notices when there are several. In-app only (an
 * invitation's own notice carries the e-mail, per the user's preferences); rendered in the reader's language.
 * Answering invitations corrects it (settleInviteSummaries).
 */
export async function refreshInviteSummaries(db: DbOrTx, bus: RealtimeBus, companyId: number) {
  for (const { userId, n, link } of await pendingSummaries(db, companyId)) {
    if (n === 0) continue;
    await replaceUnreadNotification(db, bus, userId, {
      type: INVITE_SUMMARY_TYPE,
      params: { n },
      icon: "mail",
      link,
    });
  }
}

/**
 * After the company answered invitations (a quote proposing invited profiles): each unread summary is corrected
 * in place to the pending invitations left, or removed when none is left; no new notification.
 */
export async function settleInviteSummaries(db: DbOrTx, bus: RealtimeBus, companyId: number) {
  for (const { userId, n, link } of await pendingSummaries(db, companyId))
    await reviseUnreadNotification(
      db,
      bus,
      userId,
      INVITE_SUMMARY_TYPE,
      n === 0 ? null : { params: { n }, link },
    );
}

/** Each summary recipient of the company with its pending invitations' count and where the summary leads. */
async function pendingSummaries(db: DbOrTx, companyId: number) {
  const userIds = await companyRecipients(db, companyId, SUMMARY_ROLES);
  const pending = await pendingInvitationsOf(db, userIds);
  return userIds.map((userId) => {
    const mine = pending.filter((p) => p.userId === userId);
    const only = mine.length === 1 ? mine[0]?.link : undefined;
    return { userId, n: mine.length, link: only ?? PENDING_INVITATIONS_LINK };
  });
}
