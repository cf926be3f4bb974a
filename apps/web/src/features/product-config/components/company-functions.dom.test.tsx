// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CompanyFunctions } from "./company-functions.tsx";

const item = (state: string, enabled: boolean, page_key = false) => ({ state, enabled, page_key });
const answer = (myPlans: boolean) => ({
  company: { id: 5, name: "Acme Srl", type: "client" },
  functions: [
    item("SPC", true),
    item("manage_users", true, true),
    item("chat", true, true),
    item("my_profile", true, true),
    item("my_plans", myPlans, true),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("the staff functions of a company", () => {
  it("shows the profile menu's page keys apart from the features and switches one off", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    const calls = stubFetch((call) => ok(answer(call.method !== "PUT")));
    const { user } = renderScreen(<CompanyFunctions companyId={5} />);
    const pages = await screen.findByTestId("function-page-keys");
    expect(within(pages).getByRole("heading", { name: "Profile menu pages" })).toBeTruthy();
    expect(within(pages).getByText("My plans")).toBeTruthy();
    expect(within(pages).getByText("Chat")).toBeTruthy();
    expect(within(screen.getByTestId("function-features")).queryByText("My plans")).toBeNull();
    await user.click(screen.getByTestId("function-my_plans"));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PUT")).toEqual([
        { method: "PUT", path: "/api/admin/functions/companies/5/my_plans", body: { enabled: false } },
      ]),
    );
    expect(await screen.findByText("My plans disabled.")).toBeTruthy();
    expect((screen.getByTestId("function-my_plans") as HTMLInputElement).checked).toBe(false);
  });

  it("names the page keys in Italian", async () => {
    signIn(ROLE.ADMINISTRATOR, "staff");
    stubFetch(() => ok(answer(true)));
    renderScreen(<CompanyFunctions companyId={5} />, { language: "it" });
    const pages = await screen.findByTestId("function-page-keys");
    expect(within(pages).getByRole("heading", { name: "Pagine del menu profilo" })).toBeTruthy();
    expect(within(pages).getByText("I miei piani")).toBeTruthy();
    expect(within(pages).getByText("Il mio profilo")).toBeTruthy();
  });
});
