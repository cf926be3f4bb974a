import type { ServiceContent } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { liveColumns, readContent, stateOf, statusOf } from "./mappers.ts";
import { insertDraftRevision, moveRevision, updateDraftContent } from "./queries/revisions.ts";
import { insertServiceRow, type ServiceRow, updateServiceRow } from "./queries/services.ts";

/**
 * The state moves of a service, each on a locked row inside the caller's transaction; the use-case files check
 * who may do them and notify, the demo seed calls them directly. A move that does not apply any more (another
 * request got there first) throws the code the caller should see.
 */

/** A new service of the company with this content as its first draft; its id. */
export async function createServiceDraft(
  tx: DbOrTx,
  input: { companyId: number; userId: number | null; content: ServiceContent },
): Promise<number> {
  const id = await insertServiceRow(tx, { companyId: input.companyId, createdBy: input.userId });
  if (id === undefined) throw new Error("create service: the insert returned no id");
  const revisionId = await insertDraftRevision(tx, {
    serviceId: id,
    content: input.content,
    createdBy: input.userId,
  });
  await updateServiceRow(tx, id, { workingRevisionId: revisionId ?? null, status: "draft" });
  return id;
}

/**
 * Saves the content as the working draft: the draft is updated, a rejected revision is superseded by a new draft,
 * an approved service without changes gets a new draft (its live version stays). Refused while in review.
 */
export async function saveWorkingDraft(
  tx: DbOrTx,
  row: ServiceRow,
  userId: number | null,
  content: ServiceContent,
): Promise<void> {
  const state = stateOf(row);
  if (state.working === "submitted") throw new AppError("services.in_review");
  const workingId = row.service.workingRevisionId;
  if (state.working === "draft" && workingId !== null && (await updateDraftContent(tx, workingId, content))) {
    await updateServiceRow(tx, row.service.id, {});
    return;
  }
  if (state.working === "rejected" && workingId !== null)
    await moveRevision(tx, workingId, "rejected", { status: "superseded" });
  const revisionId = await insertDraftRevision(tx, { serviceId: row.service.id, content, createdBy: userId });
  if (revisionId === undefined) throw new Error("save service: the revision insert returned no id");
  await updateServiceRow(tx, row.service.id, {
    workingRevisionId: revisionId,
    status: statusOf({ ...state, working: "draft" }),
    submittedAt: null,
  });
}

/** The working draft goes to review. */
export async function submitWorking(tx: DbOrTx, row: ServiceRow, now: Date): Promise<void> {
  const state = stateOf(row);
  const workingId = row.service.workingRevisionId;
  if (state.working !== "draft" || workingId === null) throw new AppError("services.nothing_to_submit");
  if (!(await moveRevision(tx, workingId, "draft", { status: "submitted", submittedAt: now })))
    throw new AppError("services.nothing_to_submit");
  await updateServiceRow(tx, row.service.id, {
    status: statusOf({ ...state, working: "submitted" }),
    submittedAt: now,
  });
}

/** The revision under review, or 409 services.not_in_review (also for the second of two racing decisions). */
async function decide(
  tx: DbOrTx,
  row: ServiceRow,
  move: Parameters<typeof moveRevision>[3],
): Promise<number> {
  const workingId = row.service.workingRevisionId;
  if (stateOf(row).working !== "submitted" || workingId === null)
    throw new AppError("services.not_in_review");
  if (!(await moveRevision(tx, workingId, "submitted", move))) throw new AppError("services.not_in_review");
  return workingId;
}

/**
 * Approval: the submitted content becomes the live version. `publish` decides the publication of a first
 * approval (later approvals keep it as it was).
 */
export async function approveWorking(
  tx: DbOrTx,
  row: ServiceRow,
  decision: { staffUserId: number | null; now: Date; publish: boolean },
): Promise<ServiceContent> {
  const firstApproval = row.service.approvedRevisionId === null;
  const revisionId = await decide(tx, row, {
    status: "approved",
    decidedAt: decision.now,
    decidedBy: decision.staffUserId,
  });
  const content = readContent(row.working?.content);
  await updateServiceRow(tx, row.service.id, {
    ...liveColumns(content),
    status: "approved",
    approvedRevisionId: revisionId,
    workingRevisionId: null,
    submittedAt: null,
    approvedAt: decision.now,
    ...(firstApproval ? { published: decision.publish } : {}),
  });
  return content;
}

/** Rejection: the revision stays the working one, with the reason its supplier reads. */
export async function rejectWorking(
  tx: DbOrTx,
  row: ServiceRow,
  decision: { staffUserId: number | null; now: Date; reason: string },
): Promise<ServiceContent> {
  await decide(tx, row, {
    status: "rejected",
    decidedAt: decision.now,
    decidedBy: decision.staffUserId,
    rejectionReason: decision.reason,
  });
  const content = readContent(row.working?.content);
  await updateServiceRow(tx, row.service.id, {
    status: statusOf({ ...stateOf(row), working: "rejected" }),
    submittedAt: null,
  });
  return content;
}
