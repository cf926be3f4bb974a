// @vitest-environment happy-dom
import { Tab } from "@mui/material";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ScrollableTabs } from "./scrollable-tabs.tsx";

/**
 * happy-dom lays nothing out: this observer tells MUI's Tabs what a 375 px screen would, the first tab in sight
 * and the last one past the right edge (the bar is scrolled to its start).
 */
class OverflowingObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    const first = element.parentElement?.firstElementChild === element;
    this.callback([{ isIntersecting: first }]);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => vi.unstubAllGlobals());

function renderBar() {
  vi.stubGlobal("IntersectionObserver", OverflowingObserver);
  return renderScreen(
    <ScrollableTabs value="all" onChange={() => undefined} aria-label="Status">
      {["all", "requested", "interview", "active", "completed", "cancelled"].map((value) => (
        <Tab key={value} value={value} label={value} />
      ))}
    </ScrollableTabs>,
  );
}

describe("ScrollableTabs", () => {
  it("shows the arrow towards the hidden tabs and no empty place for the other one", () => {
    const { container } = renderBar();
    // MUI alone keeps the disabled start arrow, invisible: a 40 px gap before the first tab at 375 px.
    const arrows = container.querySelectorAll(".MuiTabScrollButton-root");
    expect(arrows).toHaveLength(1);
    expect(arrows[0]?.className).not.toContain("Mui-disabled");
    expect(screen.getAllByRole("tab")).toHaveLength(6);
  });

  it("is scrollable, so tabs past the edge stay reachable", () => {
    const { container } = renderBar();
    expect(container.querySelector(".MuiTabs-scrollableX")).not.toBeNull();
    expect(screen.getByRole("tablist", { name: "Status" })).toBeDefined();
  });
});
