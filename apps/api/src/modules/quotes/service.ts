import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import {
  canWithdrawQuote,
  type ErrorCode,
  type FieldError,
  type FpProposalInput,
  type MyQuotesQuery,
  myQuotesQuerySchema,
  type NominationStatus,
  nominationOnWithdraw,
  nominationTransition,
  PROFILE_MANAGER_ROLES,
  QUOTE_LIMITS,
  type Quote,
  type QuoteAction,
  type QuoteRuleIssue,
  type QuoteStatus,
  quoteTransition,
  ROLE,
  type RoleId,
  type TmQuoteInput,
  todayIso,
  validateFpProposal,
  validateTmQuote,
} from "@mkt/contracts";
import { and, count, desc, eq, inArray, ne, notExists } from "drizzle-orm";
import { type Db, isUniqueViolation, type Tx } from "../../db/client.ts";
import { appUser, company, need, nomination, position, profile, quote } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Actor } from "../auth/actor.ts";
import { readUpload } from "../company/profile-service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { assertFunctionAllowed } from "../plans/service.ts";
import { loadQuotes } from "./queries.ts";

/** Who answers needs with quotes: the profile managers of suppliers, freelancers and academies (own profiles). */
export const QUOTE_SENDER_ROLES: RoleId[] = [...PROFILE_MANAGER_ROLES];
/** Who reads and decides the quotes of their company's needs. */
export const QUOTE_CLIENT_ROLES: RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

const isClient = (a: Actor) => QUOTE_CLIENT_ROLES.includes(a.roleId);

const fieldErrors = (issues: QuoteRuleIssue[]): FieldError[] =>
  issues.map((i) => ({ field: i.field, code: i.code, message: "" }));
const invalidFields = (issues: QuoteRuleIssue[]) =>
  new AppError("validation.failed", { fieldErrors: fieldErrors(issues) });

/** §4 VP (show estimate): the client's plan must include seeing the quotes it receives. */
const assertShowEstimate = (db: Db, a: Actor) =>
  assertFunctionAllowed(db, a.companyId, a.companyType, a.roleId, "VP");

/** POST positions/:id/quotes: a T&M quote with its candidacies, on a published position. */
export async function sendTmQuote(
  db: Db,
  bus: RealtimeBus,
  sender: Actor,
  positionId: number,
  input: TmQuoteInput,
): Promise<Quote> {
  const [target] = await db
    .select({ position, needStatus: need.status, needType: need.type, clientId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  if (target?.needType !== "tm" || target.position.status === "draft") throw new AppError("common.not_found");
  if (target.position.status !== "published" || target.needStatus !== "published")
    throw new AppError("quotes.position_not_open");
  const issues = validateTmQuote(input, {
    date_start: target.position.dateStart,
    date_end: target.position.dateEnd,
    profiles_wanted: target.position.profilesWanted,
  });
  if (issues.length > 0) throw invalidFields(issues);
  const profiles = await db
    .select({ id: profile.id, companyId: profile.companyId, published: profile.published })
    .from(profile)
    .where(inArray(profile.id, input.profile_ids));
  const field = (code: ErrorCode) =>
    new AppError(code, { fieldErrors: [{ field: "profile_ids", code, message: "" }] });
  if (profiles.length !== input.profile_ids.length || profiles.some((p) => p.companyId !== sender.companyId))
    throw field("quotes.profile_not_yours");
  if (profiles.some((p) => !p.published)) throw field("quotes.profile_not_published");
  // A candidacy withdrawn with its quote no longer counts: the profile may be proposed again.
  const taken = await db
    .select({ id: nomination.id })
    .from(nomination)
    .where(
      and(
        eq(nomination.positionId, positionId),
        inArray(nomination.profileId, input.profile_ids),
        ne(nomination.status, "withdrawn"),
      ),
    );
  if (taken.length > 0) throw field("quotes.duplicate_candidacy");
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(quote)
        .values({
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
        })
        .returning({ id: quote.id });
      // One live candidacy per profile and position (partial unique index): withdrawn ones stay with their quote.
      // Inserted in id order, so two quotes naming the same profiles in another order wait, never deadlock.
      const profileIds = [...input.profile_ids].sort((x, y) => x - y);
      await tx
        .insert(nomination)
        .values(profileIds.map((profileId) => ({ quoteId: created!.id, positionId, profileId })));
      await notifyCompany(tx, bus, target.clientId, {
        type: "quote_received",
        params: { title: target.position.title },
        link: `/need/detail?id=${target.position.needId}&position=${positionId}&tab=quotes`,
      });
      return created!.id;
    });
  } catch (error) {
    // Concurrent quotes naming the same profile: the unique index decides (the later ones wait for the first
    // to commit, then fail with 23505, which node-postgres reports wrapped in drizzle's error).
    if (isUniqueViolation(error)) throw field("quotes.duplicate_candidacy");
    throw error;
  }
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  return dto!;
}

