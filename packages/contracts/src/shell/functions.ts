/**
 * Function states (§3 "Function entry", §4 limitations): named features enabled per company. A company's list
 * holds { state, status } with status 1 = enabled.
 */
/** Functions clients and suppliers share. */
const SHARED_FUNCTIONS = [
  "SPC",
  "tEm",
  "PFP",
  "VP",
  "accademy_profiles",
  "chat",
  "request_available",
  "download_cv",
  "information_blocked",
  "emails_contact",
  "download_company",
  "search_partner",
] as const;

export const CLIENT_FUNCTIONS = [
  "manage_users",
  ...SHARED_FUNCTIONS,
  "share_profile_information",
  "share_position_information",
] as const;

/** Suppliers use manage_users_supplier instead of manage_users and have no share_* functions (§4). */
export const SUPPLIER_FUNCTIONS = ["manage_users_supplier", ...SHARED_FUNCTIONS] as const;

/** Visibility flags of §5 (add_project, add_profile, position_list_t_m, position_list_f_p). */
export const VISIBILITY_FUNCTIONS = [
  "add_project",
  "add_profile",
  "position_list_t_m",
  "position_list_f_p",
] as const;

export const FUNCTION_STATES = [
  ...new Set([...CLIENT_FUNCTIONS, ...SUPPLIER_FUNCTIONS, ...VISIBILITY_FUNCTIONS]),
] as readonly string[];
export type FunctionState =
  | (typeof CLIENT_FUNCTIONS)[number]
  | (typeof SUPPLIER_FUNCTIONS)[number]
  | (typeof VISIBILITY_FUNCTIONS)[number];

export type FunctionEntry = { state: string; status: number };

/** §6: feature availability is checked against the stored function list by state name. */
export function hasFunction(functions: readonly FunctionEntry[], state: string): boolean {
  return functions.some((f) => f.state === state && f.status === 1);
}

/**
 * The functions a new company starts with, by company type, until a plan says otherwise: the full set of its
 * audience plus the visibility flags that fit it.
 */
export function defaultFunctionsFor(companyType: string): FunctionEntry[] {
  const on = (states: readonly string[]) => states.map((state) => ({ state, status: 1 }));
  switch (companyType) {
    case "client":
      return on([...CLIENT_FUNCTIONS, "add_project"]);
    case "supplier":
    case "academy":
      return on([...SUPPLIER_FUNCTIONS, "add_profile", "position_list_t_m", "position_list_f_p"]);
    case "freelance":
      return on(["tEm", "PFP", "chat", "search_partner", "position_list_t_m", "position_list_f_p"]);
    default:
      return [];
  }
}
