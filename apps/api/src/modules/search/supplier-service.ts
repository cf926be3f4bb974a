import {
  isStaffRole,
  type Language,
  type Limitation,
  partnerFunctionBlock,
  type RoleId,
  SUPPLIER_SEARCH_LIMITS,
  type SupplierSearchQuery,
  type SupplierSearchResult,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toPage } from "../../lib/pagination.ts";
import { placeNamesNear } from "../places/index.ts";
import { audienceOf, clientCredits, supplierPlanStatus } from "../plans/index.ts";
import { renderCompanyReportPdf } from "./company-report-pdf.ts";
import { lookupLabels, reportFacts, sectorsOf, supplierPage, technologiesOf } from "./supplier-queries.ts";

/** Who searches: a signed-in user of a client, supplier or academy company, or staff. */
export type PartnerCaller = { roleId: RoleId; companyId: number; companyType: string };

const logoUrl = (id: number, key: string | null) =>
  key ? `/api/company/${id}/logo?v=${encodeURIComponent(key.slice(-12))}` : null;

/** The caller's limitations (§3): the client's credits view or the supplier's plan status; none for staff. */
async function limitationsOf(db: Db, caller: PartnerCaller): Promise<Limitation[]> {
  if (isStaffRole(caller.roleId)) return [];
  const read = audienceOf(caller.companyType) === "client" ? clientCredits : supplierPlanStatus;
  return (await read(db, caller.companyId, caller.companyType, caller.roleId)).limitations;
}

function assertAllowed(
  limitations: Limitation[],
  roleId: RoleId,
  state: "search_partner" | "download_company",
) {
  const block = partnerFunctionBlock(limitations, roleId, state);
  if (block) throw new AppError("plans.function_blocked", { data: block });
}

/** §2.2 search_supplier: one page of approved supply-side companies, gated by search_partner (§4). */
export async function searchSuppliers(
  db: Db,
  caller: PartnerCaller,
  q: SupplierSearchQuery,
  language: Language,
): Promise<SupplierSearchResult> {
  const limitations = await limitationsOf(db, caller);
  assertAllowed(limitations, caller.roleId, "search_partner");
  const canDownload = partnerFunctionBlock(limitations, caller.roleId, "download_company") === null;
  const { rows, total } = await supplierPage(db, { ...q, cityNames: placeNamesNear(q.city) });
  const ids = rows.map((r) => r.id);
  const [sectors, technologies, sizes] = await Promise.all([
    sectorsOf(db, ids, language),
    technologiesOf(db, ids, SUPPLIER_SEARCH_LIMITS.topTechnologies),
    lookupLabels(db, "number_employees", language),
  ]);
  return toPage(
    q,
    total,
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      name: r.name,
      logo_url: logoUrl(r.id, r.logo_key),
      city: r.city,
      sectors: sectors.filter((s) => s.company_id === r.id).map((s) => ({ id: s.id, name: s.name })),
      size_label: r.number_employees_id === null ? null : (sizes.get(r.number_employees_id) ?? null),
      published_profiles: r.published_profiles,
      technologies: technologies
        .filter((t) => t.company_id === r.id)
        .map((t) => ({ id: t.id, name: t.name, count: t.count })),
      average_feedback: r.average_feedback === null ? null : Number(r.average_feedback),
      feedback_count: r.feedback_count,
      can_download_report: canDownload,
    })),
  );
}

/**
 * The company report PDF (Report Compagnie), gated by download_company (§4). It spends no credit: credits are
 * metered only for the client functions of CREDIT_FUNCTIONS, and download_company is not one of them.
 */
export async function companyReport(
  db: Db,
  caller: PartnerCaller,
  companyId: number,
  options: { language: Language; brandName: string; brandColor: string },
) {
  assertAllowed(await limitationsOf(db, caller), caller.roleId, "download_company");
  const facts = await reportFacts(db, companyId);
  if (!facts) throw new AppError("common.not_found");
  const [sectors, technologies, sizes, revenues] = await Promise.all([
    sectorsOf(db, [companyId], options.language),
    technologiesOf(db, [companyId], 10),
    lookupLabels(db, "number_employees", options.language),
    lookupLabels(db, "revenue", options.language),
  ]);
  const c = facts.company;
  const pdf = await renderCompanyReportPdf(
    {
      name: c.name,
      type: c.type,
      vatNumber: c.vat_number,
      country: c.country,
      city: c.city,
      website: c.website,
      description: c.description,
      sectors: sectors.map((s) => s.name),
      size: c.number_employees_id === null ? null : (sizes.get(c.number_employees_id) ?? null),
      revenue: c.revenue_id === null ? null : (revenues.get(c.revenue_id) ?? null),
      docStatus: c.doc_status,
      memberSince: c.created_at.slice(0, 10),
      profilesBySeniority: facts.seniority,
      technologies: technologies.map((t) => ({ name: t.name, count: t.count })),
      services: facts.services,
      feedback: facts.feedback,
    },
    options,
  );
  const slug = c.name
    .normalize("NFD")
    .replace(/[^\w]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
  return { pdf, filename: `report-${slug || c.id}-${options.language}.pdf` };
}
