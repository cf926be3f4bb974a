import { inviteInfoSchema, teamMemberSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import type { TeamMember } from "./team-rules.ts";

export const teamKeys = {
  list: (userId: number) => ["team", userId] as const,
  scoped: (userId: number, memberCompanyId: number | null) => ["team", userId, memberCompanyId] as const,
};

/**
 * Whose users: null is the caller's own company (company/users…); a number is a member company of the caller's
 * Company Administrator organisation (company-admin/companies/:id/users…, issue 17 item 5).
 */
export type TeamTarget = number | null;

function usersPath(target: TeamTarget): string {
  return target === null ? "company/users" : `company-admin/companies/${target}/users`;
}

export type InviteInput = { firstname: string; lastname: string; email: string; role_id: number };
export type MemberChange = { id: number; role_id?: number; active?: boolean };

/** GET company/users (or a member company's users): the users and pending invitations. */
export function useTeam(userId: number, target: TeamTarget = null) {
  return useQuery({
    queryKey: teamKeys.scoped(userId, target),
    queryFn: () => apiRequest(usersPath(target), z.array(teamMemberSchema), { auth: true }),
  });
}

function useTeamMutation<TInput, TResult>(userId: number, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list(userId) }),
  });
}

/** POST company/users/invite (the plan's user limit answers plans.function_blocked, shown by the block modal). */
export function useInviteMember(userId: number, target: TeamTarget = null) {
  return useTeamMutation(userId, (body: InviteInput) =>
    apiRequest(`${usersPath(target)}/invite`, teamMemberSchema, { method: "POST", body, auth: true }),
  );
}

export function useResendInvite(userId: number, target: TeamTarget = null) {
  return useTeamMutation(userId, (member: TeamMember) =>
    apiRequest(`${usersPath(target)}/${member.id}/resend`, teamMemberSchema, { method: "POST", auth: true }),
  );
}

/** PATCH company/users/:id: a new role, or (de)activation. */
export function useUpdateMember(userId: number, target: TeamTarget = null) {
  return useTeamMutation(userId, ({ id, ...body }: MemberChange) =>
    apiRequest(`${usersPath(target)}/${id}`, teamMemberSchema, { method: "PATCH", body, auth: true }),
  );
}

/** DELETE company/users/:id: withdraws an invitation not accepted yet. */
export function useWithdrawInvite(userId: number, target: TeamTarget = null) {
  return useTeamMutation(userId, (member: TeamMember) =>
    apiRequest(`${usersPath(target)}/${member.id}`, z.object({ revoked: z.literal(true) }), {
      method: "DELETE",
      auth: true,
    }),
  );
}

/** GET auth/checkInvite: who the invitation is for (public). */
export function useInviteInfo(token: string) {
  return useQuery({
    queryKey: ["invite", token],
    queryFn: () => apiRequest("auth/checkInvite", inviteInfoSchema, { query: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

export type AcceptInviteInput = { token: string; password: string; password_confirmation: string };

/** POST auth/acceptInvite: the invitee chooses a password. */
export function acceptInvite({ token, ...body }: AcceptInviteInput): Promise<{ email: string }> {
  return apiRequest("auth/acceptInvite", z.object({ email: z.string() }), {
    method: "POST",
    query: { token },
    body,
  });
}
