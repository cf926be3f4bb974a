import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { need } from "./needs.ts";
import { quote } from "./quotes.ts";
import { service } from "./services.ts";

/**
 * A client's request for quotes on one or several shortlisted services (issue 15 step 5). Its scope, budget and
 * deadline live in a Fixed Price need with status "directed": never listed in the market, answerable only by the
 * suppliers of the targeted services, through the existing proposal flow (quote kind "fp").
 * status: open → awarded (one answer accepted, a collaboration opened) | cancelled (by the client).
 */
export const serviceRequest = pgTable(
  "service_request",
  {
    id: serial("id").primaryKey(),
    needId: integer("need_id")
      .notNull()
      .references(() => need.id, { onDelete: "cascade" }),
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    /** The date the client would like the work to start (the need's deadline is the delivery date). */
    startDate: date("start_date", { mode: "string" }),
    status: varchar("status", { length: 12 }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_request_need_uq").on(t.needId),
    index("service_request_client_idx").on(t.clientCompanyId, t.createdAt),
  ],
);

/**
 * One service a request was sent to. status: sent → viewed → quoted (quote_id set) | declined (with a reason);
 * when the client accepts one answer it becomes accepted and the others not_chosen; cancelled with its request.
 */
export const serviceRequestTarget = pgTable(
  "service_request_target",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => serviceRequest.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => service.id, { onDelete: "cascade" }),
    supplierCompanyId: integer("supplier_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 12 }).notNull().default("sent"),
    quoteId: integer("quote_id").references(() => quote.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_request_target_uq").on(t.requestId, t.serviceId),
    index("service_request_target_supplier_idx").on(t.supplierCompanyId, t.status, t.createdAt),
    index("service_request_target_service_idx").on(t.serviceId, t.status),
    index("service_request_target_quote_idx").on(t.quoteId).where(sql`quote_id IS NOT NULL`),
  ],
);

/** A service a company saved to its favourites (one per company and service, like saved profiles). */
export const serviceFavourite = pgTable(
  "service_favourite",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => service.id, { onDelete: "cascade" }),
    savedBy: integer("saved_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index("service_favourite_service_idx").on(t.serviceId),
  ],
);

/**
 * A brochure (PDF) uploaded by a supplier for its services, through the storage interface. A service's content
 * (its revisions) refers to files by id; a file may only be referred to by services of the company that owns it.
 */
export const serviceFile = pgTable(
  "service_file",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("service_file_company_idx").on(t.companyId)],
);
