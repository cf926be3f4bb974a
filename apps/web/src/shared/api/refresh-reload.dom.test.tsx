// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiFailure, ok, stubFetch } from "../../test/fetch-stub.ts";
import { sessionUser, signIn } from "../../test/session.ts";
import { getToken } from "../session/session-store.ts";

/** §4: a 401 on a data call refreshes the token; then every modal closes and the page reloads. */
describe("token refresh on a data call's 401", () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.resetModules();
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, "reload").mockImplementation(reload);
    signIn(ROLE.CLIENT);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  const refreshed = ok({ token: "new-token", expires_in: 900, user: sessionUser(ROLE.CLIENT) });

  it("stores the new token, retries the call for its caller, then reloads the page once", async () => {
    let first = true;
    const calls = stubFetch({
      "GET /api/things": () => {
        if (!first) return ok({ n: 1 });
        first = false;
        return apiFailure(401, "auth.token_expired");
      },
      "POST /api/auth/refresh": refreshed,
    });
    const { apiRequest } = await import("./http-client.ts");
    const data = await apiRequest("things", z.object({ n: z.number() }), { auth: true });
    expect(data).toEqual({ n: 1 });
    expect(getToken()).toBe("new-token");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/things",
      "POST /api/auth/refresh",
      "GET /api/things",
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once when several calls share one refresh", async () => {
    const answered = new Set<string>();
    stubFetch((call) => {
      if (call.path === "/api/auth/refresh") return refreshed;
      if (answered.has(call.path)) return ok({ n: 2 });
      answered.add(call.path);
      return apiFailure(401, "auth.token_expired");
    });
    const { apiRequest } = await import("./http-client.ts");
    const schema = z.object({ n: z.number() });
    await Promise.all([apiRequest("a", schema, { auth: true }), apiRequest("b", schema, { auth: true })]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for a 401 that is no session problem (a wrong current password)", async () => {
    stubFetch({
      "POST /api/auth/change-password": () => apiFailure(401, "auth.wrong_password"),
      "POST /api/auth/refresh": refreshed,
    });
    const { apiRequest } = await import("./http-client.ts");
    await expect(
      apiRequest("auth/change-password", z.unknown(), { auth: true, method: "POST", body: {} }),
    ).rejects.toMatchObject({ code: "auth.wrong_password" });
    expect(reload).not.toHaveBeenCalled();
  });
});
