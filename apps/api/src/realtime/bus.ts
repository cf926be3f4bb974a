import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";

const CHANNEL = "mkt_realtime";

/** What is pushed to users: only a kind and small data; clients re-fetch the details (NOTIFY caps at 8 kB). */
export type RealtimeEvent = {
  type: "notification" | "chat";
  userIds: number[];
  data?: Record<string, string | number | boolean | null>;
};

/**
 * Fans events out to every API instance through PostgreSQL LISTEN/NOTIFY. Publishing inside a transaction
 * delivers on commit, so nobody hears about data that was rolled back.
 */
export class RealtimeBus {
  private readonly handlers = new Set<(event: RealtimeEvent) => void>();
  private stop: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stop = await this.database.listen(CHANNEL, (payload) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(payload) as RealtimeEvent;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(event);
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.handlers.clear();
  }

  onEvent(handler: (event: RealtimeEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async publish(db: DbOrTx, event: RealtimeEvent): Promise<void> {
    await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
  }
}