/** What the multipart proposal carries: its fields, and the document when one was attached. */
export type ProposalUpload = { input: FpProposalInput; file: MultipartFile | undefined };

/** Reads the optional PDF of a proposal (checked by content, at most 10 MB). */
export const readProposalDocument = (file: MultipartFile) =>
  readUpload(file, QUOTE_LIMITS.documentMaxBytes, ["pdf"]);

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
  const [row] = await db.select().from(need).where(eq(need.id, needId));
  if (row?.type !== "fp" || row.status === "draft") throw new AppError("common.not_found");
  if (row.status !== "published") throw new AppError("quotes.position_not_open");
  const issues = validateFpProposal(input, { deadline: row.deadline }, todayIso());
  if (issues.length > 0) throw invalidFields(issues);
  let key: string | null = null;
  if (document) {
    key = `quotes/${needId}/${randomUUID()}.pdf`;
    await storage.put(key, document.data);
  }
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(quote)
      .values({
        needId,
        kind: "fp",
        supplierCompanyId: sender.companyId,
        clientCompanyId: row.companyId,
        createdBy: sender.userId,
        price: String(input.price),
        deliveryDate: input.delivery_date,
        note: input.note,
        documentKey: key,
        documentName: document?.filename ?? null,
        documentSize: document?.data.length ?? null,
      })
      .returning({ id: quote.id });
    await notifyCompany(tx, bus, row.companyId, {
      type: "proposal_received",
      params: { title: row.title },
      link: `/need/detail?id=${needId}&tab=proposals`,
    });
    return created!.id;
  });
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  return dto!;
}

