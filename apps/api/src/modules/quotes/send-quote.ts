import {
  type ErrorCode,
  type FieldError,
  type FpProposalInput,
  type Quote,
  type QuoteRuleIssue,
  type TmQuoteInput,
  validateTmQuote,
} from "@mkt/contracts";
import { type Db, isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Actor } from "../auth/index.ts";
import { assertMayQuote } from "../company/index.ts";
import { insertFpProposal, prepareFpProposal } from "./fp-proposal.ts";
import { settleInviteSummaries } from "./invite-summary.ts";
import { loadQuotes } from "./queries/load-quotes.ts";
import {
  findNeedToPropose,
  findPositionToQuote,
  insertNominations,
  insertQuote,
  liveNominations,
  profilesToNominate,
} from "./queries/quotes.ts";
import { notifyCompany } from "./quote-notices.ts";

const fieldErrors = (issues: QuoteRuleIssue[]): FieldError[] =>
  issues.map((i) => ({ field: i.field, code: i.code, message: "" }));
const invalidFields = (issues: QuoteRuleIssue[]) =>
  new AppError("validation.failed", { fieldErrors: fieldErrors(issues) });

/** POST positions/:id/quotes: a T&M quote with its candidacies, on a published position. */
export async function sendTmQuote(
  db: Db,
  bus: RealtimeBus,
  sender: Actor,
  positionId: number,
  input: TmQuoteInput,
): Promise<Quote> {
  const target = await findPositionToQuote(db, positionId);
  if (target?.needType !== "tm" || target.position.status === "draft") throw new AppError("common.not_found");
  if (target.position.status !== "published" || target.needStatus !== "published")
    throw new AppError("quotes.position_not_open");
  await assertMayQuote(db, sender.companyId);
  const issues = validateTmQuote(input, {
    date_start: target.position.dateStart,
    date_end: target.position.dateEnd,
    profiles_wanted: target.position.profilesWanted,
  });
  if (issues.length > 0) throw invalidFields(issues);
  const profiles = await profilesToNominate(db, input.profile_ids);
  const field = (code: ErrorCode) =>
    new AppError(code, { fieldErrors: [{ field: "profile_ids", code, message: "" }] });
  if (profiles.length !== input.profile_ids.length || profiles.some((p) => p.companyId !== sender.companyId))
    throw field("quotes.profile_not_yours");
  if (profiles.some((p) => !p.published)) throw field("quotes.profile_not_published");
  // A candidacy withdrawn with its quote no longer counts: the profile may be proposed again.
  const taken = await liveNominations(db, positionId, input.profile_ids);
  if (taken.length > 0) throw field("quotes.duplicate_candidacy");
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const createdId = await insertQuote(tx, {
        needId: target.position.needId,
        positionId,
        kind: "tm",
        supplierCompanyId: sender.companyId,
        clientCompanyId: target.clientId,
        createdBy: sender.userId,
        dailyRate: String(input.daily_rate),
        dateStart: input.date_start,
        dateEnd: input.date_end,
        profileNumber: input.profile_number,
        note: input.note,
      });
      if (createdId === undefined) throw new Error("the quote insert returned no row");
      // One live candidacy per profile and position (partial unique index): withdrawn ones stay with their quote.
      // Inserted in id order, so two quotes naming the same profiles in another order wait, never deadlock.
      const profileIds = [...input.profile_ids].sort((x, y) => x - y);
      await insertNominations(tx, createdId, positionId, profileIds);
      await notifyCompany(tx, bus, target.clientId, {
        type: "quote_received",
        params: { title: target.position.title },
        link: `/need/detail?id=${target.position.needId}&position=${positionId}&tab=quotes`,
      });
      // Proposing invited profiles answers their invitations: the "You have N invites" summaries follow.
      await settleInviteSummaries(tx, bus, sender.companyId);
      return createdId;
    });
  } catch (error) {
    // Concurrent quotes naming the same profile: the unique index decides (the later ones wait for the first
    // to commit, then fail with 23505, which node-postgres reports wrapped in drizzle's error).
    if (isUniqueViolation(error)) throw field("quotes.duplicate_candidacy");
    throw error;
  }
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}
/** POST needs/:id/proposals: a Fixed Price proposal with an optional document, on a published FP need. */
export async function sendFpProposal(
  db: Db,
  bus: RealtimeBus,
  storage: Storage,
  sender: Actor,
  needId: number,
  input: FpProposalInput,
  document: { data: Buffer; filename: string } | null,
): Promise<Quote> {
  const row = await findNeedToPropose(db, needId);
  // A need directed to chosen services (a quote request) is answered only through the service-requests module.
  if (row?.type !== "fp" || row.status === "draft" || row.status === "directed")
    throw new AppError("common.not_found");
  if (row.status !== "published") throw new AppError("quotes.position_not_open");
  await assertMayQuote(db, sender.companyId);
  const proposal = await prepareFpProposal(storage, row, input, document);
  const id = await db.transaction(async (tx) => {
    const createdId = await insertFpProposal(tx, sender, proposal);
    await notifyCompany(tx, bus, row.companyId, {
      type: "proposal_received",
      params: { title: row.title },
      link: `/need/detail?id=${needId}&tab=proposals`,
    });
    return createdId;
  });
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  if (!dto) throw new Error(`quote ${id} could not be read back`);
  return dto;
}
