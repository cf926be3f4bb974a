import { randomUUID } from "node:crypto";
import {
  type ClientNeed,
  type ClientNeedListItem,
  type ClientNeedListQuery,
  clientNeedListQuerySchema,
  type FpNeedInput,
  LIMIT_ACTION,
  must,
  NEED_LIMITS,
  type NeedStatus,
  type NeedType,
  ROLE,
  type RoleId,
  type TmNeedInput,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import type { AuthContext } from "../auth/index.ts";
import { positionIdsOfNeed, refreshPositionMatches } from "../matching/index.ts";
import { resolvePlace } from "../places/index.ts";
import { assertFunctionAllowed, findSubscription, usageCounters } from "../plans/index.ts";
import { assertReferences } from "./check-references.ts";
import {
  companyNeedsPage,
  countPositionsOfNeed,
  deletePositionsOfNeed,
  insertNeed,
  insertNeedDocument,
  updateNeed,
} from "./own-need-queries.ts";
import { findNeed, insertPositions, type NeedRow, needDetail, setStatus, toDocument } from "./queries.ts";

/** Roles that create and manage their company's needs. */
export const NEED_OWNER_ROLES: RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

export type NeedOwner = { companyId: number; companyType: string; roleId: RoleId; userId: number };
export const ownerOf = (auth: AuthContext): NeedOwner => ({
  companyId: auth.row.companyId,
  companyType: auth.row.companyType,
  roleId: auth.roleId,
  userId: auth.row.userId,
});

/**
 * The plan check of a creation: the function must be in the plan (tEm positions, PFP projects) and the new
 * rows must fit under max_position / max_project. Answers 403 plans.function_blocked with the limitation.
 */
async function assertRoom(db: Db, owner: NeedOwner, fn: "tEm" | "PFP", adding: number) {
  // A draft keeping or dropping positions needs no room: they were counted when written.
  if (adding <= 0) return;
  const limitation = await assertFunctionAllowed(db, owner.companyId, owner.companyType, owner.roleId, fn);
  const sub = await findSubscription(db, owner.companyId);
  const counters = await usageCounters(db, owner.companyId);
  const max = fn === "tEm" ? sub?.plan.maxPosition : sub?.plan.maxProject;
  const used = fn === "tEm" ? counters.positions : counters.projects;
  if (max === null || max === undefined || used + adding <= max) return;
  throw new AppError("plans.function_blocked", {
    data: {
      ...limitation,
      blocked: true,
      action: fn === "tEm" ? LIMIT_ACTION.POSITIONS : LIMIT_ACTION.PROJECTS,
      blocked_for_limit_detail: {
        name_limit: fn === "tEm" ? "max_position" : "max_project",
        number_max_limit: max,
      },
    },
  });
}

/** The company's own need (404 for another company's, whose existence is not revealed). */
export async function ownNeed(db: Db, owner: NeedOwner, id: number): Promise<NeedRow> {
  const row = await findNeed(db, id);
  // A "directed" need is a quote request on services: it lives in the service-requests module, never here.
  if (!row || row.companyId !== owner.companyId || row.status === "directed")
    throw new AppError("common.not_found");
  return row;
}

const needValues = (input: TmNeedInput | FpNeedInput) => ({
  title: input.title,
  description: input.description,
  sectorCode: input.sector_code,
  city: input.city,
  placeId: resolvePlace(input.city)?.id ?? null,
  remoteAllowed: input.remote_allowed,
  anonymous: input.anonymous,
});
/** Positions with their city resolved to a place (issue 22). */
const withPlaces = <T extends { city: string | null }>(positions: T[]) =>
  positions.map((p) => ({ ...p, placeId: resolvePlace(p.city)?.id ?? null }));
const fpValues = (input: FpNeedInput) => ({ budget: String(input.budget), deadline: input.deadline });

export async function createTmNeed(db: Db, owner: NeedOwner, input: TmNeedInput): Promise<ClientNeed> {
  await assertRoom(db, owner, "tEm", input.positions.length);
  await assertReferences(db, input.sector_code, input.positions);
  const status: NeedStatus = input.publish ? "published" : "draft";
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const created = must(
      await insertNeed(tx, {
        companyId: owner.companyId,
        type: "tm",
        status,
        ...needValues(input),
        createdBy: owner.userId,
        publishedAt: input.publish ? now : null,
      }),
      "the need insert returned no row",
    );
    await insertPositions(tx, created.id, withPlaces(input.positions), status, input.publish ? now : null);
    return created;
  });
  if (input.publish) await refreshPositionMatches(db, await positionIdsOfNeed(db, row.id));
  return needDetail(db, row);
}

