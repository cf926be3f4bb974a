import { z } from "zod";
import { COLLABORATION_STATUSES, INTERVIEW_STATUSES } from "../collaborations/constants.ts";

/**
 * The collaboration detail by token (issue 16 item 6, spec §7 `open/getDetailCollaborationOpen`): a client user
 * follows a link from a collaboration e-mail and reads the collaboration without signing in. The token is a
 * signed purpose token naming the user and the collaboration, valid this many days (not one-time-use).
 */
export const OPEN_COLLABORATION_LINK_DAYS = 30;

/** The body: the link's token (a signed JWT, so longer than the open-access tokens). */
export const openCollaborationRequestSchema = z.object({
  token: z.string().trim().min(1, "validation.required").max(1000, "validation.max_length"),
});
export type OpenCollaborationRequest = z.infer<typeof openCollaborationRequestSchema>;

/** What the link shows, read-only: the collaboration's parties by company name, no e-mail, phone or CV. */
export const openCollaborationSchema = z.object({
  id: z.number(),
  status: z.enum(COLLABORATION_STATUSES),
  profile_name: z.string(),
  client_name: z.string(),
  supplier_name: z.string(),
  need_title: z.string().nullable(),
  position_title: z.string().nullable(),
  service_title: z.string().nullable(),
  price: z.number().nullable(),
  daily_rate: z.number().nullable(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  interview_status: z.enum(INTERVIEW_STATUSES).nullable(),
  interview_starts_at: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The signed-in page of the same collaboration (after sign-in). */
  signed_in_path: z.string(),
});
export type OpenCollaboration = z.infer<typeof openCollaborationSchema>;
