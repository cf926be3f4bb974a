// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { MemberCompanyDrawer } from "./member-company-drawer.tsx";

const member = (id: number, email: string, roleId: number, status: "active" | "invited" | "disabled") => ({
  id,
  firstname: email.split("@")[0] ?? "",
  lastname: "Rossi",
  email,
  role_id: roleId,
  role: "user",
  status,
  created_at: "2030-11-01T10:00:00.000Z",
});

const TEAM = [
  member(50, "owner@alfa.test", ROLE.SUPPLIER, "active"),
  member(51, "pending@alfa.test", ROLE.SUPPLIER_EMPLOYEES, "invited"),
  member(52, "worker@alfa.test", ROLE.SUPPLIER_MANAGEMENT, "active"),
];

const DETAIL = {
  id: 5,
  name: "Alfa Software",
  type: "supplier",
  vat_number: "01234567890",
  city: "Verona",
  doc_status: 4,
  created_at: "2030-11-01T10:00:00.000Z",
  users: 3,
  owner: { firstname: "owner", lastname: "Rossi", email: "owner@alfa.test", status: "active" },
  steps: { profile_completed: true, documents_sent: true, approved: false, first_activity: false },
  next_step: "approved",
  website: "https://alfa.test",
  country: "IT",
  team: TEAM,
  activity: { profiles: 2, needs: 0, services: 1 },
};

const BASE = "/api/company-admin/companies/5/users";
let calls: FetchCall[] = [];

beforeEach(() => {
  signIn(ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT, "company_admin");
  calls = stubFetch({
    "GET /api/company-admin/companies/5": ok(DETAIL),
    [`GET ${BASE}`]: ok(TEAM),
    [`POST ${BASE}/invite`]: (call) =>
      ok(member(60, String(call.body?.email), Number(call.body?.role_id), "invited")),
    [`POST ${BASE}/51/resend`]: ok(TEAM[1]),
    [`DELETE ${BASE}/51`]: ok({ revoked: true }),
    [`PATCH ${BASE}/52`]: (call) => ok({ ...TEAM[2], ...call.body, status: "disabled" }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const rowOf = (email: string) => {
  const row = screen.getAllByTestId("team-member").find((r) => r.getAttribute("data-email") === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

const CONFIRM: Record<string, string> = { resend: "Send", withdraw: "Withdraw", deactivate: "Deactivate" };

async function act(user: ReturnType<typeof renderScreen>["user"], email: string, action: string) {
  await user.click(screen.getByTestId(`member-actions-${email}`));
  await user.click(await screen.findByTestId(`member-action-${action}`));
  const confirm = await screen.findByRole("dialog");
  await user.click(within(confirm).getByRole("button", { name: CONFIRM[action] }));
}

describe("MemberCompanyDrawer", () => {
  it("shows the company, its steps and activity, and its users with the actions the owner cannot get", async () => {
    renderScreen(<MemberCompanyDrawer companyId={5} onClose={() => undefined} />);
    const drawer = await screen.findByTestId("member-company-drawer");
    await within(drawer).findByText("Alfa Software");
    expect(within(drawer).getByTestId("onboarding-steps-full").querySelectorAll("[data-step]")).toHaveLength(
      4,
    );
    expect(within(screen.getByTestId("member-activity")).getByText("2")).toBeTruthy();
    await screen.findAllByTestId("team-member");
    expect(within(rowOf("owner@alfa.test")).queryByTestId("member-actions-owner@alfa.test")).toBeNull();
    expect(within(rowOf("pending@alfa.test")).getByTestId("member-status").getAttribute("data-status")).toBe(
      "invited",
    );
  });

  it("invites, resends, withdraws and deactivates through the member company's endpoints", async () => {
    const { user } = renderScreen(<MemberCompanyDrawer companyId={5} onClose={() => undefined} />);
    await screen.findAllByTestId("team-member");

    await user.click(screen.getByTestId("invite-open"));
    const dialog = await screen.findByTestId("invite-dialog");
    await user.type(
      dialog.querySelector<HTMLInputElement>('input[name="firstname"]') as HTMLInputElement,
      "Ugo",
    );
    await user.type(
      dialog.querySelector<HTMLInputElement>('input[name="lastname"]') as HTMLInputElement,
      "Riva",
    );
    await user.type(
      dialog.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement,
      "ugo@alfa.test",
    );
    await user.click(within(dialog).getByTestId("invite-submit"));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === `${BASE}/invite`)).toBe(true),
    );
    expect(calls.find((c) => c.path === `${BASE}/invite`)?.body).toEqual({
      firstname: "Ugo",
      lastname: "Riva",
      email: "ugo@alfa.test",
      role_id: ROLE.SUPPLIER_EMPLOYEES,
    });
    await waitFor(() => expect(screen.queryByTestId("invite-dialog")).toBeNull());

    await act(user, "pending@alfa.test", "resend");
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === `${BASE}/51/resend`)).toBe(true),
    );
    await act(user, "pending@alfa.test", "withdraw");
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === `${BASE}/51`)).toBe(true),
    );
    await act(user, "worker@alfa.test", "deactivate");
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH" && c.path === `${BASE}/52`)?.body).toEqual({
        active: false,
      }),
    );
    // Nothing went to the caller's own team endpoints.
    expect(calls.some((c) => c.path.startsWith("/api/company/users"))).toBe(false);
  });
});
