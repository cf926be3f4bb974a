// @vitest-environment happy-dom

import { DEFAULT_BRAND_COLORS } from "@mkt/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import type { BrandAdmin } from "../api.ts";
import { BrandFormDialog } from "./brand-form-dialog.tsx";

// The http boundary is fetch: the dialog, the contracts' schema, the api hooks and the shared client run for real.
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;

const saved: BrandAdmin = {
  id: 5,
  name: "Partner",
  host_pattern: "partner.test",
  colors: { ...DEFAULT_BRAND_COLORS, main: "#6a1b9a" },
  login_image_url: null,
  logo_url: "/api/auth/getLogo?brand=5&v=1",
  kind: "partner",
  sales_email: "sales@partner.test",
  analytics_enabled: false,
  is_default: false,
  updated_at: "2030-01-01T10:00:00.000Z",
};

beforeEach(() => {
  answer = () => ok(saved);
  calls = stubFetch((call) => answer(call));
});
afterEach(() => vi.unstubAllGlobals());

function show(brand: BrandAdmin | null = null) {
  const onClose = vi.fn();
  const view = renderScreen(<BrandFormDialog brand={brand} onClose={onClose} />);
  const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
  const fill = async (testId: string, text: string) => {
    await view.user.clear(field(testId));
    if (text) {
      await view.user.click(field(testId));
      await view.user.paste(text);
    }
  };
  const save = () => view.user.click(screen.getByTestId("brand-save"));
  return { ...view, onClose, field, fill, save };
}

const saves = () => calls.filter((c) => c.path.startsWith("/api/admin/brands"));

describe("BrandFormDialog", () => {
  it("names each problem under its field and sends nothing", async () => {
    const { fill, save, field } = show();
    await fill("brand-host", "https://partner.test/x");
    await fill("brand-color-main", "#9fd3ff");
    await fill("brand-color-light", "#202020");
    await fill("brand-color-bad", "red");
    await fill("brand-sales-email", "nope");
    await save();
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(field("brand-name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Enter a host \(e\.g\. partner\.example\.com\)/)).toBeTruthy();
    expect(
      screen.getByText("Too little contrast with white text (4.5:1 needed): choose a darker colour."),
    ).toBeTruthy();
    expect(
      screen.getByText("Too little contrast with black text (4.5:1 needed): choose a lighter colour."),
    ).toBeTruthy();
    expect(screen.getByText("Enter a colour as #rrggbb.")).toBeTruthy();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it("creates a partner brand with its logo, then closes", async () => {
    const { user, fill, save, onClose } = show();
    await fill("brand-name", "Partner");
    await fill("brand-host", "Partner.Test");
    await user.click(within(screen.getByTestId("brand-kind")).getByRole("combobox"));
    await user.click(await screen.findByTestId("brand-kind-partner"));
    await fill("brand-color-main", "#6a1b9a");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>P</title></svg>';
    fireEvent.change(screen.getByTestId("brand-logo-input"), {
      target: { files: [new File([svg], "logo.svg", { type: "image/svg+xml" })] },
    });
    expect(await screen.findByTestId("brand-logo-preview")).toBeTruthy();
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saves()).toEqual([
      {
        method: "POST",
        path: "/api/admin/brands",
        body: {
          name: "Partner",
          host_pattern: "Partner.Test",
          kind: "partner",
          is_default: false,
          colors: { ...DEFAULT_BRAND_COLORS, main: "#6a1b9a" },
          sales_email: "",
          analytics_enabled: true,
          logo_svg: svg,
        },
      },
    ]);
  });

  it("refuses a file that is not an SVG under the logo button", async () => {
    const { fill, save } = show();
    await fill("brand-name", "Partner");
    fireEvent.change(screen.getByTestId("brand-logo-input"), {
      target: { files: [new File(["<html></html>"], "logo.svg", { type: "image/svg+xml" })] },
    });
    expect((await screen.findByTestId("brand-logo-error")).textContent).toBe("The file is not an SVG image.");
    await save();
    expect(saves()).toEqual([]);
  });

  it("edits a brand in place, keeps its logo, and shows the server's field errors", async () => {
    answer = () =>
      apiFailure(409, "brand.host_taken", [
        { field: "host_pattern", code: "brand.host_taken", message: "Another brand already uses this host." },
      ]);
    const { field, save, onClose } = show(saved);
    expect(field("brand-name").value).toBe("Partner");
    expect(field("brand-host").value).toBe("partner.test");
    expect(field("brand-sales-email").value).toBe("sales@partner.test");
    await save();
    expect(await screen.findByText("Another brand already uses this host.")).toBeTruthy();
    expect(field("brand-host").getAttribute("aria-invalid")).toBe("true");
    expect(onClose).not.toHaveBeenCalled();
    const [put] = saves();
    expect(put?.method).toBe("PUT");
    expect(put?.path).toBe("/api/admin/brands/5");
    expect(put?.body).not.toHaveProperty("logo_svg");
    expect(put?.body).toMatchObject({
      kind: "partner",
      analytics_enabled: false,
      sales_email: "sales@partner.test",
    });
  });
});
