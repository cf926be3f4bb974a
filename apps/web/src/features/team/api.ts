import { inviteInfoSchema, teamMemberSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import type { TeamMember } from "./team-rules.ts";

export const teamKeys = {
  list: (userId: number) => ["team", userId] as const,
};

export type InviteInput = { firstname: string; lastname: string; email: string; role_id: number };
export type MemberChange = { id: number; role_id?: number; active?: boolean };

/** GET company/users: the company's users and pending invitations. */
export function useTeam(userId: number) {
  return useQuery({
    queryKey: teamKeys.list(userId),
    queryFn: () => apiRequest("company/users", z.array(teamMemberSchema), { auth: true }),
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
export function useInviteMember(userId: number) {
  return useTeamMutation(userId, (body: InviteInput) =>
    apiRequest("company/users/invite", teamMemberSchema, { method: "POST", body, auth: true }),
  );
}

export function useResendInvite(userId: number) {
  return useTeamMutation(userId, (member: TeamMember) =>
    apiRequest(`company/users/${member.id}/resend`, teamMemberSchema, { method: "POST", auth: true }),
  );
}

/** PATCH company/users/:id: a new role, or (de)activation. */
export function useUpdateMember(userId: number) {
  return useTeamMutation(userId, ({ id, ...body }: MemberChange) =>
    apiRequest(`company/users/${id}`, teamMemberSchema, { method: "PATCH", body, auth: true }),
  );
}

/** DELETE company/users/:id: withdraws an invitation not accepted yet. */
export function useWithdrawInvite(userId: number) {
  return useTeamMutation(userId, (member: TeamMember) =>
    apiRequest(`company/users/${member.id}`, z.object({ revoked: z.literal(true) }), {
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
