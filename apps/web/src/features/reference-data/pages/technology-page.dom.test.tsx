// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { narrowScreen } from "../../../test/narrow-screen.ts";
import { renderScreen } from "../../../test/render.tsx";
import { TechnologyPage } from "./technology-page.tsx";

const tech = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id,
  name,
  category: "language",
  label_it: null,
  label_en: null,
  enabled: true,
  merged_into_id: null,
  merged_into_name: null,
  aliases: [],
  ...over,
});

// The signed-in staff role, as the page reads it (Administrator: edit, switch off, merge; Admin Management: edit).
const access = { canEdit: true, canManage: true };
vi.mock("../use-staff-role.ts", () => ({ useReferenceAccess: () => access }));
const signIn = (role: "administrator" | "admin_management") => {
  access.canManage = role === "administrator";
};

function stubList() {
  return stubFetch({
    "GET /api/admin/reference/technologies": (call: FetchCall) =>
      ok({
        items:
          call.query.get("q") === "ts"
            ? [tech(3, "TypeScript", { aliases: ["TS"] })]
            : [
                tech(1, "Java"),
                tech(2, "Reactjs", { enabled: false }),
                tech(4, "Old", { enabled: false, merged_into_id: 1, merged_into_name: "Java" }),
              ],
        total: 3,
        page: 1,
        limit: 20,
      }),
    "GET /api/admin/reference/technologies/categories": ok(["language", "framework"]),
  });
}

describe("TechnologyPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists technologies with their state and searches by name or alias", async () => {
    signIn("administrator");
    const calls = stubList();
    const { user } = renderScreen(<TechnologyPage />);
    const rows = await screen.findAllByTestId("reference-row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByTestId("status-disabled")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByTestId("status-merged").textContent).toBe("Merged into Java");
    // A merged entry can be edited but not switched on again or merged a second time.
    expect(within(rows[2] as HTMLElement).queryByTestId("row-merge")).toBeNull();
    // Icon buttons named for the row, with the verb as tooltip, so the three fit the last column.
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: "Enable Reactjs" })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Disable Java" })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Merge Java" })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Edit Java" }).textContent).toBe("");
    // The category is a label, not the taxonomy's code.
    expect(within(rows[0] as HTMLElement).getByText("Language")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText("language")).toBeNull();
    await user.type(screen.getByTestId("reference-search"), "ts");
    expect(await screen.findByText("also TS")).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.query.get("q") === "ts" && c.query.get("page") === "1")).toBe(true),
    );
  });

  it("on a phone shows each technology as a card with its status and actions, without a sideways table", async () => {
    signIn("administrator");
    narrowScreen();
    stubList();
    renderScreen(<TechnologyPage />, { language: "it" });
    const rows = await screen.findAllByTestId("reference-row");
    expect(screen.queryByRole("table")).toBeNull();
    const reactjs = rows[1] as HTMLElement;
    expect(within(reactjs).getByText("Reactjs")).toBeTruthy();
    expect(within(reactjs).getByText("Linguaggio")).toBeTruthy();
    expect(within(reactjs).getByTestId("status-disabled")).toBeTruthy();
    expect(within(reactjs).getByRole("button", { name: "Attiva Reactjs" })).toBeTruthy();
    // The secondary labels stay in the edit dialog.
    expect(within(reactjs).queryByText("Etichetta italiana")).toBeNull();
  });

  it("offers to merge a technology only into entries of its own category", async () => {
    signIn("administrator");
    const calls = stubFetch({
      "GET /api/admin/reference/technologies": ok({ items: [tech(1, "Java")], total: 1, page: 1, limit: 20 }),
      "GET /api/admin/reference/technologies/categories": ok(["language", "framework"]),
      "GET /api/admin/reference/technologies/export": ok([tech(1, "Java"), tech(5, "Jawa")]),
      "GET /api/admin/reference/technologies/1/merge-preview": ok({ references: [], total: 0 }),
    });
    const { user } = renderScreen(<TechnologyPage />);
    const [row] = await screen.findAllByTestId("reference-row");
    await user.click(within(row as HTMLElement).getByTestId("row-merge"));
    await waitFor(() => {
      const candidates = calls.find((c) => c.path === "/api/admin/reference/technologies/export");
      expect(candidates?.query.get("category")).toBe("language");
    });
  });

  it("gives Admin Management edit only: no enable/disable or merge buttons", async () => {
    signIn("admin_management");
    stubList();
    renderScreen(<TechnologyPage />);
    const rows = await screen.findAllByTestId("reference-row");
    expect(within(rows[0] as HTMLElement).getByTestId("row-edit")).toBeTruthy();
    expect(screen.queryByTestId("row-toggle")).toBeNull();
    expect(screen.queryByTestId("row-merge")).toBeNull();
  });

  it("validates the new technology's fields before sending, with field messages", async () => {
    signIn("administrator");
    stubList();
    const { user } = renderScreen(<TechnologyPage />);
    await screen.findAllByTestId("reference-row");
    await user.click(screen.getByTestId("technology-add"));
    await user.click(screen.getByTestId("technology-save"));
    expect((await screen.findAllByText("This field is required.")).length).toBeGreaterThanOrEqual(2);
  });
});
