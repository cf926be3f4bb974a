import { must } from "@mkt/contracts";
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import { company, conversation, serviceRequest, serviceRequestTarget } from "../../db/schema/index.ts";

/** Whose eyes a conversation is read with: a participant company and user, or staff (company A's side, no markers). */
export type Viewer = { kind: "participant"; companyId: number; userId: number } | { kind: "staff" };

const other = alias(company, "other_company");
const own = alias(company, "own_company");

/** The other company's id from the viewer's side (staff read from company A's side). */
function otherId(viewer: Viewer): SQL<number> {
  return viewer.kind === "staff"
    ? sql<number>`${conversation.companyBId}`
    : sql<number>`CASE WHEN ${conversation.companyAId} = ${viewer.companyId} THEN ${conversation.companyBId} ELSE ${conversation.companyAId} END`;
}
function ownId(viewer: Viewer): SQL<number> {
  return viewer.kind === "staff" ? sql<number>`${conversation.companyAId}` : sql<number>`${viewer.companyId}`;
}

function involves(companyId: number): SQL | undefined {
  return or(eq(conversation.companyAId, companyId), eq(conversation.companyBId, companyId));
}

/** The other company's messages after the user's read marker (0 for staff). */
function unreadCount(viewer: Viewer): SQL<number> {
  if (viewer.kind === "staff") return sql<number>`0`;
  return sql<number>`(
    SELECT count(*)::int FROM message m
    WHERE m.conversation_id = ${conversation.id}
      AND m.sender_company_id <> ${viewer.companyId}
      AND m.created_at > coalesce(
        (SELECT r.last_read_at FROM conversation_read r
          WHERE r.conversation_id = ${conversation.id} AND r.user_id = ${viewer.userId}),
        'epoch'::timestamptz))`;
}

/** The newest message as JSON (one shape on both drivers), with its files' count and names. */
const lastMessage = sql<{
  body: string;
  sender_company_id: number;
  created_at: string;
  attachments: number;
  filenames: string | null;
} | null>`(
  SELECT json_build_object('body', m.body, 'sender_company_id', m.sender_company_id, 'created_at', m.created_at,
    'attachments', (SELECT count(*) FROM message_attachment a WHERE a.message_id = m.id),
    'filenames', (SELECT string_agg(a.filename, ', ' ORDER BY a.id) FROM message_attachment a WHERE a.message_id = m.id))
  FROM message m WHERE m.conversation_id = ${conversation.id} ORDER BY m.id DESC LIMIT 1)`;

function itemQuery(db: Db, viewer: Viewer) {
  return db
    .select({
      id: conversation.id,
      subjectType: conversation.subjectType,
      subjectId: conversation.subjectId,
      lastMessageAt: conversation.lastMessageAt,
      createdAt: conversation.createdAt,
      otherId: other.id,
      otherName: other.name,
      otherLogoKey: other.logoKey,
      otherType: other.type,
      ownId: own.id,
      ownName: own.name,
      unread: unreadCount(viewer),
      last: lastMessage,
    })
    .from(conversation)
    .innerJoin(other, eq(other.id, otherId(viewer)))
    .innerJoin(own, eq(own.id, ownId(viewer)));
}
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof itemQuery>["execute"]>>[number];

/** The viewer's conversations that have messages, newest activity first. */
export async function listConversations(db: Db, viewer: Viewer, window: { limit: number; offset: number }) {
  const scope = and(
    isNotNull(conversation.lastMessageAt),
    viewer.kind === "staff" ? undefined : involves(viewer.companyId),
  );
  const rows = await itemQuery(db, viewer)
    .where(scope)
    .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(conversation).where(scope);
  return { rows, total: total?.n ?? 0 };
}

/** One conversation the viewer may read, or undefined (someone else's conversations do not exist for them). */
export async function findConversation(db: Db, viewer: Viewer, id: number) {
  const [row] = await itemQuery(db, viewer).where(
    and(eq(conversation.id, id), viewer.kind === "staff" ? undefined : involves(viewer.companyId)),
  );
  return row;
}

/** The pair's conversation about this subject (no subject: the general one). */
export async function findPairConversation(
  db: DbOrTx,
  a: number,
  b: number,
  subject: { type: string; id: number } | null,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(
      and(
        or(
          and(eq(conversation.companyAId, a), eq(conversation.companyBId, b)),
          and(eq(conversation.companyAId, b), eq(conversation.companyBId, a)),
        ),
        subject ? eq(conversation.subjectType, subject.type) : isNull(conversation.subjectType),
        subject ? eq(conversation.subjectId, subject.id) : isNull(conversation.subjectId),
      ),
    )
    .orderBy(asc(conversation.id))
    .limit(1);
  return row?.id;
}

export async function companyById(db: Db, id: number) {
  const [row] = await db
    .select({ id: company.id, type: company.type, name: company.name })
    .from(company)
    .where(eq(company.id, id));
  return row;
}

/** The name of a company (undefined when it does not exist). */
export async function companyName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: company.name }).from(company).where(eq(company.id, id));
  return row?.name;
}

/** Locks the pair of companies (lo < hi) for the transaction: two simultaneous starts make one conversation. */
export async function lockCompanyPair(tx: DbOrTx, lo: number, hi: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lo}::int, ${hi}::int)`);
}

/** Opens a conversation between two companies, about a subject or the general one; its id. */
export async function insertConversation(
  tx: DbOrTx,
  values: { companyAId: number; companyBId: number; subjectType: string | null; subjectId: number | null },
): Promise<number> {
  const [created] = await tx.insert(conversation).values(values).returning({ id: conversation.id });
  return must(created, "the inserted conversation").id;
}

/** Moves the conversation's activity time to its newest message. */
export async function touchConversation(tx: DbOrTx, id: number, lastMessageAt: Date) {
  await tx.update(conversation).set({ lastMessageAt }).where(eq(conversation.id, id));
}

/** The two companies of a quote request's target (its client and its supplier), or undefined. */
export async function serviceRequestTargetParties(db: DbOrTx, targetId: number) {
  const [row] = await db
    .select({
      clientCompanyId: serviceRequest.clientCompanyId,
      supplierCompanyId: serviceRequestTarget.supplierCompanyId,
    })
    .from(serviceRequestTarget)
    .innerJoin(serviceRequest, eq(serviceRequest.id, serviceRequestTarget.requestId))
    .where(eq(serviceRequestTarget.id, targetId));
  return row;
}
