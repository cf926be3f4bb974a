import {
  type ExternalCollaborationFeedbackBody,
  type ExternalFeedbackBody,
  externalCollaborationReviewInfoSchema,
  externalFeedbackRequestSchema,
  type ReviewRequestBody,
  reviewRequestResultSchema,
  type SurveyBody,
  surveyResultSchema,
} from "@mkt/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

/** POST feedback/addRequestExternalFeedback: mails an outside contact a one-time review link. */
export function useRequestExternalReview() {
  return useMutation({
    mutationFn: (body: ReviewRequestBody) =>
      apiRequest("feedback/addRequestExternalFeedback", reviewRequestResultSchema, {
        method: "POST",
        body,
        auth: true,
      }),
  });
}

/** GET feedback/checkTokenExternalFeedback (public): the request behind the mailed token. */
export function useExternalReviewRequest(token: string) {
  return useQuery({
    queryKey: ["external-review", token],
    queryFn: () =>
      apiRequest("feedback/checkTokenExternalFeedback", externalFeedbackRequestSchema, { query: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST feedback/addFeedbackExternal (public): the reviewer's answer, once. */
export function useAddExternalFeedback() {
  return useMutation({
    mutationFn: (body: ExternalFeedbackBody) =>
      apiRequest("feedback/addFeedbackExternal", z.object({ id: z.number() }), { method: "POST", body }),
  });
}

/** GET feedback/checkTokenExternalFeedbackCollaboration (public): the collaboration to review, and the language. */
export function useCollaborationReviewRequest(token: string) {
  return useQuery({
    queryKey: ["external-collaboration-review", token],
    queryFn: () =>
      apiRequest("feedback/checkTokenExternalFeedbackCollaboration", externalCollaborationReviewInfoSchema, {
        query: { token },
      }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST feedback/addFeedbackExternalCollaboration (public): the outside contact's review, once. */
export function useAddCollaborationReview() {
  return useMutation({
    mutationFn: (body: ExternalCollaborationFeedbackBody) =>
      apiRequest("feedback/addFeedbackExternalCollaboration", z.object({ id: z.number() }), {
        method: "POST",
        body,
      }),
  });
}

/** POST feedback/survey: the user's one answer to the §4 survey; the server sets send_feedback to 1. */
export function useAnswerSurvey() {
  return useMutation({
    mutationFn: (body: SurveyBody) =>
      apiRequest("feedback/survey", surveyResultSchema, { method: "POST", body, auth: true }),
  });
}
