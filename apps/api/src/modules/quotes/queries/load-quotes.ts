import type { NominationStatus, ProfileSeniority, Quote, QuoteKind, QuoteStatus } from "@mkt/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import {
  collaborationFeedback,
  company,
  companyFeedback,
  matchScore,
  need,
  nomination,
  position,
  profile,
  quote,
} from "../../../db/schema/index.ts";

export type QuoteRow = typeof quote.$inferSelect;

/** Who reads quotes: the client that owns the need, or the supplier that sent them. */
export type QuoteReader = { side: "client" | "supplier"; companyId: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));
const initial = (name: string) => `${name.charAt(0).toUpperCase()}.`;

const supplierCompany = alias(company, "supplier_company");
const clientCompany = alias(company, "client_company");

/**
 * Every rating of the quoting company, as its company page counts them: external reviews and clients' ratings of
 * its completed collaborations (both indexed on the company). Correlated to the quote row, so one statement reads
 * the whole page.
 */
const supplierRatings = sql`(SELECT ${companyFeedback.rating} AS r FROM ${companyFeedback} WHERE ${companyFeedback.companyId} = ${quote.supplierCompanyId}
  UNION ALL SELECT ${collaborationFeedback.supplierRating} FROM ${collaborationFeedback} WHERE ${collaborationFeedback.supplierCompanyId} = ${quote.supplierCompanyId})`;
const ratingMean = sql<string | null>`(SELECT avg(ratings.r)::text FROM ${supplierRatings} ratings)`;
const ratingCount = sql<number>`(SELECT count(*)::int FROM ${supplierRatings} ratings)`;

/**
 * Quotes by id, in the given order, as the reader sees them: the supplier does not see the client of an
 * anonymous need; the client sees each candidate's last name as an initial until it unlocked the profile.
 */
export async function loadQuotes(db: DbOrTx, ids: number[], reader: QuoteReader): Promise<Quote[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      quote,
      needTitle: need.title,
      anonymous: need.anonymous,
      positionTitle: position.title,
      supplierName: supplierCompany.name,
      ratingMean,
      ratingCount,
      clientName: clientCompany.name,
    })
    .from(quote)
    .innerJoin(need, eq(need.id, quote.needId))
    .leftJoin(position, eq(position.id, quote.positionId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, quote.supplierCompanyId))
    .innerJoin(clientCompany, eq(clientCompany.id, quote.clientCompanyId))
    .where(inArray(quote.id, ids));
  const unlocked =
    reader.side === "client"
      ? sql<boolean>`EXISTS (SELECT 1 FROM profile_access pa WHERE pa.company_id = ${reader.companyId} AND pa.profile_id = ${profile.id} AND pa.function_state = 'information_blocked')`
      : sql<boolean>`true`;
  const noms = await db
    .select({
      nomination,
      profile: {
        id: profile.id,
        firstname: profile.firstname,
        lastname: profile.lastname,
        title: profile.title,
        seniority: profile.seniority,
        city: profile.city,
        availableFrom: profile.availableFrom,
      },
      unlocked,
      score: matchScore.score,
      band: matchScore.band,
    })
    .from(nomination)
    .innerJoin(profile, eq(profile.id, nomination.profileId))
    .leftJoin(
      matchScore,
      and(eq(matchScore.positionId, nomination.positionId), eq(matchScore.profileId, nomination.profileId)),
    )
    .where(inArray(nomination.quoteId, ids))
    .orderBy(asc(nomination.id));
  const byId = new Map(rows.map((r) => [r.quote.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const q = r.quote;
    const hideClient = reader.side === "supplier" && r.anonymous;
    return [
      {
        id: q.id,
        kind: q.kind as QuoteKind,
        status: q.status as QuoteStatus,
        need_id: q.needId,
        need_title: r.needTitle,
        position_id: q.positionId,
        position_title: r.positionTitle,
        supplier: {
          id: q.supplierCompanyId,
          name: r.supplierName,
          rating: {
            average: r.ratingMean === null ? null : Math.round(Number(r.ratingMean) * 10) / 10,
            count: Number(r.ratingCount),
          },
        },
        client: hideClient ? null : { id: q.clientCompanyId, name: r.clientName },
        daily_rate: num(q.dailyRate),
        date_start: q.dateStart,
        date_end: q.dateEnd,
        profile_number: q.profileNumber,
        price: num(q.price),
        delivery_date: q.deliveryDate,
        note: q.note,
        document:
          q.documentKey && q.documentName ? { filename: q.documentName, size: q.documentSize ?? 0 } : null,
        discard_reason: q.discardReason,
        viewed_at: iso(q.viewedAt),
        decided_at: iso(q.decidedAt),
        created_at: q.createdAt.toISOString(),
        nominations: noms
          .filter((n) => n.nomination.quoteId === q.id)
          .map((n) => ({
            id: n.nomination.id,
            status: n.nomination.status as NominationStatus,
            daily_rate: num(n.nomination.dailyRate),
            discard_reason: n.nomination.discardReason,
            decided_at: iso(n.nomination.decidedAt),
            profile: {
              id: n.profile.id,
              firstname: n.profile.firstname,
              lastname: n.unlocked ? n.profile.lastname : initial(n.profile.lastname),
              title: n.profile.title,
              seniority: n.profile.seniority as ProfileSeniority,
              city: n.profile.city,
              contacts_visible: Boolean(n.unlocked),
              available_from: n.profile.availableFrom,
            },
            match: n.score === null || n.band === null ? null : { score: n.score, band: n.band },
          })),
      },
    ];
  });
}
