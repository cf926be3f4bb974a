import { clientCreditsSchema, type Limitation, supplierPlanStatusSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/http-client.ts";
import { manageUsersBlock } from "../manage-users-gate.ts";

async function fetchLimitations(path: string): Promise<Limitation[]> {
  if (path === "/manage_users_supplier")
    return (await apiRequest("company/getPlanStatus", supplierPlanStatusSchema, { auth: true })).limitations;
  return (await apiRequest("company/getNumberCredits", clientCreditsSchema, { auth: true })).limitations;
}

/**
 * The limitation that keeps the avatar menu's Manage Users from opening its page (§4), loaded while the menu is
 * open; null when the page may open (or the plan is not known yet: the page's own calls still meet the limit).
 */
export function useManageUsersGate(userId: number, path: string | null, active: boolean): Limitation | null {
  const gated = path === "/manage_users" || path === "/manage_users_supplier";
  const limitations = useQuery({
    queryKey: ["team", "limitations", userId, path],
    queryFn: () => fetchLimitations(path ?? ""),
    enabled: active && gated,
    staleTime: 60_000,
  });
  return gated && path && limitations.data ? manageUsersBlock(limitations.data, path) : null;
}
