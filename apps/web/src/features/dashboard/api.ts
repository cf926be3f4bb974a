import { clientDashboardSchema, supplierDashboardSchema, versionProductSchema } from "@mkt/contracts";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
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

/**
 * How long an answer counts as fresh: the home page asks for its numbers as the welcome shows and the blocks, whose
 * code comes after, take that answer rather than asking again. Changes made here invalidate them anyway (quotes,
 * availability).
 */
const FRESH_MS = 15_000;

/** GET dashboard/client: the client's home numbers (open needs, new quotes, best matches, saved, requests). */
export const clientDashboardQuery = queryOptions({
  queryKey: dashboardKeys.client,
  queryFn: ({ signal }) => apiRequest("dashboard/client", clientDashboardSchema, { auth: true, signal }),
  staleTime: FRESH_MS,
});

/** GET dashboard/supplier: fitting positions, quotes by state, profiles without availability, requests. */
export const supplierDashboardQuery = queryOptions({
  queryKey: dashboardKeys.supplier,
  queryFn: ({ signal }) => apiRequest("dashboard/supplier", supplierDashboardSchema, { auth: true, signal }),
  staleTime: FRESH_MS,
});

export function useClientDashboard() {
  return useQuery(clientDashboardQuery);
}

export function useSupplierDashboard() {
  return useQuery(supplierDashboardQuery);
}
