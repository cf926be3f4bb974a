/** The states, sides, actions and limits of a collaboration (shared by its schemas and rules.ts). */
/** Collaboration lifecycle (domain sketch): requested → interview → active → completed | cancelled. */
export const COLLABORATION_STATUSES = ["requested", "interview", "active", "completed", "cancelled"] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];
export const OPEN_COLLABORATION_STATUSES = ["requested", "interview", "active"] as const;

/** Interview: proposed → confirmed → done | cancelled (declined). */
export const INTERVIEW_STATUSES = ["proposed", "confirmed", "done", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Who looks at a collaboration: its client, its supplier (the profile's company), staff, or the student. */
export type CollaborationSide = "client" | "supplier" | "staff" | "student";

/** What a side may do on a collaboration (rules.ts decides from the status). */
export const COLLABORATION_ACTIONS = [
  "propose_interview",
  "respond_interview",
  "interview_outcome",
  "start",
  "complete",
  "cancel",
  "feedback",
  "reply",
  "request_review",
] as const;
export type CollaborationAction = (typeof COLLABORATION_ACTIONS)[number];

/** Limits of the forms of this domain. */
export const COLLABORATION_LIMITS = {
  slotsMin: 2,
  slotsMax: 5,
  /** A slot starts at least this long after now, and slots are at least this far apart (minutes). */
  slotLeadMinutes: 60,
  slotGapMinutes: 60,
  durationMin: 15,
  durationMax: 480,
  inviteesMax: 5,
  locationMax: 300,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  commentMax: 2000,
  /** External invitees' links stay valid this long (days). */
  tokenTtlDays: 14,
} as const;
