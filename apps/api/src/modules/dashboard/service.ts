import { type ClientDashboard, MATCH_BANDS, type SupplierDashboard } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { requestCounts } from "../availability/index.ts";
import { initial } from "../profiles/index.ts";
import {
  bestMatches,
  fittingPositions,
  newQuotes,
  openNeeds,
  profilesWithoutAvailability,
  quotesByStatus,
  savedProfiles,
} from "./queries.ts";

type Band = ClientDashboard["best_matches"][number]["band"];
const BANDS: readonly string[] = ["excellent", "very_good", "good", "bad", "no_data"];
const bandOf = (band: string): Band => (BANDS.includes(band) ? (band as Band) : "no_data");
/** A position "fits" when one of my profiles scores in the good band or better. */
const FIT_MIN_SCORE = MATCH_BANDS.find((b) => b.band === "good")?.min ?? 50;
const isoOf = (text: string | null) => (text ? new Date(text).toISOString() : null);

export async function clientDashboard(db: Db, companyId: number): Promise<ClientDashboard> {
  const [needs, quotes, matches, saved, availability] = await Promise.all([
    openNeeds(db, companyId),
    newQuotes(db, companyId),
    bestMatches(db, companyId),
    savedProfiles(db, companyId),
    requestCounts(db, "sent", companyId),
  ]);
  return {
    open_needs: {
      count: needs[0]?.total ?? 0,
      latest: needs.map((n) => ({
        id: n.id,
        title: n.title,
        type: n.type === "fp" ? "fp" : "tm",
        positions: n.positions,
        published_at: isoOf(n.published_at),
      })),
    },
    new_quotes: {
      count: quotes[0]?.total ?? 0,
      latest: quotes.map((q) => ({
        id: q.id,
        need_id: q.need_id,
        need_title: q.need_title,
        position_title: q.position_title,
        supplier_name: q.supplier_name,
        created_at: isoOf(q.created_at) ?? "",
      })),
    },
    best_matches: matches.map((m) => ({ ...m, band: bandOf(m.band) })),
    saved_profiles: {
      count: saved[0]?.total ?? 0,
      latest: saved.map((s) => ({
        profile_id: s.profile_id,
        name: `${s.firstname} ${initial(s.lastname)}`,
        title: s.title,
        saved_at: isoOf(s.saved_at) ?? "",
      })),
    },
    availability,
  };
}

export async function supplierDashboard(db: Db, companyId: number): Promise<SupplierDashboard> {
  const [fitting, quotes, stale, availability] = await Promise.all([
    fittingPositions(db, companyId, FIT_MIN_SCORE),
    quotesByStatus(db, companyId),
    profilesWithoutAvailability(db, companyId),
    requestCounts(db, "received", companyId),
  ]);
  return {
    fitting_positions: fitting.map((f) => ({
      position_id: f.position_id,
      position_title: f.position_title,
      need_title: f.need_title,
      client_name: f.client_name,
      profile_id: f.profile_id,
      profile_name: `${f.firstname} ${f.lastname}`,
      score: f.score,
      band: bandOf(f.band),
      profiles_scored: f.profiles_scored,
    })),
    quotes_by_status: quotes,
    profiles_without_availability: {
      count: stale[0]?.total ?? 0,
      latest: stale.map((p) => ({
        id: p.id,
        name: `${p.firstname} ${p.lastname}`,
        title: p.title,
        available_from: p.available_from,
      })),
    },
    availability,
  };
}
