// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { signIn } from "../../test/session.ts";
import { clearSession } from "../session/session-store.ts";
import { staffOnly } from "./staff-only.tsx";

const Guarded = staffOnly(() => <p>back office screen</p>);

function open() {
  renderScreen(
    <Routes>
      <Route path="/configuration" element={<Guarded />} />
      <Route path="/dashboard_client" element={<p>client home</p>} />
      <Route path="/my_profile" element={<p>staff home</p>} />
    </Routes>,
    { path: "/configuration" },
  );
}

describe("staffOnly", () => {
  afterEach(() => clearSession());

  it.each([ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT])("shows the screen to staff role %i", (role) => {
    signIn(role, "staff");
    open();
    expect(screen.getByText("back office screen")).toBeTruthy();
  });

  it("sends every other role home without showing the screen", () => {
    signIn(ROLE.CLIENT);
    open();
    expect(screen.queryByText("back office screen")).toBeNull();
    expect(screen.getByText("client home")).toBeTruthy();
  });
});
