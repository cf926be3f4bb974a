import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows, type Tx } from "../../db/client.ts";

/** The day an event counts in: the platform's calendar (Italy), so a day's figures match its users' day. */
const DAY = sql.raw(`(occurred_at AT TIME ZONE 'Europe/Rome')::date`);

/** The rollups' watermark row, created once and locked for this transaction (other instances wait on it). */
export async function claimWatermark(tx: Tx, name: string): Promise<number> {
  await tx.execute(sql`INSERT INTO analytics_rollup_state (name) VALUES (${name}) ON CONFLICT DO NOTHING`);
  const rows = resultRows<{ last_event_id: string | number }>(
    await tx.execute(sql`SELECT last_event_id FROM analytics_rollup_state WHERE name = ${name} FOR UPDATE`),
  );
  return Number(rows[0]?.last_event_id ?? 0);
}

/**
 * The last id of the next slice to count: at most `limit` events above the watermark that are at least
 * `settleSeconds` old (an insert still in flight cannot hold a smaller id than one already counted). Null: none.
 */
export async function nextSliceEnd(
  tx: Tx,
  after: number,
  settleSeconds: number,
  limit: number,
): Promise<number | null> {
  const rows = resultRows<{ hi: string | number | null }>(
    await tx.execute(sql`
      SELECT max(id) AS hi FROM (
        SELECT id FROM analytics_event
        WHERE id > ${after} AND occurred_at <= now() - make_interval(secs => ${settleSeconds})
        ORDER BY id LIMIT ${limit}
      ) s`),
  );
  const hi = rows[0]?.hi;
  return hi === null || hi === undefined ? null : Number(hi);
}

/** Adds the events of (after, upTo] to the daily counts. */
export async function addDailyCounts(tx: Tx, after: number, upTo: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO analytics_daily
      (day, name, brand_id, company_id, role_label, staff, version_product, utm_source, events)
    SELECT ${DAY}, name, coalesce(brand_id, 0), coalesce(company_id, 0), role_label, staff, version_product,
      utm_source, count(*)::int
    FROM analytics_event WHERE id > ${after} AND id <= ${upTo}
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (day, name, brand_id, company_id, role_label, staff, version_product, utm_source)
    DO UPDATE SET events = analytics_daily.events + EXCLUDED.events`);
}

/**
 * Adds the terms of (after, upTo]: every supplier search by what it looked for (`search`) and those that found
 * nothing (`search_no_result`; "" when only filters were used), profile views by the viewed profile's company id
 * (`profile_view`), the technologies published needs ask (`tech_asked`) and created profiles offer
 * (`tech_offered`).
 */
export async function addTermCounts(tx: Tx, after: number, upTo: number): Promise<void> {
  const slice = sql`id > ${after} AND id <= ${upTo}`;
  const keywords = sql.raw(`left(lower(btrim(coalesce(props->>'keywords', ''))), 100)`);
  const techs = sql.raw(
    `jsonb_array_elements_text(CASE WHEN jsonb_typeof(props->'technologies') = 'array' THEN props->'technologies' ELSE '[]'::jsonb END)`,
  );
  await tx.execute(sql`
    INSERT INTO analytics_term_daily (day, kind, term, brand_id, staff, count)
    SELECT day, kind, term, brand_id, staff, count(*)::int FROM (
      SELECT ${DAY} AS day, 'search' AS kind, ${keywords} AS term, coalesce(brand_id, 0) AS brand_id, staff
      FROM analytics_event WHERE ${slice} AND name = 'supplier_search'
      UNION ALL
      SELECT ${DAY}, 'search_no_result', ${keywords}, coalesce(brand_id, 0), staff
      FROM analytics_event WHERE ${slice} AND name = 'supplier_search' AND props->>'results' = '0'
      UNION ALL
      SELECT ${DAY}, 'profile_view', props->>'supplier_id', coalesce(brand_id, 0), staff
      FROM analytics_event WHERE ${slice} AND name = 'profile_detail' AND props ? 'supplier_id'
      UNION ALL
      SELECT ${DAY}, CASE WHEN name = 'profile_create' THEN 'tech_offered' ELSE 'tech_asked' END,
        left(btrim(t.term), 100), coalesce(brand_id, 0), staff
      FROM analytics_event, ${techs} AS t(term)
      WHERE ${slice} AND name IN ('publish_FP', 'publish_T&M', 'profile_create') AND btrim(t.term) <> ''
    ) s
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (day, kind, term, brand_id, staff) DO UPDATE SET count = analytics_term_daily.count + EXCLUDED.count`);
}

export async function moveWatermark(tx: Tx, name: string, to: number): Promise<void> {
  await tx.execute(
    sql`UPDATE analytics_rollup_state SET last_event_id = ${to}, updated_at = now() WHERE name = ${name}`,
  );
}

/**
 * Deletes at most `limit` raw events older than `months`, only among those every watermark in `watermarks` has
 * passed (the rollups counted them and, with forwarding on, PostHog received them): the lowest of them bounds the
 * ids, and a watermark row not created yet bounds them at 0. The BRIN index on occurred_at finds the rows.
 * Answers how many went.
 */
export async function deleteOldEvents(
  db: DbOrTx,
  months: number,
  limit: number,
  watermarks: readonly string[],
) {
  const names = sql.join(
    watermarks.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = resultRows<{ n: number }>(
    await db.execute(sql`
      WITH gone AS (
        DELETE FROM analytics_event WHERE id IN (
          SELECT id FROM analytics_event
          WHERE occurred_at < now() - make_interval(months => ${months})
            AND id <= coalesce((
              SELECT min(last_event_id) FROM analytics_rollup_state WHERE name IN (${names})
              HAVING count(*) = ${watermarks.length}), 0)
          LIMIT ${limit})
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Today's daily counts (platform calendar) per event name, role label and staff tag. */
export async function todayCounts(db: DbOrTx) {
  const rows = resultRows<{ name: string; role_label: string; staff: boolean; events: number }>(
    await db.execute(sql`
      SELECT name, role_label, staff, sum(events)::int AS events FROM analytics_daily
      WHERE day = (now() AT TIME ZONE 'Europe/Rome')::date
      GROUP BY name, role_label, staff ORDER BY name, role_label, staff`),
  );
  return rows.map((r) => ({
    name: r.name,
    role_label: r.role_label,
    staff: r.staff,
    events: Number(r.events),
  }));
}
