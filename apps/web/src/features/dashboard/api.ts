import { clientDashboardSchema, supplierDashboardSchema, versionProductSchema } from "@mkt/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { storeVersionProduct } from "../../shared/api/general-api.ts";
import { apiRequest } from "../../shared/api/http-client.ts";
import { getSession, saveUser } from "../../shared/session/session-store.ts";

/** POST auth/switchVersionProduct: stores the new version in session storage and in the stored user. */
export function useSwitchVersionProduct() {
  return useMutation({
    mutationFn: (typeVersion: 1 | 2) =>
      apiRequest("auth/switchVersionProduct", versionProductSchema, {
        method: "POST",
        body: { type_version: typeVersion },
        auth: true,
      }),
    onSuccess: (version) => {
      storeVersionProduct(version);
      const session = getSession();
      if (session) saveUser({ ...session.user, versionProduct: version.type_version });
    },
  });
}

export const dashboardKeys = {
  all: ["dashboard"] as const,
  client: ["dashboard", "client"] as const,
  supplier: ["dashboard", "supplier"] as const,
};

/** GET dashboard/client: the client's home numbers (open needs, new quotes, best matches, saved, requests). */
export function useClientDashboard() {
  return useQuery({
    queryKey: dashboardKeys.client,
    queryFn: ({ signal }) => apiRequest("dashboard/client", clientDashboardSchema, { auth: true, signal }),
  });
}

/** GET dashboard/supplier: fitting positions, quotes by state, profiles without availability, requests. */
export function useSupplierDashboard() {
  return useQuery({
    queryKey: dashboardKeys.supplier,
    queryFn: ({ signal }) =>
      apiRequest("dashboard/supplier", supplierDashboardSchema, { auth: true, signal }),
  });
}
