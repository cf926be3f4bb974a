import { versionProductSchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
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
