import { customType, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** PostgreSQL's full-text document type (written by the database only: generated columns). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
