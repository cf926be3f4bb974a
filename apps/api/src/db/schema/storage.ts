import { integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns.ts";

/** Uploaded files kept in PostgreSQL (STORAGE_DRIVER=postgres), so that several API instances share them. */
export const storedFile = pgTable("stored_file", {
  key: varchar("key", { length: 400 }).primaryKey(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});
