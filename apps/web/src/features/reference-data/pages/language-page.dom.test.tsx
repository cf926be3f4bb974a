// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { LanguagePage } from "./language-page.tsx";

const lang = (code: string, name_it: string, name_en: string, sort: number, enabled = true) => ({
  code,
  name_it,
  name_en,
  sort,
  enabled,
});

const access = { canEdit: true, canManage: true };
vi.mock("../use-staff-role.ts", () => ({ useReferenceAccess: () => access }));

function stubList() {
  return stubFetch({
    "GET /api/admin/reference/languages": ok({
      items: [lang("it", "Italiano", "Italian", 0), lang("ru", "Russo", "Russian", 9, false)],
      total: 2,
      page: 1,
      limit: 20,
    }),
    "POST /api/admin/reference/languages": (call: FetchCall) => ok({ ...call.body, enabled: true }),
    "POST /api/admin/reference/languages/ru/enabled": (call: FetchCall) =>
      ok(lang("ru", "Russo", "Russian", 9, call.body?.enabled === true)),
  });
}

describe("LanguagePage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("adds a language: the ISO code is checked on its field before anything is sent", async () => {
    access.canManage = true;
    const calls = stubList();
    const { user } = renderScreen(<LanguagePage />);
    expect(await screen.findAllByTestId("reference-row")).toHaveLength(2);
    await user.click(screen.getByTestId("language-add"));
    const dialog = await screen.findByTestId("language-dialog");
    await user.type(within(dialog).getByTestId("language-code-input"), "K1");
    await user.type(within(dialog).getByTestId("language-name-it"), "Coreano");
    await user.type(within(dialog).getByTestId("language-name-en"), "Korean");
    await user.click(screen.getByTestId("language-save"));
    expect(await within(dialog).findByText(/2 or 3 lowercase letters \(e\.g\. ko\)/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    const code = within(dialog).getByTestId("language-code-input");
    await user.clear(code);
    await user.type(code, "ko");
    await user.click(screen.getByTestId("language-save"));
    await waitFor(() => expect(screen.queryByTestId("language-dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      code: "ko",
      name_it: "Coreano",
      name_en: "Korean",
      sort: 0,
    });
  });

  it("lets the Administrator switch a language on; Admin Management gets no switch", async () => {
    access.canManage = true;
    const calls = stubList();
    const { user, unmount } = renderScreen(<LanguagePage />);
    const rows = await screen.findAllByTestId("reference-row");
    expect(within(rows[1] as HTMLElement).getByTestId("status-disabled")).toBeTruthy();
    await user.click(within(rows[1] as HTMLElement).getByTestId("row-toggle"));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/ru/enabled"))?.body).toEqual({ enabled: true }),
    );
    unmount();
    access.canManage = false;
    renderScreen(<LanguagePage />);
    const again = await screen.findAllByTestId("reference-row");
    expect(within(again[0] as HTMLElement).queryByTestId("row-toggle")).toBeNull();
    expect(within(again[0] as HTMLElement).getByTestId("row-edit")).toBeTruthy();
  });
});