/** GET quotes/mine: the supplier's quotes and proposals, newest first. */
export async function listMyQuotes(db: Db, sender: Actor, query: MyQuotesQuery) {
  const q = myQuotesQuerySchema.parse(query);
  const where = and(
    eq(quote.supplierCompanyId, sender.companyId),
    q.status ? eq(quote.status, q.status) : undefined,
    q.kind ? eq(quote.kind, q.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(quote).where(where);
  const rows = await db
    .select({ id: quote.id })
    .from(quote)
    .where(where)
    .orderBy(desc(quote.createdAt), desc(quote.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const items = await loadQuotes(
    db,
    rows.map((r) => r.id),
    { side: "supplier", companyId: sender.companyId },
  );
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** GET positions/:id/quotes: the client's view of one of its positions' quotes, side by side. */
export async function listPositionQuotes(db: Db, client: Actor, positionId: number): Promise<Quote[]> {
  const [row] = await db
    .select({ companyId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  if (!row || row.companyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await db
    .select({ id: quote.id })
    .from(quote)
    .where(eq(quote.positionId, positionId))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return loadQuotes(
    db,
    ids.map((r) => r.id),
    { side: "client", companyId: client.companyId },
  );
}

/** GET needs/:id/proposals: the Fixed Price proposals of one of the client's needs. */
export async function listNeedProposals(db: Db, client: Actor, needId: number): Promise<Quote[]> {
  const [row] = await db
    .select({ companyId: need.companyId, type: need.type })
    .from(need)
    .where(eq(need.id, needId));
  if (!row || row.companyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const ids = await db
    .select({ id: quote.id })
    .from(quote)
    .where(and(eq(quote.needId, needId), eq(quote.kind, "fp")))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return loadQuotes(
    db,
    ids.map((r) => r.id),
    { side: "client", companyId: client.companyId },
  );
}

/**
 * A quote its reader may see: the client that owns the need (its plan must show estimates) or the supplier
 * that sent it. Anything else is not found.
 */
async function readableQuote(db: Db, reader: Actor, id: number) {
  const [row] = await db.select().from(quote).where(eq(quote.id, id));
  if (!row) throw new AppError("common.not_found");
  const client = isClient(reader);
  if (client ? row.clientCompanyId !== reader.companyId : row.supplierCompanyId !== reader.companyId)
    throw new AppError("common.not_found");
  if (client) await assertShowEstimate(db, reader);
  return { row, side: client ? ("client" as const) : ("supplier" as const) };
}

/** GET quotes/:id: the detail; the client's first look moves a sent quote to viewed and tells the supplier. */
export async function getQuote(db: Db, bus: RealtimeBus, reader: Actor, id: number): Promise<Quote> {
  const { row, side } = await readableQuote(db, reader, id);
  if (side === "client" && row.status === "sent") {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(quote)
        .set({ status: "viewed", viewedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(quote.id, id), eq(quote.status, "sent")))
        .returning({ id: quote.id });
      if (moved.length > 0) await notifySupplier(tx, bus, row, "viewed");
    });
  }
  const [dto] = await loadQuotes(db, [id], { side, companyId: reader.companyId });
  return dto!;
}

/** The quote and what its PDF needs, for GET quotes/:id/pdf. */
export async function quoteForPdf(db: Db, reader: Actor, id: number) {
  const { side } = await readableQuote(db, reader, id);
  const [dto] = await loadQuotes(db, [id], { side, companyId: reader.companyId });
  return dto!;
}

/** The FP proposal's document for download (client or sending supplier). */
export async function quoteDocument(db: Db, reader: Actor, id: number) {
  const { row } = await readableQuote(db, reader, id);
  if (!row.documentKey || !row.documentName) throw new AppError("common.not_found");
  return { key: row.documentKey, filename: row.documentName };
}

/** POST quotes/:id/{favourite,discard,accept}: the client's decision, recorded and told to the supplier. */
export async function decideQuote(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  action: QuoteAction,
  reason?: string,
): Promise<Quote> {
  const [row] = await db.select().from(quote).where(eq(quote.id, id));
  if (!row || row.clientCompanyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const next = quoteTransition(row.status as QuoteStatus, action);
  if (!next) throw new AppError("quotes.transition_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(quote)
      .set({
        status: next,
        updatedAt: now,
        viewedAt: row.viewedAt ?? now,
        ...(action === "discard" ? { discardReason: reason ?? null } : {}),
        ...(action !== "favourite" ? { decidedAt: now, decidedBy: client.userId } : {}),
      })
      .where(and(eq(quote.id, id), eq(quote.status, row.status)))
      .returning({ id: quote.id });
    if (moved.length === 0) throw new AppError("quotes.transition_not_allowed");
    await notifySupplier(tx, bus, row, next);
  });
  const [dto] = await loadQuotes(db, [id], { side: "client", companyId: client.companyId });
  return dto!;
}

/** POST nominations/:id/{favourite,discard,accept}: the same decisions on one candidacy; answers its quote. */
export async function decideNomination(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  action: QuoteAction,
  reason?: string,
): Promise<Quote> {
  const [row] = await db
    .select({ nomination, quote, firstname: profile.firstname, lastname: profile.lastname })
    .from(nomination)
    .innerJoin(quote, eq(quote.id, nomination.quoteId))
    .innerJoin(profile, eq(profile.id, nomination.profileId))
    .where(eq(nomination.id, id));
  if (!row || row.quote.clientCompanyId !== client.companyId) throw new AppError("common.not_found");
  await assertShowEstimate(db, client);
  const next = nominationTransition(row.nomination.status as NominationStatus, action);
  if (!next) throw new AppError("quotes.transition_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(nomination)
      .set({
        status: next,
        updatedAt: now,
        ...(action === "discard" ? { discardReason: reason ?? null } : {}),
        ...(action !== "favourite" ? { decidedAt: now, decidedBy: client.userId } : {}),
      })
      .where(and(eq(nomination.id, id), eq(nomination.status, row.nomination.status)))
      .returning({ id: nomination.id });
    if (moved.length === 0) throw new AppError("quotes.transition_not_allowed");
    // Deciding on a candidacy means the client has looked at its quote.
    if (row.quote.status === "sent")
      await tx
        .update(quote)
        .set({ status: "viewed", viewedAt: now, updatedAt: now })
        .where(eq(quote.id, row.quote.id));
    await notifyCompany(tx, bus, row.quote.supplierCompanyId, {
      type: `nomination_${next}`,
      params: { profile: `${row.firstname} ${row.lastname}`, title: await quoteTitle(tx, row.quote) },
      link: await supplierQuotesLink(tx, row.quote.supplierCompanyId),
    });
  });
  const [dto] = await loadQuotes(db, [row.quote.id], { side: "client", companyId: client.companyId });
  return dto!;
}

/**
 * POST quotes/:id/withdraw: the supplier takes back its open quote or proposal (none of its candidacies
 * accepted); its open candidacies are withdrawn with it and the client is told, in-app and by e-mail per its
 * preferences. Another company's quote is not found.
 */
export async function withdrawQuote(
  db: Db,
  bus: RealtimeBus,
  sender: Actor,
  id: number,
  reason: string | null,
): Promise<Quote> {
  const [row] = await db.select().from(quote).where(eq(quote.id, id));
  if (!row || row.supplierCompanyId !== sender.companyId) throw new AppError("common.not_found");
  const noms = await db
    .select({ id: nomination.id, status: nomination.status })
    .from(nomination)
    .where(eq(nomination.quoteId, id));
  const statuses = noms.map((n) => n.status as NominationStatus);
  if (!canWithdrawQuote(row.status as QuoteStatus, statuses))
    throw new AppError("quotes.withdraw_not_allowed");
  await db.transaction(async (tx) => {
    const now = new Date();
    // Compare-and-set: the client may have decided meanwhile (the quote, or a candidacy accepted).
    const moved = await tx
      .update(quote)
      .set({
        status: "withdrawn",
        discardReason: reason,
        decidedAt: now,
        decidedBy: sender.userId,
        updatedAt: now,
      })
      .where(
        and(
          eq(quote.id, id),
          eq(quote.status, row.status),
          notExists(
            tx
              .select({ id: nomination.id })
              .from(nomination)
              .where(and(eq(nomination.quoteId, id), eq(nomination.status, "accepted"))),
          ),
        ),
      )
      .returning({ id: quote.id });
    if (moved.length === 0) throw new AppError("quotes.withdraw_not_allowed");
    for (const n of noms) {
      const next = nominationOnWithdraw(n.status as NominationStatus);
      if (next !== n.status)
        await tx
          .update(nomination)
          .set({ status: next, updatedAt: now })
          .where(and(eq(nomination.id, n.id), eq(nomination.status, n.status)));
    }
    const [supplier] = await tx
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, row.supplierCompanyId));
    await notifyCompany(tx, bus, row.clientCompanyId, {
      type: row.kind === "fp" ? "proposal_withdrawn" : "quote_withdrawn",
      params: { supplier: supplier?.name ?? "", title: await quoteTitle(tx, row) },
      link:
        row.kind === "fp"
          ? `/need/detail?id=${row.needId}&tab=proposals`
          : `/need/detail?id=${row.needId}&position=${row.positionId}&tab=quotes`,
    });
  });
  const [dto] = await loadQuotes(db, [id], { side: "supplier", companyId: sender.companyId });
  return dto!;
}

async function quoteTitle(tx: Tx, row: typeof quote.$inferSelect) {
  if (row.positionId) {
    const [p] = await tx
      .select({ title: position.title })
      .from(position)
      .where(eq(position.id, row.positionId));
    if (p) return p.title;
  }
  const [n] = await tx.select({ title: need.title }).from(need).where(eq(need.id, row.needId));
  return n?.title ?? "";
}

async function notifySupplier(tx: Tx, bus: RealtimeBus, row: typeof quote.$inferSelect, status: string) {
  await notifyCompany(tx, bus, row.supplierCompanyId, {
    type: `quote_${status}`,
    params: { title: await quoteTitle(tx, row) },
    link: await supplierQuotesLink(tx, row.supplierCompanyId),
  });
}

/** Where the supplier's "My quotes" tab lives: freelancers read positions in their own list. */
async function supplierQuotesLink(tx: Tx, companyId: number) {
  const [row] = await tx.select({ type: company.type }).from(company).where(eq(company.id, companyId));
  return `/${row?.type === "freelance" ? "freelance_position_list" : "position_list"}?tab=quotes`;
}

/** Every user of a company gets the notification in-app. */
async function notifyCompany(
  tx: Tx,
  bus: RealtimeBus,
  companyId: number,
  input: { type: string; params: Record<string, string>; link: string },
) {
  const users = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.companyId, companyId));
  await notifyUsers(
    tx,
    bus,
    users.map((u) => u.id),
    { ...input, icon: "request_quote" },
  );
}
