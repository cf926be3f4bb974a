// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { sessionUser } from "../../../test/session.ts";
import { AssumedUserBanner } from "./assumed-user-banner.tsx";

const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../auth/index.ts", () => ({ logout }));

afterEach(() => logout.mockClear());

/** The banner on a page, with the return address's page to land on. */
function renderBanner(user: ReturnType<typeof sessionUser>, language: "it" | "en" = "en") {
  return renderScreen(
    <Routes>
      <Route path="/dashboard_client" element={<AssumedUserBanner user={user} />} />
      <Route path="/authentication/redirect_login/:uuid" element={<p>redirect-login page</p>} />
    </Routes>,
    { path: "/dashboard_client", language },
  );
}

describe("AssumedUserBanner", () => {
  it("is not shown in an ordinary session", () => {
    renderBanner(sessionUser(ROLE.CLIENT));
    expect(screen.queryByTestId("assumed-user-banner")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("names the user being acted as, as a labelled region (Italian)", () => {
    renderBanner({ ...sessionUser(ROLE.CLIENT), assumedUser: true, prev_uuid: "u-1" }, "it");
    const region = screen.getByRole("region", {
      name: "Stai operando come Chiara Bianchi (Cliente, Viewer Spa)",
    });
    expect(region).toBeTruthy();
    expect(screen.getByRole("button", { name: "Torna al tuo account" })).toBeTruthy();
  });

  it("goes back to the staff session through the stored uuid, as the avatar menu does", async () => {
    const { user } = renderBanner({ ...sessionUser(ROLE.CLIENT), assumedUser: true, prev_uuid: "u-1" });
    await user.click(screen.getByRole("button", { name: "Back to your account" }));
    expect(await screen.findByText("redirect-login page")).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
  });

  it("without the stored uuid, signs out with the warning", async () => {
    const { user } = renderBanner({ ...sessionUser(ROLE.SUPPLIER, "supplier"), assumedUser: true });
    await user.click(screen.getByRole("button", { name: "Back to your account" }));
    expect(logout).toHaveBeenCalledWith({
      message: "The session to return to was not found: sign in again.",
      severity: "warning",
    });
  });
});
