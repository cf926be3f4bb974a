import {
  COMPANY_TYPES,
  type CompanyType,
  INVITABLE_ROLES,
  type RoleId,
  type teamMemberSchema,
} from "@mkt/contracts";
import type { z } from "zod";

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type MemberAction = "resend" | "withdraw" | "change_role" | "deactivate" | "reactivate";

function companyType(value: string): CompanyType | null {
  return (COMPANY_TYPES as readonly string[]).includes(value) ? (value as CompanyType) : null;
}

/** The roles a company of this type invites its colleagues into (contracts' INVITABLE_ROLES). */
export function invitableRoles(type: string): RoleId[] {
  const known = companyType(type);
  return known ? INVITABLE_ROLES[known] : [];
}

/**
 * What the manager may do to a row: invitations are resent or withdrawn; colleagues in an invitable role change
 * role (when the company has another one to offer) or are deactivated and reactivated. Never oneself, never
 * the owner.
 */
export function memberActions(member: TeamMember, selfId: number, type: string): MemberAction[] {
  const roles = invitableRoles(type);
  if (member.id === selfId || !(roles as number[]).includes(member.role_id)) return [];
  if (member.status === "invited") return ["resend", "withdraw"];
  if (member.status === "disabled") return ["reactivate"];
  return roles.length > 1 ? ["change_role", "deactivate"] : ["deactivate"];
}

export const TEAM_PAGE_SIZES = [10, 25, 50] as const;

/** One page of the list (0-based page index). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, page * size + size);
}

/** The last page that still holds rows, after a deletion shortened the list. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.max(0, Math.min(page, Math.ceil(total / size) - 1));
}
