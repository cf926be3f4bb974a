/**
 * The Drizzle schema, one file per domain; import tables from here. Migrations are generated from this index
 * (drizzle.config.ts), so a table not re-exported here is invisible to drizzle-kit.
 */
export * from "./accounts.ts";
export * from "./analytics.ts";
export * from "./collaborations.ts";
export * from "./companies.ts";
export * from "./conversations.ts";
export * from "./feedback.ts";
export * from "./help.ts";
export * from "./mail.ts";
export * from "./needs.ts";
export * from "./notifications.ts";
export * from "./open.ts";
export * from "./places.ts";
export * from "./plans-billing.ts";
export * from "./platform.ts";
export * from "./profiles.ts";
export * from "./quotes.ts";
export * from "./saved-searches.ts";
export * from "./service-requests.ts";
export * from "./services.ts";
export * from "./storage.ts";
