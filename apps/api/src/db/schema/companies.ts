import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { jobSector } from "./platform.ts";

export const companySector = pgTable(
  "company_sector",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    sectorId: integer("sector_id")
      .notNull()
      .references(() => jobSector.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.sectorId] }),
    index("company_sector_sector_idx").on(t.sectorId),
  ],
);

/** Functions enabled per company (§3 "Function entry"): state name and status (1 enabled). */
export const companyFunction = pgTable(
  "company_function",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 40 }).notNull(),
    status: smallint("status").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.state] })],
);

/** A client–supplier vendor-list link (§3 association invitation): status 0 pending, 1 accepted, 2 refused. */
export const association = pgTable(
  "association",
  {
    id: serial("id").primaryKey(),
    companyIdSender: integer("company_id_sender")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    typeInvitation: varchar("type_invitation", { length: 20 }).notNull().default("association"),
    status: smallint("status").notNull().default(0),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("association_pair_uq").on(t.companyIdSender, t.companyId, t.typeInvitation),
    index("association_receiver_idx").on(t.companyId, t.status),
    index("association_sender_idx").on(t.companyIdSender, t.status),
  ],
);

/** A company's documentation (chamber-of-commerce certificate and similar PDFs), stored through the storage interface. */
export const companyDocument = pgTable(
  "company_document",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => appUser.id, { onDelete: "set null" }),
    /** Staff review of this document: pending, approved or rejected (with the reason shown to the company). */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => appUser.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    /** The day the document stops being valid (e.g. a chamber-of-commerce extract is valid six months); null: never. */
    expiresAt: date("expires_at", { mode: "string" }),
    /** When the expiry reminder was e-mailed, so it is sent once. */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("company_document_company_idx").on(t.companyId)],
);
