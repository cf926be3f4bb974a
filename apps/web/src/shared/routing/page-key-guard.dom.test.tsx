// @vitest-environment happy-dom
import { type FunctionEntry, ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { sessionUser, signIn } from "../../test/session.ts";
import { clearSession, saveSession } from "../session/session-store.ts";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { pageKeyGuarded } from "./page-key-guard.tsx";

const MyPlans = pageKeyGuarded("my_plans_supplier", () => <p>plans page</p>);
const MyProfile = pageKeyGuarded("my_profile", () => <p>profile page</p>);

function open(path: string) {
  renderScreen(
    <Routes>
      <Route path="/my_plans_supplier" element={<MyPlans />} />
      <Route path="/my_profile" element={<MyProfile />} />
      <Route path="/dashboard_supplier" element={<p>supplier home</p>} />
    </Routes>,
    { path },
  );
}

const keep = (functions: FunctionEntry[]) =>
  sessionStorage.setItem(STORAGE_KEYS.functions, JSON.stringify(functions));

describe("pageKeyGuarded: a page its permission key switches off does not open (§6)", () => {
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("opens the page while the key is on or not named", () => {
    signIn(ROLE.SUPPLIER, "supplier");
    keep([{ state: "my_plans", status: 1 }]);
    open("/my_plans_supplier");
    expect(screen.getByText("plans page")).toBeTruthy();
  });

  it("sends the user home, without showing the page, when the list switches the key off", () => {
    saveSession("token", { ...sessionUser(ROLE.SUPPLIER, "supplier"), home: "/dashboard_supplier" });
    keep([{ state: "my_plans", status: 0 }]);
    open("/my_plans_supplier");
    expect(screen.queryByText("plans page")).toBeNull();
    expect(screen.getByText("supplier home")).toBeTruthy();
  });

  it("waits for a list the tab has not got yet, then decides", async () => {
    saveSession("token", { ...sessionUser(ROLE.SUPPLIER, "supplier"), home: "/dashboard_supplier" });
    stubFetch({
      "GET /api/functions/getFunctionCompany": ok({ functions: [{ state: "my_plans", status: 0 }] }),
    });
    open("/my_plans_supplier");
    expect(screen.queryByText("plans page")).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
    expect(await screen.findByText("supplier home")).toBeTruthy();
    expect(screen.queryByText("plans page")).toBeNull();
  });

  it("never refuses the user's home (a Profile Accademy's /my_profile)", () => {
    saveSession("token", { ...sessionUser(ROLE.PROFILE_ACCADEMY, "academy"), home: "/my_profile" });
    keep([{ state: "my_profile", status: 0 }]);
    open("/my_profile");
    expect(screen.getByText("profile page")).toBeTruthy();
  });
});
