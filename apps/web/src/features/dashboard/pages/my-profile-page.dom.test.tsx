// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { MyProfilePage } from "./my-profile-page.tsx";

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** The labels of the company card's rows (Name, Kind, Plan…). */
const companyRows = () =>
  within(screen.getByTestId("company-card"))
    .getAllByRole("term")
    .map((term) => term.textContent);

describe("/my_profile: documentation and plan", () => {
  it.each([
    ["Administrator", ROLE.ADMINISTRATOR],
    ["Admin Management", ROLE.ADMIN_MANAGEMENT],
  ])("%s (staff) sees neither the documentation status nor a plan", async (_, role) => {
    stubFetch({});
    signIn(role, "staff");
    renderScreen(<MyProfilePage />);
    expect(await screen.findByTestId("company-card")).toBeTruthy();
    expect(screen.queryByTestId("documentation-card")).toBeNull();
    expect(companyRows()).toEqual(["Name", "Type"]);
    expect(screen.queryByText("No active plan")).toBeNull();
  });

  it.each([
    ["Freelancer", ROLE.FREELANCER, "freelance"],
    ["Supplier Employees", ROLE.SUPPLIER_EMPLOYEES, "supplier"],
  ])("%s sees no documentation status (§6 checks it for other roles)", async (_, role, type) => {
    stubFetch({});
    signIn(role, type);
    renderScreen(<MyProfilePage />);
    expect(await screen.findByTestId("company-card")).toBeTruthy();
    expect(screen.queryByTestId("documentation-card")).toBeNull();
  });

  it("a client still sees its company's documentation status and plan", async () => {
    stubFetch({});
    signIn(ROLE.CLIENT);
    renderScreen(<MyProfilePage />);
    expect(await screen.findByTestId("documentation-card")).toBeTruthy();
    expect(companyRows()).toEqual(["Name", "Type", "Plan"]);
    expect(within(screen.getByTestId("company-card")).getByText("No active plan")).toBeTruthy();
  });
});
