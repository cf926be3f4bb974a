// @vitest-environment happy-dom
import { DEFAULT_DOCUMENTATION_SETTINGS } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { DocumentKindsEditor } from "./document-kinds-editor.tsx";

const settings = DEFAULT_DOCUMENTATION_SETTINGS;
const saving = () =>
  stubFetch({ "PUT /api/admin/documentation/settings": (call: FetchCall) => ok(call.body ?? {}) });
const putBody = (calls: FetchCall[]) =>
  calls.find((c) => c.method === "PUT")?.body as typeof settings | undefined;

describe("DocumentKindsEditor", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("adds a required kind: its code and validity are checked on their fields before anything is sent", async () => {
    const calls = saving();
    const { user } = renderScreen(<DocumentKindsEditor settings={settings} readOnly={false} />);
    const before = screen.getAllByTestId("document-kind-row").length;
    await user.click(screen.getByTestId("kind-add"));
    const index = before;
    await user.type(screen.getByTestId(`kind-${index}-code`), "Insurance!");
    await user.type(screen.getByTestId(`kind-${index}-label-it`), "Polizza assicurativa");
    await user.type(screen.getByTestId(`kind-${index}-label-en`), "Insurance policy");
    await user.type(screen.getByTestId(`kind-${index}-validity`), "0");
    await user.click(screen.getByTestId("kinds-save"));
    const row = screen.getAllByTestId("document-kind-row")[index] as HTMLElement;
    expect(await within(row).findAllByText("Invalid value.")).toHaveLength(2);
    expect(putBody(calls)).toBeUndefined();

    const code = screen.getByTestId(`kind-${index}-code`);
    await user.clear(code);
    await user.type(code, "insurance_policy");
    const validity = screen.getByTestId(`kind-${index}-validity`);
    await user.clear(validity);
    await user.type(validity, "12");
    await user.click(screen.getByTestId(`kind-${index}-required-supplier`));
    await user.click(screen.getByTestId("kinds-save"));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect(putBody(calls)?.kinds.at(-1)).toEqual({
      code: "insurance_policy",
      label_it: "Polizza assicurativa",
      label_en: "Insurance policy",
      required_for: ["supplier"],
      validity_months: 12,
    });
    expect(putBody(calls)?.reminder_days).toBe(settings.reminder_days);
    expect(await screen.findByText("Document kinds saved.")).toBeTruthy();
  });

  it("removes a saved kind after a confirmation that says its documents stay", async () => {
    const calls = saving();
    const { user } = renderScreen(<DocumentKindsEditor settings={settings} readOnly={false} />);
    const durc = settings.kinds.findIndex((k) => k.code === "durc");
    await user.click(screen.getByTestId(`kind-${durc}-remove`));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Documents already uploaded of this kind stay/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await user.click(screen.getByTestId("kinds-save"));
    await waitFor(() => expect(putBody(calls)).toBeDefined());
    expect(putBody(calls)?.kinds.map((k) => k.code)).toEqual(
      settings.kinds.map((k) => k.code).filter((c) => c !== "durc"),
    );
  });

  it("shows Admin Management the kinds read-only, without add, remove or save", () => {
    saving();
    renderScreen(<DocumentKindsEditor settings={settings} readOnly />);
    expect(screen.getAllByTestId("document-kind-row")).toHaveLength(settings.kinds.length);
    expect(screen.queryByTestId("kinds-save")).toBeNull();
    expect(screen.queryByTestId("kind-add")).toBeNull();
    expect(screen.queryByTestId("kind-0-remove")).toBeNull();
    expect((screen.getByTestId("kind-0-label-en") as HTMLInputElement).disabled).toBe(true);
  });
});

describe("DocumentKindsEditor's buttons", () => {
  it("keep their labels on one line beside the reminder field", () => {
    stubFetch({});
    renderScreen(<DocumentKindsEditor settings={settings} readOnly={false} />, { language: "it" });
    for (const id of ["kind-add", "kinds-save"]) {
      const style = getComputedStyle(screen.getByTestId(id));
      expect(style.whiteSpace).toBe("nowrap");
      expect(style.flexShrink).toBe("0");
    }
  });
});
