// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { SavedSearchActions } from "./saved-search-actions.tsx";

// The http boundary is fetch: the buttons, dialogs, hooks and the shared client run for real.
const search = (id: number, name: string, alert: boolean, path: string) => ({
  id,
  kind: "profiles",
  name,
  criteria: {},
  alert,
  path,
  last_alert_at: null,
  created_at: "2026-11-20T10:00:00.000Z",
});
const listed = [
  search(2, "Java in Milan", true, "/profile_available?search_word=java&localities=Milano"),
  search(1, "Seniors", false, "/profile_available?seniority=senior"),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const criteria = { search_word: "java", seniority: ["senior"], order_by: "relevance" };
const renderActions = (kind: "profiles" | "services" = "profiles", language: "en" | "it" = "en") =>
  renderScreen(
    <>
      <SavedSearchActions kind={kind} criteria={criteria} suggestedName="java" />
      <Where />
    </>,
    { path: "/profile_available?search_word=java", language },
  );

let calls: FetchCall[];
beforeEach(() => {
  calls = stubFetch({
    "GET /api/saved-searches": ok({ items: listed, total: 2, page: 1, limit: 20 }),
    "POST /api/saved-searches": (call) =>
      ok(search(3, String(call.body?.name), Boolean(call.body?.alert), "/x")),
    "PATCH /api/saved-searches/2": (call) => ok({ ...listed[0], ...call.body }),
    "DELETE /api/saved-searches/1": ok({ id: 1 }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("SavedSearchActions", () => {
  it("is shown only to the roles that keep saved searches of that kind", () => {
    signIn(ROLE.SUPPLIER);
    const supplier = renderActions();
    expect(screen.queryByTestId("saved-search-save")).toBeNull();
    supplier.unmount();
    signIn(ROLE.COMPANY_ADMINISTRATOR);
    const admin = renderActions();
    expect(screen.queryByTestId("saved-search-save")).toBeNull();
    admin.unmount();
    renderActions("services");
    expect(screen.getByRole("button", { name: "Save search" })).toBeTruthy();
  });

  it("saves with a validated name, the alert switch and the search's criteria", async () => {
    signIn(ROLE.CLIENT);
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: "Save search" }));
    const name = screen.getByTestId("saved-search-name") as HTMLInputElement;
    expect(name.value).toBe("java");
    await user.clear(name);
    await user.click(screen.getByTestId("saved-search-name-confirm"));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(name, "Java seniors");
    await user.click(screen.getByTestId("saved-search-alert"));
    await user.click(screen.getByTestId("saved-search-name-confirm"));
    await waitFor(() => expect(screen.queryByTestId("saved-search-name-dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "profiles",
      name: "Java seniors",
      alert: false,
      criteria,
    });
    expect(await screen.findByText("Search saved.")).toBeTruthy();
  });

  it("shows the server's field message under the name", async () => {
    signIn(ROLE.CLIENT);
    stubFetch({
      "POST /api/saved-searches": apiFailure(400, "validation.failed", [
        { field: "name", code: "validation.too_long", message: "" },
      ]),
    });
    const { user } = renderActions("profiles", "it");
    await user.click(screen.getByRole("button", { name: "Salva ricerca" }));
    await user.click(screen.getByTestId("saved-search-name-confirm"));
    expect(await screen.findByText(/al massimo/i)).toBeTruthy();
    expect(screen.getByTestId("saved-search-name-dialog")).toBeTruthy();
  });

  it("lists the saved searches: open re-applies the criteria, alert on/off, rename, delete after confirming", async () => {
    signIn(ROLE.CLIENT_EMPLOYEES);
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: "Saved searches" }));
    const dialog = await screen.findByTestId("saved-searches-dialog");
    const java = await within(dialog).findByTestId("saved-search-2");
    expect(calls[0]?.query.get("kind")).toBe("profiles");

    await user.click(within(java).getByRole("switch", { name: "E-mail alert for Java in Milan" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ alert: false }));

    await user.click(within(java).getByRole("button", { name: "Rename the search Java in Milan" }));
    const name = screen.getByTestId("saved-search-name") as HTMLInputElement;
    expect(name.value).toBe("Java in Milan");
    expect(screen.queryByTestId("saved-search-alert")).toBeNull();
    await user.clear(name);
    await user.type(name, "Java, Milan");
    await user.click(screen.getByTestId("saved-search-name-confirm"));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({ name: "Java, Milan" }),
    );

    const seniors = within(dialog).getByTestId("saved-search-1");
    await user.click(within(seniors).getByRole("button", { name: "Delete the search Seniors" }));
    const confirm = await screen.findByTestId("confirm-dialog");
    expect(within(confirm).getByText(/“Seniors”/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/saved-searches/1")).toBe(true),
    );

    await waitFor(() => expect(screen.queryByTestId("confirm-dialog")).toBeNull());
    expect(await screen.findByText("Search deleted.")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Open the search Java in Milan" }));
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(
        "/profile_available?search_word=java&localities=Milano",
      ),
    );
    await waitFor(() => expect(screen.queryByTestId("saved-searches-dialog")).toBeNull());
  });

  it("says which searches are missing when there is none: profile or service searches, not 'of this kind'", async () => {
    calls = stubFetch({ "GET /api/saved-searches": ok({ items: [], total: 0, page: 1, limit: 20 }) });
    signIn(ROLE.CLIENT_EMPLOYEES);
    const { user } = renderActions("services", "it");
    await user.click(screen.getByRole("button", { name: "Ricerche salvate" }));
    expect((await screen.findByTestId("saved-searches-empty")).textContent).toContain(
      "Non hai ancora salvato ricerche di servizi",
    );
  });
});
