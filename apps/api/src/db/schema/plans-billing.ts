import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/** The plan catalogue (§1, §3): per audience, yearly price, credits, limits, fee and included functions. */
export const plan = pgTable("plan", {
  id: integer("id").primaryKey(),
  audience: varchar("audience", { length: 10 }).notNull(),
  name: varchar("name", { length: 60 }).notNull(),
  title: varchar("title", { length: 120 }).notNull(),
  /** The English name and title (issue 20): `name`/`title` are the Italian ones. */
  nameEn: varchar("name_en", { length: 60 }).notNull(),
  titleEn: varchar("title_en", { length: 120 }).notNull(),
  priceYear: numeric("price_year", { precision: 10, scale: 2 }).notNull(),
  creditsYear: integer("credits_year").notNull(),
  maxProject: integer("max_project"),
  maxPosition: integer("max_position"),
  /** Published services a supplier plan allows (null: no limit). */
  maxServices: integer("max_services"),
  nMaxUsers: integer("n_max_users"),
  transactionFee: numeric("transaction_fee", { precision: 5, scale: 2 }).notNull().default("0"),
  functions: jsonb("functions").$type<string[]>().notNull(),
  chargeCode: varchar("charge_code", { length: 60 }),
  isOldPlan: boolean("is_old_plan").notNull().default(false),
  active: boolean("active").notNull().default(true),
  sort: smallint("sort").notNull().default(0),
});

/** A company's subscription (§4 state 1 none, 2 active, 3 needs a new plan, 4 expired); 9999-12-31 = no expiry. */
export const subscription = pgTable(
  "subscription",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => company.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plan.id),
    state: smallint("state").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    assumeAddon: boolean("assume_addon").notNull().default(false),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: varchar("provider", { length: 20 }).notNull().default("local"),
    providerSubscriptionId: varchar("provider_subscription_id", { length: 120 }),
    providerCustomerId: varchar("provider_customer_id", { length: 120 }),
    /** The expiry date the owners were reminded of (a week before): claimed by the job, so one reminder each. */
    expiryRemindedFor: date("expiry_reminded_for", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_expiry_idx").on(t.state, t.expiresOn)],
);

/** Credits as a ledger: grants (purchase, renewal), spends (paid actions) and refunds; the balance is the sum. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: varchar("reason", { length: 12 }).notNull(),
    functionState: varchar("function_state", { length: 40 }),
    reference: varchar("reference", { length: 120 }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_ledger_company_idx").on(t.companyId, t.createdAt),
    index("credit_ledger_created_idx").on(t.createdAt),
  ],
);

/** A discount code: percent or fixed amount (cents), for one audience or all, with expiry and redemption limit. */
export const coupon = pgTable("coupon", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  kind: varchar("kind", { length: 10 }).notNull(),
  value: integer("value").notNull(),
  audience: varchar("audience", { length: 10 }).notNull().default("all"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  maxRedemptions: integer("max_redemptions"),
  redemptions: integer("redemptions").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** A hosted checkout: what is being bought, for how much, and whether it was paid. */
export const checkoutSession = pgTable(
  "checkout_session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plan.id),
    addon: boolean("addon").notNull().default(false),
    /** The Assumi add-on bought alone for the plan the company already has (planId), until it expires. */
    addonAlone: boolean("addon_alone").notNull().default(false),
    couponId: integer("coupon_id").references(() => coupon.id),
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    returnPath: varchar("return_path", { length: 300 }).notNull().default("/"),
    salesRequestId: integer("sales_request_id"),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerRef: varchar("provider_ref", { length: 200 }),
    status: varchar("status", { length: 12 }).notNull().default("open"),
    lastError: varchar("last_error", { length: 60 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("checkout_session_company_idx").on(t.companyId, t.createdAt)],
);

/** Invoice numbers come from a sequence: concurrent payments never collide. */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1 });

export const invoice = pgTable(
  "invoice",
  {
    id: serial("id").primaryKey(),
    number: varchar("number", { length: 20 }).notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    checkoutSessionId: uuid("checkout_session_id").references(() => checkoutSession.id),
    planId: integer("plan_id").references(() => plan.id),
    description: varchar("description", { length: 200 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_company_idx").on(t.companyId, t.createdAt),
    index("invoice_created_idx").on(t.createdAt),
    uniqueIndex("invoice_checkout_uq").on(t.checkoutSessionId),
  ],
);

/** Every provider webhook received, by event id: a replay finds its id and changes nothing. */
export const billingEvent = pgTable("billing_event", {
  id: varchar("id", { length: 120 }).primaryKey(),
  provider: varchar("provider", { length: 20 }).notNull(),
  type: varchar("type", { length: 60 }).notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A short-lived link into the hosted customer portal (opened in the browser without a bearer token). */
export const portalSession = pgTable("portal_session", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: integer("company_id")
    .notNull()
    .references(() => company.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
  language: varchar("language", { length: 2 }).notNull().default("it"),
  returnPath: varchar("return_path", { length: 300 }).notNull().default("/"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
