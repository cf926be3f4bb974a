// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { PendingInscriptionsPage } from "./pending-inscriptions-page.tsx";

// Issue 20: the pending sign-ups queue answers the shared review shortcuts (no detail: no Enter key).
let calls: FetchCall[] = [];
const row = (id: number, name: string) => ({
  id,
  name,
  vat_number: "01234567897",
  type: "client",
  country: "IT",
  owner_name: "Anna Rossi",
  owner_email: `owner${id}@example.test`,
  email_confirmed: true,
  created_at: "2026-11-01T10:00:00.000Z",
});

beforeEach(() => {
  signIn(ROLE.ADMINISTRATOR);
  calls = stubFetch((call) => {
    if (call.method === "GET" && call.path === "/api/admin/inscriptions")
      return ok({ items: [row(3, "Alfa Srl"), row(4, "Beta Spa")], total: 2, page: 1, limit: 20 });
    if (call.method === "POST" && call.path.endsWith("/decision"))
      return ok({ id: 4, review_status: "approved" });
    return ok(0);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const decisions = () => calls.filter((c) => c.method === "POST");

describe("pending inscriptions shortcuts", () => {
  it("moves onto a sign-up, asks the reason with r, approves with a; the help lists no Enter", async () => {
    const { user } = renderScreen(<PendingInscriptionsPage />);
    await screen.findByText("Beta Spa");
    await user.keyboard("jj");
    // The focus lands on the sign-up's selection box.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Beta Spa/)));
    await user.keyboard("r");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(decisions()).toHaveLength(0);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.keyboard("a");
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({
      path: "/api/admin/inscriptions/4/decision",
      body: { decision: "approve" },
    });
    await user.keyboard("?");
    const help = await screen.findByTestId("review-shortcuts-dialog");
    expect(help.textContent).not.toContain("Open the selected item");
    expect(help.textContent).toContain("Approve the selected item");
  });
});
