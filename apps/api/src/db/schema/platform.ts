import { sql } from "drizzle-orm";
import {
  boolean,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Per-brand look (§1): colours, logo and login image, chosen by host. */
export const brand = pgTable("brand", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  hostPattern: varchar("host_pattern", { length: 200 }),
  isDefault: boolean("is_default").notNull().default(false),
  colors: jsonb("colors").$type<Record<string, string>>().notNull(),
  logoSvg: text("logo_svg").notNull(),
  loginImageUrl: text("login_image_url"),
  createdAt: createdAt(),
});

/** The encoded lookup lists of §3 (number_employees, revenue, seniority, …) with labels in both languages. */
export const encodedValue = pgTable(
  "encoded_value",
  {
    id: serial("id").primaryKey(),
    listName: varchar("list_name", { length: 40 }).notNull(),
    code: varchar("code", { length: 40 }).notNull(),
    labelIt: varchar("label_it", { length: 120 }).notNull(),
    labelEn: varchar("label_en", { length: 120 }).notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("encoded_value_list_code_uq").on(t.listName, t.code)],
);

/** Platform-wide settings shared by every instance (maintenance switch, generated secrets, seed marker). */
export const appSetting = pgTable("app_setting", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const technology = pgTable(
  "technology",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 80 }).notNull(),
    category: varchar("category", { length: 40 }).notNull(),
  },
  (t) => [uniqueIndex("technology_name_uq").on(sql`lower(${t.name})`)],
);

export const jobSector = pgTable("job_sector", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  nameIt: varchar("name_it", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
});
