import type { SessionUser } from "@mkt/contracts";
import { saveSession } from "../shared/session/session-store.ts";

/** A signed-in user of company 77 "Viewer Spa" (English), with the role and company type asked. */
export function sessionUser(roleId: number, companyType = "client"): SessionUser {
  return {
    id: 9,
    role: "user",
    role_id: roleId,
    logicRole: null,
    firstname: "Chiara",
    lastname: "Bianchi",
    email: "viewer@example.test",
    language: "en",
    profile_image_url: null,
    profile_image_name: "",
    company_id: 77,
    company_name: "Viewer Spa",
    company_type: companyType,
    company_profile_profiled: 1,
    possible_skip_modal_complete: 1,
    domain_url: null,
    n_max_supplier: null,
    n_max_users: null,
    send_feedback: 0,
    purchase_plan: 0,
    id_plan_purchase: null,
    name_plan_purchase: null,
    title_plan: null,
    request_purchase_plan_to_sales_id: null,
    planName: null,
    planName_en: null,
    assumeSubscription: 0,
    simulate_academy: 0,
    work_force: 0,
    id_doc_status: 0,
    limit_date_documentation: null,
    versionProduct: 1,
    prev_uuid: null,
    assumedUser: false,
    possibleAssumeRole: false,
    home: "/dashboard_client",
  };
}

/** Saves that user's session (token "token"), as a sign-in would. */
export function signIn(roleId: number, companyType = "client") {
  saveSession("token", sessionUser(roleId, companyType));
}
