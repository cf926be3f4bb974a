import {
  COMPANY_PAGE_PROFILES,
  type CompanyPublicPage,
  canReadCompanyPage,
  type Language,
  profileListQuerySchema,
  SUPPLY_COMPANY_TYPES,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import { initial, listProfileRows, toListItem } from "../profiles/index.ts";
import { getCompanyProfile } from "./profile-service.ts";
import {
  approvedServicesOfCompany,
  companyRatings,
  findCompanyType,
  findEmployeeSizeLabels,
} from "./queries/public-page.ts";

export type PageViewer = { companyId: number; companyType: string };

const profilesPage = (page: number) =>
  profileListQuerySchema.parse({ published: "1", limit: COMPANY_PAGE_PROFILES, order_by: "updated", page });

/** External reviews and clients' ratings of the company from completed collaborations, together. */
async function feedbackSummary(db: Db, companyId: number) {
  const row = await companyRatings(db, companyId);
  const n = Number(row?.n ?? 0);
  return { count: n, average: n > 0 && row?.mean ? Math.round(Number(row.mean) * 10) / 10 : null };
}

async function sizeLabel(db: Db, id: number | null, language: Language) {
  if (id === null) return null;
  const row = await findEmployeeSizeLabels(db, id);
  return row ? (language === "it" ? row.it : row.en) : null;
}

/**
 * A company's page as another company sees it (§2.2 supplier_profile, customer_profile). A page the viewer may
 * not read answers 404 like an unknown id, so ids do not reveal which companies exist.
 */
export async function getCompanyPublicPage(
  db: Db,
  viewer: PageViewer,
  companyId: number,
  language: Language,
  page = 1,
): Promise<CompanyPublicPage> {
  const targetType = await findCompanyType(db, companyId);
  const sameCompany = viewer.companyId === companyId;
  if (
    targetType === undefined ||
    !canReadCompanyPage({ viewerType: viewer.companyType, targetType, sameCompany })
  )
    throw new AppError("common.not_found");
  const base = await getCompanyProfile(db, companyId, language);
  const supplySide = (SUPPLY_COMPANY_TYPES as readonly string[]).includes(targetType);
  // Surnames and photos identify people: only the owner and staff see them here (clients unlock them per profile).
  const revealed = sameCompany || viewer.companyType === "staff";
  const [profiles, feedback, size, services] = await Promise.all([
    supplySide ? listProfileRows(db, companyId, profilesPage(page), isoToday()) : { total: 0, rows: [] },
    feedbackSummary(db, companyId),
    sizeLabel(db, base.number_employees_id, language),
    supplySide ? approvedServicesOfCompany(db, companyId, language) : [],
  ]);
  return {
    id: base.id,
    type: base.type,
    name: base.name,
    logo_url: base.logo_url,
    description: base.description,
    sectors: base.sectors,
    size_label: size,
    city: base.city,
    website: base.website,
    published_profiles: profiles.total,
    profiles_page: page,
    average_feedback: feedback.average,
    feedback_count: feedback.count,
    profiles: profiles.rows.map((row) => {
      const item = toListItem(row);
      return revealed ? item : { ...item, lastname: initial(item.lastname), photo_url: null };
    }),
    services,
  };
}
