// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { BlankLayout } from "./blank-layout.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { NamedIcon } from "./named-icon.tsx";

describe("BrandLogo", () => {
  it("shows the served logo, described in the interface language", () => {
    const { unmount } = renderScreen(<BrandLogo />);
    expect(screen.getByRole("img", { name: "Platform logo" }).getAttribute("src")).toBe("/api/auth/getLogo");
    unmount();
    renderScreen(<BrandLogo />, { language: "it" });
    expect(screen.getByRole("img", { name: "Logo della piattaforma" })).toBeTruthy();
  });
});

describe("BlankLayout", () => {
  it("shows the page alone", () => {
    renderScreen(
      <Routes>
        <Route element={<BlankLayout />}>
          <Route path="/register" element={<h1>Register</h1>} />
        </Route>
      </Routes>,
      { path: "/register" },
    );
    expect(screen.getByRole("heading", { name: "Register" })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
  });
});

describe("NamedIcon", () => {
  it("draws the named icon, the fallback for an unknown name, and the list icon without one", () => {
    const testIdOf = (name: string, fallback?: string) => {
      const { container, unmount } = renderScreen(<NamedIcon name={name} fallback={fallback} />);
      const id = container.querySelector("svg")?.getAttribute("data-testid");
      unmount();
      return id;
    };
    expect(testIdOf("settings")).toBe("SettingsOutlinedIcon");
    expect(testIdOf("no-such-icon", "settings")).toBe("SettingsOutlinedIcon");
    expect(testIdOf("no-such-icon")).toBe("ListAltOutlinedIcon");
  });
});
