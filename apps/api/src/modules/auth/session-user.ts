import {
  formatDayMonthYear,
  homeForRole,
  isRoleId,
  ROLE,
  ROLE_NAMES,
  type RoleId,
  type SessionUser,
} from "@mkt/contracts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { SessionRow } from "./session-queries.ts";

/** Role variants the web shell distinguishes (§3 logicRole). */
function logicRole(role: RoleId, versionProduct: number): string | null {
  if (role === ROLE.PROFILE_ACCADEMY) return "studentAcademyLazy";
  if (role === ROLE.ACCADEMY && versionProduct === 1) return "academyVp1Lazy";
  return null;
}

const flag = (v: boolean | null) => (v ? 1 : 0);

/** How the session was opened: by the user, or by staff acting as the user (with the uuid that returns). */
export type SessionOrigin = { accessToken?: string; returnUuid?: string | null };

/** Maps the stored user and company to the session user of spec §3. */
export function toSessionUser(row: SessionRow, origin: SessionOrigin = {}): SessionUser {
  const accessToken = origin.accessToken;
  const assumed = Boolean(origin.returnUuid);
  const role = isRoleId(row.roleId) ? row.roleId : ROLE.CLIENT;
  return {
    id: row.userId,
    role: ROLE_NAMES[role],
    role_id: role,
    logicRole: logicRole(role, row.versionProduct),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    language: normalizeLanguage(row.language),
    profile_image_url: row.profileImageUrl,
    profile_image_name: row.profileImageName,
    company_id: row.companyId,
    company_name: row.companyName,
    company_type: row.companyType,
    company_profile_profiled: flag(row.profiled),
    possible_skip_modal_complete: flag(row.possibleSkipModalComplete),
    ...(accessToken ? { access_token: accessToken } : {}),
    domain_url: row.domainUrl,
    n_max_supplier: row.nMaxSupplier,
    n_max_users: row.nMaxUsers,
    send_feedback: flag(row.sendFeedback),
    purchase_plan: flag(row.purchasePlan),
    id_plan_purchase: null,
    name_plan_purchase: null,
    title_plan: null,
    request_purchase_plan_to_sales_id: null,
    planName: row.planName,
    planName_en: row.planNameEn,
    // §1: only a user with assumeSubscription 1 sees the Assumi add-on; it is the client company owner's to buy.
    assumeSubscription: role === ROLE.CLIENT ? 1 : 0,
    simulate_academy: flag(row.simulateAcademy),
    work_force: flag(row.workForce),
    id_doc_status: row.docStatus,
    limit_date_documentation: row.docLimitDate
      ? formatDayMonthYear(new Date(`${row.docLimitDate}T00:00:00Z`))
      : null,
    versionProduct: row.versionProduct,
    prev_uuid: origin.returnUuid ?? null,
    assumedUser: assumed,
    possibleAssumeRole: role === ROLE.ADMINISTRATOR || role === ROLE.ADMIN_MANAGEMENT,
    home: homeForRole(role),
  };
}
