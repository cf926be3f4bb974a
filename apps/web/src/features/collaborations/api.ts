import {
  type CancelCollaborationBody,
  type CollaborationFeedbackBody,
  type CollaborationStatus,
  collaborationDetailSchema,
  collaborationPageSchema,
  type EmployeeReviewBody,
  employeeReviewSchema,
  type InterviewOutcomeBody,
  type InterviewProposeBody,
  interviewTokenInfoSchema,
  profileFeedbackSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiDownload, apiRequest } from "../../shared/api/http-client.ts";

/** Which list a page shows: the company's own, the staff's, or the student's. */
export type CollaborationScope = "own" | "admin" | "student";
const LIST_PATH: Record<CollaborationScope, string> = {
  own: "collaborations",
  admin: "admin/collaborations",
  student: "collaborations/student",
};

export const collaborationKeys = {
  all: ["collaborations"] as const,
  list: (scope: CollaborationScope, status: CollaborationStatus | undefined, page: number, company: string) =>
    ["collaborations", "list", scope, status ?? "all", page, company] as const,
  detail: (id: number) => ["collaborations", "detail", id] as const,
  profileFeedback: (profileId: number) => ["collaborations", "profile-feedback", profileId] as const,
  employeeReviews: (profileId: number) => ["collaborations", "employee-reviews", profileId] as const,
};

export const PAGE_SIZE = 20;

export function useCollaborations(
  scope: CollaborationScope,
  options: { status?: CollaborationStatus; page: number; company?: string },
) {
  return useQuery({
    queryKey: collaborationKeys.list(scope, options.status, options.page, options.company ?? ""),
    queryFn: ({ signal }) =>
      apiRequest(LIST_PATH[scope], collaborationPageSchema, {
        auth: true,
        signal,
        query: {
          page: options.page,
          limit: PAGE_SIZE,
          status: options.status,
          company: scope === "admin" && options.company ? options.company : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCollaboration(id: number | null) {
  return useQuery({
    queryKey: collaborationKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`collaborations/${id}`, collaborationDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** Every change refreshes the lists, the detail and the notification bell. */
function useChange<TInput>(path: (input: TInput) => string, body?: (input: TInput) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      apiRequest(path(input), collaborationDetailSchema, {
        method: "POST",
        auth: true,
        body: body ? body(input) : {},
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(collaborationKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: collaborationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["notifications"] });
    },
  });
}

export const useStartFromNomination = () =>
  useChange<{ nominationId: number }>(
    () => "collaborations",
    (i) => ({ nomination_id: i.nominationId }),
  );

export const useTransition = () =>
  useChange<{ id: number; action: "start" | "complete" }>((i) => `collaborations/${i.id}/${i.action}`);

export const useCancelCollaboration = () =>
  useChange<{ id: number } & CancelCollaborationBody>(
    (i) => `collaborations/${i.id}/cancel`,
    (i) => ({ reason: i.reason }),
  );

export const useProposeInterview = () =>
  useChange<{ id: number; body: InterviewProposeBody }>(
    (i) => `collaborations/${i.id}/interviews`,
    (i) => i.body,
  );

export const useRespondInterview = () =>
  useChange<{ interviewId: number; slot_id?: number; decline?: boolean }>(
    (i) => `interviews/${i.interviewId}/respond`,
    (i) => (i.decline ? { decline: true } : { slot_id: i.slot_id }),
  );

export const useInterviewOutcome = () =>
  useChange<{ interviewId: number; body: InterviewOutcomeBody }>(
    (i) => `interviews/${i.interviewId}/outcome`,
    (i) => i.body,
  );

export const useLeaveFeedback = () =>
  useChange<{ id: number; body: CollaborationFeedbackBody }>(
    (i) => `collaborations/${i.id}/feedback`,
    (i) => i.body,
  );

export const useReplyFeedback = () =>
  useChange<{ id: number; reply: string }>(
    (i) => `collaborations/${i.id}/feedback/reply`,
    (i) => ({ reply: i.reply }),
  );

/** The confirmed interview's calendar file, downloaded with the session (apiDownload refreshes the token). */
export async function downloadInterviewIcs(interviewId: number): Promise<void> {
  const blob = await apiDownload(`interviews/${interviewId}/ics`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `interview-${interviewId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useProfileFeedback(profileId: number) {
  return useQuery({
    queryKey: collaborationKeys.profileFeedback(profileId),
    queryFn: ({ signal }) =>
      apiRequest(`profiles/${profileId}/collaboration-feedback`, profileFeedbackSchema, {
        auth: true,
        signal,
      }),
  });
}

export function useEmployeeReviews(profileId: number | null) {
  return useQuery({
    queryKey: collaborationKeys.employeeReviews(profileId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest("employee-reviews", z.array(employeeReviewSchema), {
        auth: true,
        signal,
        query: { profile_id: profileId ?? 0 },
      }),
    enabled: profileId !== null,
  });
}

export function useAddEmployeeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeReviewBody) =>
      apiRequest("employee-reviews", z.array(employeeReviewSchema), { method: "POST", auth: true, body }),
    onSuccess: (reviews, body) =>
      queryClient.setQueryData(collaborationKeys.employeeReviews(Number(body.profile_id)), reviews),
  });
}

/** The public token page: no session. */
export function useInterviewToken(token: string) {
  return useQuery({
    queryKey: ["interview-token", token],
    queryFn: ({ signal }) =>
      apiRequest("collaborations/interview/checkInterviewToken", interviewTokenInfoSchema, {
        signal,
        query: { token },
      }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAnswerInterviewToken() {
  return useMutation({
    mutationFn: (body: { token: string; slot_id?: number; decline?: boolean }) =>
      apiRequest(
        "collaborations/interview/updateInterviewToken",
        z.object({ status: z.enum(["accepted", "declined"]) }),
        { method: "POST", body },
      ),
  });
}
