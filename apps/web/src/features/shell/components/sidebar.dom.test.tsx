// @vitest-environment happy-dom
import type { SidebarItem } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { Sidebar, scrollTopShowing } from "./sidebar.tsx";

const link = (state: string): SidebarItem => ({
  state,
  name: `menu.${state}`,
  type: "link",
  icon: "dashboard",
  priority: 1,
  badges: [],
});

const ITEMS: SidebarItem[] = [
  link("dashboard_client"),
  {
    ...link("position_list"),
    type: "sub",
    children: [link("position_list"), link("position_list_fixed_price")],
  },
];

function show() {
  return renderScreen(
    <Sidebar
      account={{ company: "Banca Popolare", role: "Client" }}
      home="/dashboard_client"
      items={ITEMS}
      selected="dashboard_client"
      canToggle={false}
      label={(name) => name}
      addButton={{ route: "/need/create", label: "add_need", activeMenu: "need" }}
      onNavigate={vi.fn()}
    />,
  );
}

describe("Sidebar landmarks", () => {
  it("is one navigation landmark holding the logo, the entries, the Add button and the account", () => {
    show();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(nav).toBe(screen.getByTestId("sidebar"));
    expect(within(nav).getByRole("link", { name: /logo/i }).getAttribute("href")).toBe("/dashboard_client");
    expect(within(nav).getByTestId("sidebar-add")).toBeTruthy();
    expect(within(nav).getByTestId("sidebar-account").textContent).toContain("Banca Popolare");
    expect(within(nav).getByTestId("sidebar-entry-position_list_fixed_price")).toBeTruthy();
  });

  it("puts no link directly in a ul (axe list rule)", () => {
    const { container } = show();
    for (const list of container.querySelectorAll("ul, ol")) {
      for (const child of list.children) expect(child.tagName).not.toBe("A");
    }
    expect(screen.getAllByRole("navigation")).toHaveLength(1);
  });
});

describe("scrollTopShowing (the current page's entry in a menu that scrolls)", () => {
  const box = (scrollTop: number) => ({ scrollTop, clientHeight: 300 });
  it("scrolls down just enough to show an entry below the fold, and back up to one above it", () => {
    expect(scrollTopShowing(box(0), { offsetTop: 600, offsetHeight: 40 })).toBe(348);
    expect(scrollTopShowing(box(348), { offsetTop: 100, offsetHeight: 40 })).toBe(92);
  });
  it("leaves a visible entry where it is and never scrolls above the top", () => {
    expect(scrollTopShowing(box(50), { offsetTop: 120, offsetHeight: 40 })).toBe(50);
    expect(scrollTopShowing(box(50), { offsetTop: 4, offsetHeight: 40 })).toBe(0);
  });
});
