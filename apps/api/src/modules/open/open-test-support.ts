import type { App } from "../../app.ts";

/** A valid entry-URL body for POST open/addTokenOpenAccess (override what a test varies). */
export const entryBody = (overrides: Record<string, unknown> = {}) => ({
  redirect_url: "profile_available",
  type_version: 2,
  type_caller: "partner_web",
  have_sidebar: "1",
  ...overrides,
});

/** Starts a visit and returns its clear token. */
export async function openVisit(app: App, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/open/addTokenOpenAccess",
    payload: entryBody(overrides),
  });
  if (res.statusCode !== 200) throw new Error(`addTokenOpenAccess answered ${res.statusCode}: ${res.body}`);
  return res.json().data.token as string;
}
