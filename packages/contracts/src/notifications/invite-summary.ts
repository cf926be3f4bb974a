import { ROLE, type RoleId } from "../auth/roles.ts";

/** The summary notification of pending invitations to positions (§8 "Invite": "Have N invites"). */
export const INVITE_SUMMARY_TYPE = "invite";

/** §6: the invitation check is skipped for these roles. */
const INVITE_CHECK_SKIPPED: readonly RoleId[] = [
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.ACCADEMY,
  ROLE.PROFILE_ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

/** Whether a user of this role gets the "Invite" summary of its pending invitations (§6, §8). */
export function getsInviteSummary(roleId: RoleId): boolean {
  return !INVITE_CHECK_SKIPPED.includes(roleId);
}
