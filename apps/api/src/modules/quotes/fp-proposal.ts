import { randomUUID } from "node:crypto";
import { type FpProposalInput, must, todayIso, validateFpProposal } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Actor } from "../auth/index.ts";
import { insertQuote } from "./queries/quotes.ts";

/** A Fixed Price proposal checked against its need and its document stored: ready to be inserted. */
export type PreparedFpProposal = {
  needId: number;
  clientCompanyId: number;
  input: FpProposalInput;
  document: { key: string; name: string; size: number } | null;
};

/**
 * Checks a proposal against its need's deadline (400 validation.failed with field errors) and stores its optional
 * document under `quotes/<needId>/`. Shared by the market proposal (POST needs/:id/proposals) and the answer to a
 * quote request on a service (service-requests module), which then insert it inside their own transaction.
 */
export async function prepareFpProposal(
  storage: Storage,
  need: { id: number; companyId: number; deadline: string | null },
  input: FpProposalInput,
  document: { data: Buffer; filename: string } | null,
): Promise<PreparedFpProposal> {
  const issues = validateFpProposal(input, { deadline: need.deadline }, todayIso());
  if (issues.length > 0)
    throw new AppError("validation.failed", {
      fieldErrors: issues.map((i) => ({ field: i.field, code: i.code, message: "" })),
    });
  let stored: PreparedFpProposal["document"] = null;
  if (document) {
    const key = `quotes/${need.id}/${randomUUID()}.pdf`;
    await storage.put(key, document.data);
    stored = { key, name: document.filename, size: document.data.length };
  }
  return { needId: need.id, clientCompanyId: need.companyId, input, document: stored };
}

/** Inserts a prepared Fixed Price proposal (quote kind "fp", status sent) in the caller's transaction; its id. */
export async function insertFpProposal(
  tx: DbOrTx,
  sender: Actor,
  proposal: PreparedFpProposal,
): Promise<number> {
  const id = await insertQuote(tx, {
    needId: proposal.needId,
    kind: "fp",
    supplierCompanyId: sender.companyId,
    clientCompanyId: proposal.clientCompanyId,
    createdBy: sender.userId,
    price: String(proposal.input.price),
    deliveryDate: proposal.input.delivery_date,
    note: proposal.input.note,
    documentKey: proposal.document?.key ?? null,
    documentName: proposal.document?.name ?? null,
    documentSize: proposal.document?.size ?? null,
  });
  return must(id, "the proposal insert returned no row");
}
