import {
  COLLABORATION_LIMITS,
  type CollaborationAction,
  type CollaborationSide,
  type CollaborationStatus,
  type InterviewStatus,
} from "./constants.ts";

/** The state moves of a collaboration: which side may take which action from which status. */
const MOVES: Record<
  "start" | "complete" | "cancel" | "propose_interview",
  { from: readonly CollaborationStatus[]; to: CollaborationStatus; sides: readonly CollaborationSide[] }
> = {
  // The client proposes an interview before the work starts (again after a declined one).
  propose_interview: { from: ["requested", "interview"], to: "interview", sides: ["client"] },
  // The client starts the engagement, with or without an interview.
  start: { from: ["requested", "interview"], to: "active", sides: ["client"] },
  // Only the client closes a running engagement as done.
  complete: { from: ["active"], to: "completed", sides: ["client"] },
  // Either company (and staff) may call off an open collaboration, with a reason.
  cancel: {
    from: ["requested", "interview", "active"],
    to: "cancelled",
    sides: ["client", "supplier", "staff"],
  },
};

/**
 * The status after `action` by `side`, or null when that side may not do it from `status`. A service
 * collaboration (`isService`: a service bought, no profile) has no interview.
 */
export function collaborationTransition(
  status: CollaborationStatus,
  action: keyof typeof MOVES,
  side: CollaborationSide,
  isService = false,
): CollaborationStatus | null {
  if (isService && action === "propose_interview") return null;
  const move = MOVES[action];
  return move.from.includes(status) && move.sides.includes(side) ? move.to : null;
}

export type CollaborationFacts = {
  status: CollaborationStatus;
  /** The latest interview's status, if any. */
  interviewStatus: InterviewStatus | null;
  /** The latest interview already has an outcome. */
  interviewOutcome: "positive" | "negative" | null;
  hasFeedback: boolean;
  hasReply: boolean;
  /** A service collaboration: a service bought at a fixed price, no profile, so no interview. */
  isService: boolean;
};

/** Everything `side` may do now, for the buttons of the list and the detail. */
export function allowedCollaborationActions(
  facts: CollaborationFacts,
  side: CollaborationSide,
): CollaborationAction[] {
  const actions: CollaborationAction[] = [];
  const openInterview = facts.interviewStatus === "proposed" || facts.interviewStatus === "confirmed";
  if (collaborationTransition(facts.status, "propose_interview", side, facts.isService) && !openInterview)
    actions.push("propose_interview");
  if (side === "supplier" && facts.status === "interview" && facts.interviewStatus === "proposed")
    actions.push("respond_interview");
  if (side === "client" && facts.status === "interview" && facts.interviewStatus === "confirmed")
    actions.push("interview_outcome");
  if (collaborationTransition(facts.status, "start", side) && !openInterview) actions.push("start");
  if (collaborationTransition(facts.status, "complete", side)) actions.push("complete");
  if (collaborationTransition(facts.status, "cancel", side)) actions.push("cancel");
  if (side === "client" && facts.status === "completed" && !facts.hasFeedback) actions.push("feedback");
  if (side === "supplier" && facts.hasFeedback && !facts.hasReply) actions.push("reply");
  // The supplier asks an outside contact (e.g. the client's project referent) to review the work.
  if (side === "supplier" && (facts.status === "active" || facts.status === "completed"))
    actions.push("request_review");
  return actions;
}

/** Interview moves: an invitee picks a slot or declines a proposed interview; the client records the outcome. */
export function interviewTransition(
  status: InterviewStatus,
  action: "confirm" | "decline" | "outcome",
): InterviewStatus | null {
  if (action === "confirm") return status === "proposed" ? "confirmed" : null;
  if (action === "decline") return status === "proposed" ? "cancelled" : null;
  return status === "confirmed" ? "done" : null;
}

export type SlotIssue = { field: string; code: string };

/**
 * The proposed slots: 2–5, each at least an hour from now, at least an hour apart from each other (so two
 * interviews of the default length never overlap and duplicates are refused).
 */
export function validateInterviewSlots(slots: readonly string[], now: Date): SlotIssue[] {
  const issues: SlotIssue[] = [];
  if (slots.length < COLLABORATION_LIMITS.slotsMin || slots.length > COLLABORATION_LIMITS.slotsMax)
    issues.push({ field: "slots", code: "validation.slot_count" });
  const times = slots.map((s) => new Date(s).getTime());
  const lead = now.getTime() + COLLABORATION_LIMITS.slotLeadMinutes * 60_000;
  const gap = COLLABORATION_LIMITS.slotGapMinutes * 60_000;
  times.forEach((time, i) => {
    if (Number.isNaN(time)) issues.push({ field: `slots.${i}`, code: "validation.invalid" });
    else if (time < lead) issues.push({ field: `slots.${i}`, code: "validation.future_date" });
    else if (times.slice(0, i).some((other) => Math.abs(other - time) < gap))
      issues.push({ field: `slots.${i}`, code: "validation.slot_spacing" });
  });
  return issues;
}
