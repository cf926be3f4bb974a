import type { FpProposalInput, NominationStatus, QuoteAction, QuoteStatus, TmQuoteInput } from "./schemas.ts";

/** A field-level problem found by a rule: the field and its validation code. */
export type QuoteRuleIssue = { field: string; code: string };

/**
 * The client's moves on a quote (domain sketch: sent → viewed → favourite | discarded → accepted | rejected):
 * an open quote (sent, viewed, favourite) can be marked favourite (unless it already is), discarded or accepted;
 * discarded, accepted and rejected are final. Answers the new status, or null when the move is not allowed.
 */
export function quoteTransition(status: QuoteStatus, action: QuoteAction): QuoteStatus | null {
  const open = status === "sent" || status === "viewed" || status === "favourite";
  if (!open) return null;
  if (action === "favourite") return status === "favourite" ? null : "favourite";
  if (action === "discard") return "discarded";
  return "accepted";
}

/** The same moves on a candidacy: proposed → favourite | discarded → accepted; discarded and accepted are final. */
export function nominationTransition(status: NominationStatus, action: QuoteAction): NominationStatus | null {
  const open = status === "proposed" || status === "favourite";
  if (!open) return null;
  if (action === "favourite") return status === "favourite" ? null : "favourite";
  if (action === "discard") return "discarded";
  return "accepted";
}

/**
 * The supplier may withdraw its quote or proposal while it is open (sent, viewed, favourite) and the client
 * has accepted none of its candidacies; discarded, accepted, rejected and withdrawn quotes stay as they are.
 */
export function canWithdrawQuote(
  status: QuoteStatus,
  nominations: readonly NominationStatus[] = [],
): boolean {
  const open = status === "sent" || status === "viewed" || status === "favourite";
  return open && !nominations.includes("accepted");
}

/** What a candidacy becomes when its quote is withdrawn: open ones are withdrawn, decided ones stay. */
export const nominationOnWithdraw = (status: NominationStatus): NominationStatus =>
  status === "proposed" || status === "favourite" ? "withdrawn" : status;

export const allowedQuoteActions = (status: QuoteStatus): QuoteAction[] =>
  (["favourite", "discard", "accept"] as const).filter((a) => quoteTransition(status, a) !== null);
export const allowedNominationActions = (status: NominationStatus): QuoteAction[] =>
  (["favourite", "discard", "accept"] as const).filter((a) => nominationTransition(status, a) !== null);

/** What a T&M quote is checked against: the position's window and size. */
export type QuotedPosition = {
  date_start: string | null;
  date_end: string | null;
  profiles_wanted: number;
};

/**
 * A T&M quote against its position: the dates inside the position's window (date_start..date_end, each bound
 * only when set) and profile_number not above the profiles the position wants. Schema rules (rate > 0, dates
 * in order, 1 ≤ profile_ids ≤ profile_number) run before this.
 */
export function validateTmQuote(input: TmQuoteInput, pos: QuotedPosition): QuoteRuleIssue[] {
  const issues: QuoteRuleIssue[] = [];
  const before = (d: string) => pos.date_start !== null && d < pos.date_start;
  const after = (d: string) => pos.date_end !== null && d > pos.date_end;
  if (before(input.date_start) || after(input.date_start))
    issues.push({ field: "date_start", code: "validation.outside_window" });
  if (before(input.date_end) || after(input.date_end))
    issues.push({ field: "date_end", code: "validation.outside_window" });
  if (input.profile_number > pos.profiles_wanted)
    issues.push({ field: "profile_number", code: "validation.too_many_profiles" });
  return issues;
}

/** An FP proposal against its need: delivery from today and not after the need's deadline (when set). */
export function validateFpProposal(
  input: FpProposalInput,
  need: { deadline: string | null },
  today: string,
): QuoteRuleIssue[] {
  if (input.delivery_date < today) return [{ field: "delivery_date", code: "validation.future_date" }];
  if (need.deadline !== null && input.delivery_date > need.deadline)
    return [{ field: "delivery_date", code: "validation.after_deadline" }];
  return [];
}
