import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";

/** One raw event as the PostHog forwarder reads it (the stamped columns and the validated props). */
export type ForwardRow = {
  id: number;
  occurred_at: string;
  name: string;
  user_id: number | null;
  company_id: number | null;
  role_label: string;
  staff: boolean;
  version_product: number;
  brand_id: number | null;
  host: string;
  utm_source: string;
  origin: string;
  props: Record<string, unknown>;
};

/** The forwarder's watermark (its row in analytics_rollup_state, created at 0 the first time). */
export async function readForwardWatermark(db: DbOrTx, name: string): Promise<number> {
  await db.execute(sql`INSERT INTO analytics_rollup_state (name) VALUES (${name}) ON CONFLICT DO NOTHING`);
  const rows = resultRows<{ last_event_id: string | number }>(
    await db.execute(sql`SELECT last_event_id FROM analytics_rollup_state WHERE name = ${name}`),
  );
  return Number(rows[0]?.last_event_id ?? 0);
}

/**
 * The next `limit` events above the watermark that are at least `settleSeconds` old (an insert still in flight
 * cannot then hold a smaller id than one already sent), oldest first.
 */
export async function eventsAfter(
  db: DbOrTx,
  after: number,
  settleSeconds: number,
  limit: number,
): Promise<ForwardRow[]> {
  const rows = resultRows<ForwardRow & { id: string | number; occurred_at: string | Date }>(
    await db.execute(sql`
      SELECT id, occurred_at, name, user_id, company_id, role_label, staff, version_product, brand_id, host,
        utm_source, origin, props
      FROM analytics_event
      WHERE id > ${after} AND occurred_at <= now() - make_interval(secs => ${settleSeconds})
      ORDER BY id LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    occurred_at: new Date(row.occurred_at).toISOString(),
  }));
}

/**
 * Moves the watermark from `from` to `to` only if no one moved it meanwhile (another instance sending the same
 * events: PostHog drops the duplicates by their uuid). Answers whether it moved.
 */
export async function advanceForwardWatermark(db: DbOrTx, name: string, from: number, to: number) {
  const rows = resultRows<{ name: string }>(
    await db.execute(sql`
      UPDATE analytics_rollup_state SET last_event_id = ${to}, updated_at = now()
      WHERE name = ${name} AND last_event_id = ${from} RETURNING name`),
  );
  return rows.length > 0;
}
