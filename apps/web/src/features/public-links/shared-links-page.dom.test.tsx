// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { SharedLinksPage } from "./shared-links-page.tsx";

let calls: FetchCall[] = [];
let revoked = false;
const link = () => ({
  id: 9,
  kind: "shortlist",
  title: "Backend shortlist",
  profiles: [
    { id: 1, title: "Java dev" },
    { id: 2, title: "Python dev" },
  ],
  language: "it",
  status: revoked ? "revoked" : "active",
  view_count: 3,
  last_viewed_at: "2026-11-25T10:00:00.000Z",
  expires_at: "2026-12-26T10:00:00.000Z",
  revoked_at: revoked ? "2026-11-26T10:00:00.000Z" : null,
  created_at: "2026-11-20T10:00:00.000Z",
  created_by: "Mario Rossi",
  contact_count: 1,
  contacts: [
    {
      name: "Carla Verdi",
      company_name: "Verdi Spa",
      email: "carla@verdi.test",
      created_at: "2026-11-25T10:00:00.000Z",
    },
  ],
});

beforeEach(() => {
  revoked = false;
  calls = stubFetch((call) => {
    if (call.path === "/api/public-links/9/revoke") {
      revoked = true;
      return ok(link());
    }
    if (call.path === "/api/public-links") return ok({ items: [link()], total: 1, page: 1, limit: 20 });
    return ok(null);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("SharedLinksPage", () => {
  it("shows views and contacts, and revokes only after the confirmation", async () => {
    const view = renderScreen(<SharedLinksPage />, { path: "/shared_links" });
    const card = await screen.findByTestId("shared-link");
    expect(within(card).getByTestId("shared-link-views").textContent).toBe("3");
    expect(within(card).getByTestId("shared-link-contacts").textContent).toBe("1");
    await view.user.click(within(card).getByTestId("shared-link-toggle-contacts"));
    expect(within(card).getByText("carla@verdi.test")).toBeTruthy();

    await view.user.click(within(card).getByTestId("shared-link-revoke"));
    expect(await screen.findByText("Revoke the link?")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/public-links/9/revoke")).toBe(false);
    await view.user.click(screen.getByTestId("confirm-dialog-confirm"));
    expect(await screen.findByText("Link revoked.")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/public-links/9/revoke" && c.method === "POST")).toHaveLength(
      1,
    );
    expect((await screen.findByTestId("shared-link-status")).textContent).toBe("Revoked");
    expect(screen.queryByTestId("shared-link-revoke")).toBeNull();
  });
});
