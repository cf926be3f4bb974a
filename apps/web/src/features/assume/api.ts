import { paramLoginResultSchema, storedParamLoginSchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

/** POST auth/storeParamLoginAuth (Administrator, Admin Management): a one-time uuid opening the user's session. */
export function useStoreParamLogin() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("auth/storeParamLoginAuth", storedParamLoginSchema, {
        method: "POST",
        body: { email },
        auth: true,
      }),
  });
}

/** GET auth/getParamLogin: spends the uuid and returns the session to open (assumed, or the staff one back). */
export function fetchParamLogin(uuid: string) {
  return apiRequest("auth/getParamLogin", paramLoginResultSchema, { query: { uuid } });
}

/** The app path of the returned address (the link points at this same app). */
export function appPathOf(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname + parsed.search;
  } catch {
    return "/";
  }
}