export async function createFpNeed(db: Db, owner: NeedOwner, input: FpNeedInput): Promise<ClientNeed> {
  await assertRoom(db, owner, "PFP", 1);
  await assertReferences(db, input.sector_code, []);
  const row = must(
    await insertNeed(db, {
      companyId: owner.companyId,
      type: "fp",
      status: input.publish ? "published" : "draft",
      ...needValues(input),
      ...fpValues(input),
      createdBy: owner.userId,
      publishedAt: input.publish ? new Date() : null,
    }),
    "the need insert returned no row",
  );
  return needDetail(db, row);
}

/** Saves a draft (the autosave target): the need's fields and, for T&M, its whole list of positions. */
export async function updateDraft(
  db: Db,
  owner: NeedOwner,
  id: number,
  input: { type: "tm"; body: TmNeedInput } | { type: "fp"; body: FpNeedInput },
): Promise<ClientNeed> {
  const current = await ownNeed(db, owner, id);
  if (current.type !== input.type) throw new AppError("common.not_found");
  if (current.status !== "draft") throw new AppError("needs.not_draft");
  if (input.type === "tm") {
    const existing = await countPositionsOfNeed(db, id);
    await assertRoom(db, owner, "tEm", input.body.positions.length - existing);
    await assertReferences(db, input.body.sector_code, input.body.positions);
  } else {
    await assertReferences(db, input.body.sector_code, []);
  }
  await db.transaction(async (tx) => {
    await updateNeed(tx, id, {
      ...needValues(input.body),
      ...(input.type === "fp" ? fpValues(input.body) : {}),
      updatedAt: new Date(),
    });
    if (input.type === "tm") {
      await deletePositionsOfNeed(tx, id);
      await insertPositions(tx, id, withPlaces(input.body.positions), "draft", null);
    }
    if (input.body.publish) await setStatus(tx, id, "published");
  });
  if (input.type === "tm" && input.body.publish)
    await refreshPositionMatches(db, await positionIdsOfNeed(db, id));
  return needDetail(db, must(await findNeed(db, id), `need ${id} read back`));
}

export async function publishNeed(db: Db, owner: NeedOwner, id: number): Promise<ClientNeed> {
  const current = await ownNeed(db, owner, id);
  if (current.status !== "draft") throw new AppError("needs.not_draft");
  await db.transaction((tx) => setStatus(tx, id, "published"));
  await refreshPositionMatches(db, await positionIdsOfNeed(db, id));
  return needDetail(db, must(await findNeed(db, id), `need ${id} read back`));
}

export async function closeNeed(db: Db, owner: NeedOwner, id: number): Promise<ClientNeed> {
  const current = await ownNeed(db, owner, id);
  if (current.status === "closed") throw new AppError("needs.already_closed");
  await db.transaction((tx) => setStatus(tx, id, "closed"));
  await refreshPositionMatches(db, await positionIdsOfNeed(db, id));
  return needDetail(db, must(await findNeed(db, id), `need ${id} read back`));
}

export async function getOwnNeed(db: Db, owner: NeedOwner, id: number) {
  return needDetail(db, await ownNeed(db, owner, id));
}

export async function listOwnNeeds(db: Db, owner: NeedOwner, query: ClientNeedListQuery) {
  const q = clientNeedListQuerySchema.parse(query);
  const { total, rows } = await companyNeedsPage(
    db,
    { companyId: owner.companyId, status: q.status, type: q.type },
    pageWindow(q),
  );
  const items: ClientNeedListItem[] = rows.map(({ need: n, positions }) => ({
    id: n.id,
    type: n.type as NeedType,
    title: n.title,
    status: n.status as NeedStatus,
    budget: n.budget === null ? null : Number(n.budget),
    deadline: n.deadline,
    updated_at: n.updatedAt.toISOString(),
    published_at: n.publishedAt ? n.publishedAt.toISOString() : null,
    positions_count: positions,
  }));
  return toPage(q, total, items);
}

/**
 * Stores a document of an open (draft or published) need: the FP functional analysis (PDF or DOCX) or any
 * attachment.
 */
export async function saveNeedDocument(
  db: Db,
  storage: Storage,
  owner: NeedOwner,
  needId: number,
  kind: "functional_analysis" | "attachment",
  file: IncomingFile | undefined,
) {
  const row = await ownNeed(db, owner, needId);
  if (kind === "functional_analysis" && row.type !== "fp") throw new AppError("needs.not_fixed_price");
  if (row.status === "closed") throw new AppError("needs.already_closed");
  const upload = await readUpload(file, { maxBytes: NEED_LIMITS.documentMaxBytes, kinds: ["pdf", "docx"] });
  const key = `needs/${needId}/${randomUUID()}.${upload.kind}`;
  await storage.put(key, upload.data);
  const doc = await insertNeedDocument(db, {
    needId,
    kind,
    filename: upload.filename,
    storageKey: key,
    size: upload.data.length,
    uploadedBy: owner.userId,
  });
  return toDocument(must(doc, "the document insert returned no row"));
}
