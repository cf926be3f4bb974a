import {
  COMPANY_TYPES,
  type CompanyType,
  companyTypeForRole,
  isRoleId,
  type SessionUser,
} from "@mkt/contracts";

/** The kind of company the user belongs to: the session's company_type, else the one of the role. */
export function companyKind(user: Pick<SessionUser, "company_type" | "role_id">): CompanyType {
  const fromSession = COMPANY_TYPES.find((type) => type === user.company_type);
  if (fromSession) return fromSession;
  return isRoleId(user.role_id) ? companyTypeForRole(user.role_id) : "client";
}
