// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { NeedsPage } from "./needs-page.tsx";

const TITLE = "Modernizzazione core banking: microservizi";

beforeEach(() => {
  stubFetch(({ path }) =>
    path === "/api/client/need"
      ? ok({
          items: [
            {
              id: 4,
              type: "tm",
              title: TITLE,
              status: "published",
              budget: null,
              deadline: null,
              updated_at: "2026-11-21T10:00:00.000Z",
              published_at: "2026-11-21T10:00:00.000Z",
              positions_count: 2,
            },
          ],
          total: 1,
          page: 1,
          limit: 20,
        })
      : ok({}),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("NeedsPage", () => {
  it("shows a need's whole title, never cut with an ellipsis (375 px cut it to 'Modernizzazione core…')", async () => {
    renderScreen(<NeedsPage />, { language: "it", path: "/need" });
    const row = await screen.findByTestId("need-row");
    const title = within(row).getByTestId("need-row-title");
    expect(title.textContent).toBe(TITLE);
    expect(title.className).not.toContain("MuiTypography-noWrap");
    expect(
      within(row)
        .getByRole("link", { name: `Apri: ${TITLE}` })
        .getAttribute("href"),
    ).toBe("/need/detail?id=4");
  });
});
