// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

// The brand comes from GET general/brand; here it is given.
const brand = vi.hoisted(() => ({ data: undefined as { name: string } | undefined }));
vi.mock("../api/general-api.ts", () => ({ useBrand: () => brand }));

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => {
  document.title = "before";
  brand.data = undefined;
});

describe("useDocumentTitle", () => {
  it("names the tab after the page and the brand", () => {
    brand.data = { name: "Marketplace" };
    const { rerender } = renderScreen(<Page title="Client plans" />);
    expect(document.title).toBe("Client plans · Marketplace");
    rerender(<Page title="Coupons" />);
    expect(document.title).toBe("Coupons · Marketplace");
  });

  it("uses the part it has, and leaves the title alone with neither", () => {
    const { unmount } = renderScreen(<Page title="Client plans" />);
    expect(document.title).toBe("Client plans");
    unmount();
    brand.data = { name: "Marketplace" };
    const second = renderScreen(<Page title={null} />);
    expect(document.title).toBe("Marketplace");
    second.unmount();
    brand.data = undefined;
    document.title = "before";
    renderScreen(<Page title={null} />);
    expect(document.title).toBe("before");
  });
});
