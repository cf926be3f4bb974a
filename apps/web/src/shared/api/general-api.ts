import { brandSchema, configurationLoginSchema, versionProductSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { z } from "zod";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { apiRequest } from "./http-client.ts";
import { pageHost } from "./page-host.ts";

export const generalKeys = {
  brand: (host: string) => ["brand", host] as const,
  configurationLogin: ["configuration-login"] as const,
  versionProduct: ["version-product"] as const,
};

export function useBrand() {
  const host = pageHost();
  return useQuery({
    queryKey: generalKeys.brand(host),
    queryFn: ({ signal }) =>
      apiRequest("auth/getBrand", brandSchema, { query: { url: host }, signal, bearerIfSignedIn: true }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** SSO providers, self-registrable roles and whether the development mailbox is on. */
export function useConfigurationLogin() {
  return useQuery({
    queryKey: generalKeys.configurationLogin,
    queryFn: ({ signal }) =>
      apiRequest("auth/getConfigurationLogin", configurationLoginSchema, { signal, bearerIfSignedIn: true }),
    staleTime: 5 * 60_000,
  });
}

export type VersionProduct = z.infer<typeof versionProductSchema>;

export function fetchVersionProduct(): Promise<VersionProduct> {
  return apiRequest("auth/getVersionProduct", versionProductSchema, { auth: true });
}

const versionListeners = new Set<() => void>();

/** §3: the product version is kept in session storage after login. */
export function storeVersionProduct(version: VersionProduct): void {
  sessionStorage.setItem(STORAGE_KEYS.versionProduct, String(version.type_version));
  for (const listener of versionListeners) listener();
}

export function storedVersionProduct(): number | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.versionProduct);
  const parsed = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(parsed) ? parsed : null;
}

function subscribeVersionProduct(listener: () => void): () => void {
  versionListeners.add(listener);
  return () => {
    versionListeners.delete(listener);
  };
}

/** The product version in use: the stored one, else the user's; re-renders when it is switched. */
export function useVersionProduct(fallback: number): number {
  const stored = useSyncExternalStore(subscribeVersionProduct, storedVersionProduct, storedVersionProduct);
  return stored ?? fallback;
}
