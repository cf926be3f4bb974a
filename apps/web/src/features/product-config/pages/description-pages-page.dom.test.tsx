// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { apiFailure, type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { DescriptionPagesPage } from "./description-pages-page.tsx";

const PAGES = [
  {
    name_page: "position_list",
    path: "/position_list",
    it: { title: "Posizioni aperte", description: "Le posizioni.", tutorial_steps: ["Filtra"] },
    en: null,
  },
];

let calls: FetchCall[];
beforeEach(() => {
  signIn(ROLE.ADMIN_MANAGEMENT, "staff");
  calls = stubFetch((call) => {
    if (call.path === "/api/admin/description_pages") return ok(PAGES);
    if (call.path === "/api/admin/description_pages/position_list/en" && call.method === "PUT")
      return ok({ ...PAGES[0], en: call.body });
    return apiFailure(404, "common.not_found");
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("description pages screen", () => {
  it("creates the missing English version with the page-help dialog previewed as typed", async () => {
    const { user } = renderScreen(<DescriptionPagesPage />);
    await user.click(await screen.findByTestId("page-help-create-position_list-en"));
    const editor = await screen.findByTestId("page-help-editor");
    const preview = within(editor).getByTestId("page-help-preview");
    // Empty yet: the preview shows what users see for a page without help.
    expect(within(preview).getByTestId("page-help-text").textContent).toBe(
      "Information not found for this page.",
    );
    await user.type(within(editor).getByTestId("page-help-title"), "Open positions");
    await user.type(within(editor).getByTestId("page-help-description"), "Published positions.");
    await user.type(within(editor).getByTestId("page-help-steps"), "Filter{enter}{enter}Apply");
    expect(within(preview).getByText("Open positions")).toBeTruthy();
    expect(within(preview).getByTestId("page-help-text").textContent).toBe("Published positions.");
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Filter", "Apply"]);
    await user.click(within(editor).getByTestId("page-help-save"));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      title: "Open positions",
      description: "Published positions.",
      tutorial_steps: ["Filter", "Apply"],
    });
    expect(await screen.findByText("Page description saved.")).toBeTruthy();
  });

  it("refuses an empty title with its message and sends nothing", async () => {
    const { user } = renderScreen(<DescriptionPagesPage />);
    await user.click(await screen.findByTestId("page-help-edit-position_list-it"));
    const editor = await screen.findByTestId("page-help-editor");
    await user.clear(within(editor).getByTestId("page-help-title"));
    await user.click(within(editor).getByTestId("page-help-save"));
    expect(await within(editor).findByText("This field is required.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });
});
