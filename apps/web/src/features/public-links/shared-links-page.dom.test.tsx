// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { SharedLinksPage } from "./shared-links-page.tsx";

let calls: FetchCall[] = [];
let revoked = false;
const positionLink = {
  id: 10,
  kind: "position",
  title: "Java for the bank",
  profiles: [],
  position: { id: 4, title: "Senior Java developer" },
  language: "en",
  status: "active",
  view_count: 0,
  last_viewed_at: null,
  expires_at: "2026-12-26T10:00:00.000Z",
  revoked_at: null,
  created_at: "2026-11-21T10:00:00.000Z",
  created_by: "Mario Rossi",
  contact_count: 0,
  contacts: [],
};
const link = () => ({
  id: 9,
  kind: "shortlist",
  title: "Backend shortlist",
  profiles: [
    { id: 1, title: "Java dev" },
    { id: 2, title: "Python dev" },
  ],
  position: null,
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
    if (call.path === "/api/public-links")
      return ok({ items: [link(), positionLink], total: 2, page: 1, limit: 20 });
    return ok(null);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("SharedLinksPage", () => {
  it("shows views and contacts, and revokes only after the confirmation", async () => {
    const view = renderScreen(<SharedLinksPage />, { path: "/shared_links" });
    const [card, positionCard] = await screen.findAllByTestId("shared-link");
    if (!card || !positionCard) throw new Error("two links expected");
    // Each link says what it holds: the profiles, or the shared position with its kind.
    expect(within(card).getByTestId("shared-link-content").textContent).toBe(
      "Profiles: Java dev, Python dev",
    );
    expect(within(positionCard).getByTestId("shared-link-content").textContent).toBe(
      "Position: Senior Java developer",
    );
    expect(within(positionCard).getByText("Position")).toBeTruthy();
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
    expect((await screen.findAllByTestId("shared-link-status"))[0]?.textContent).toBe("Revoked");
    expect(within(card).queryByTestId("shared-link-revoke")).toBeNull();
  });
});
