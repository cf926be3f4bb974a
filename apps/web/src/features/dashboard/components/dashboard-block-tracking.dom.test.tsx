// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tracker } from "../../../shared/tracking/tracker.ts";
import { renderScreen } from "../../../test/render.tsx";
import { DashboardBlock } from "./dashboard-block.tsx";

let track: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  track = vi.spyOn(tracker, "track").mockImplementation(() => undefined);
});
afterEach(() => track.mockRestore());

describe("DashboardBlock tracking (§2.6 Dashboard blocks)", () => {
  it("queues dashboard_block with the block, the link kind and its address on the footer link", async () => {
    const { user } = renderScreen(
      <DashboardBlock id="quotes" title="Quotes" footer={{ label: "All quotes", to: "/quotes" }}>
        <span>row</span>
      </DashboardBlock>,
    );
    expect(track).not.toHaveBeenCalled();
    await user.click(screen.getByRole("link", { name: "All quotes" }));
    expect(track.mock.calls).toEqual([
      ["dashboard_block", { action: "quotes", destination: "footer", link: "/quotes" }],
    ]);
  });

  it("queues it on the empty state's next action", async () => {
    const { user } = renderScreen(
      <DashboardBlock
        id="needs"
        title="Needs"
        empty={{ text: "No needs yet", action: { label: "Publish a need", to: "/need_create" } }}
      />,
    );
    await user.click(screen.getByRole("link", { name: "Publish a need" }));
    expect(track.mock.calls).toEqual([
      ["dashboard_block", { action: "needs", destination: "empty", link: "/need_create" }],
    ]);
  });
});
