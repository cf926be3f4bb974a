import {
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser } from "./accounts.ts";

export const tutorialPage = pgTable(
  "tutorial_page",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    pageId: integer("page_id").notNull(),
    namePage: varchar("name_page", { length: 100 }).notNull(),
    state: smallint("state").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tutorial_page_user_page_uq").on(t.userId, t.pageId)],
);

/** Page help texts (§2.6 page-help dialog, §3 page description): per page name and language. */
export const pageDescription = pgTable(
  "page_description",
  {
    id: serial("id").primaryKey(),
    namePage: varchar("name_page", { length: 60 }).notNull(),
    path: varchar("path", { length: 120 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull(),
    hasTutorial: boolean("has_tutorial").notNull().default(false),
    /** The page's tutorial (§4 tutorial popup): its steps, one per line; null when the page has none. */
    tutorial: text("tutorial"),
  },
  (t) => [uniqueIndex("page_description_page_lang_uq").on(t.namePage, t.language)],
);
