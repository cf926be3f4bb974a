import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * A real place (issue 22 item 3): Italian municipalities, provinces and regions with coordinates and their usual
 * Italian and English names ("Milano"/"Milan", "Firenze"/"Florence"), loaded from data kept in the repository.
 * Profiles, needs and positions point at a place, so on-site fit is a distance (a commuting radius), not a string
 * comparison, and search filters and the open area resolve a typed city the same way.
 */
export const place = pgTable(
  "place",
  {
    id: integer("id").primaryKey(),
    /** ISTAT code for municipalities ("015146" Milano), the car-plate code for provinces ("MI"), region code. */
    code: varchar("code", { length: 10 }).notNull(),
    /** municipality | province | region */
    kind: varchar("kind", { length: 12 }).notNull(),
    nameIt: varchar("name_it", { length: 80 }).notNull(),
    nameEn: varchar("name_en", { length: 80 }),
    /** Other spellings people type ("Reggio Emilia" for "Reggio nell'Emilia"), lower case. */
    aliases: varchar("aliases", { length: 80 }).array().notNull().default(sql`'{}'::varchar[]`),
    provinceCode: varchar("province_code", { length: 2 }),
    regionCode: varchar("region_code", { length: 2 }),
    countryCode: varchar("country_code", { length: 2 }).notNull().default("IT"),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    population: integer("population"),
    /** Ordering among homonyms (the larger place first). */
    rank: smallint("rank").notNull().default(0),
  },
  (t) => [
    uniqueIndex("place_kind_code_uq").on(t.kind, t.code),
    index("place_name_it_idx").on(sql`lower(${t.nameIt})`),
    index("place_name_en_idx").on(sql`lower(${t.nameEn})`),
    index("place_aliases_idx").using("gin", t.aliases),
  ],
);
