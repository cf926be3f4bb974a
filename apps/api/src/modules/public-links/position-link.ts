import {
  LANGUAGE_LEVELS,
  type Language,
  MATCH_BANDS,
  PUBLIC_LINK_LIMITS,
  type PublicLinkPosition,
  SENIORITIES,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { rankedProfileIds } from "../matching/index.ts";
import { type PositionToShare, positionForPublicPage, positionToShare } from "./position-queries.ts";
import type { LinkRow } from "./queries.ts";

/** A match counts as compatible from the "good" band up, as the supplier's best fits count them. */
const COMPATIBLE_SCORE = MATCH_BANDS.find((b) => b.band === "good")?.min ?? 50;

/** Whether a position is open: published, of a published Time & Material need. */
const isOpen = (p: PositionToShare) =>
  p.status === "published" && p.needStatus === "published" && p.needType === "tm";

/**
 * The position a company shares: another company's position (or none) is 404 like every foreign need, a draft or
 * closed one (or a position of a closed need) 409 public_link.position_not_open.
 */
export async function positionToShareOf(db: DbOrTx, companyId: number, positionId: number) {
  const found = await positionToShare(db, positionId);
  if (!found || found.companyId !== companyId) throw new AppError("common.not_found");
  if (!isOpen(found)) throw new AppError("public_link.position_not_open");
  return found;
}

/** The open position behind a position link; closed since it was shared (or gone) → 410 public_link.position_closed. */
export async function openPositionOfLink(db: DbOrTx, link: LinkRow) {
  const found = link.positionId === null ? undefined : await positionToShare(db, link.positionId);
  if (!found || found.companyId !== link.companyId || !isOpen(found))
    throw new AppError("public_link.position_closed");
  return found;
}

/**
 * The profiles a link shows: the owner's pick, or for a position link its compatible profiles now — the best
 * PUBLIC_LINK_LIMITS.maxProfiles of the matching ranking scoring "good" or better, best first.
 */
export async function linkProfileIds(db: DbOrTx, link: LinkRow): Promise<number[]> {
  if (link.kind !== "position") return link.profileIds;
  const open = await openPositionOfLink(db, link);
  return rankedProfileIds(db, open.id, { limit: PUBLIC_LINK_LIMITS.maxProfiles, minScore: COMPATIBLE_SCORE });
}

const seniorityOf = (v: string | null) => SENIORITIES.find((s) => s === v) ?? null;
const levelOf = (v: string) => LANGUAGE_LEVELS.find((l) => l === v) ?? "B1";

/** The shared position read-only: no maximum daily rate, no client people, no documents. */
export async function publicPosition(db: DbOrTx, link: LinkRow, lang: Language): Promise<PublicLinkPosition> {
  const open = await openPositionOfLink(db, link);
  const found = await positionForPublicPage(db, open.id);
  if (!found) throw new AppError("public_link.position_closed");
  const { row, skills, languages } = found;
  return {
    title: row.title,
    description: row.description,
    seniority: seniorityOf(row.seniority),
    city: row.city,
    remote_allowed: row.remoteAllowed,
    profiles_wanted: row.profilesWanted,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    mandatory_skills: skills
      .filter((s) => s.mandatory)
      .map(({ technology_id, name, min_years }) => ({ technology_id, name, min_years })),
    nice_skills: skills
      .filter((s) => !s.mandatory)
      .map(({ technology_id, name }) => ({ technology_id, name })),
    languages: languages.map((l) => ({
      code: l.code,
      name: (lang === "en" ? l.nameEn : l.nameIt) ?? l.code,
      min_level: levelOf(l.min_level),
    })),
  };
}
