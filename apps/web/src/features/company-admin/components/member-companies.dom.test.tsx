// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession } from "../../../shared/session/session-store.ts";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { MemberCompaniesPage } from "../pages/member-companies-page.tsx";

const steps = (done: number) => ({
  profile_completed: done > 0,
  documents_sent: done > 1,
  approved: done > 2,
  first_activity: done > 3,
});

const company = (id: number, name: string, done: number, status: "active" | "invited") => ({
  id,
  name,
  type: "client",
  vat_number: `0000000000${id}`,
  city: "Milano",
  doc_status: 4,
  created_at: "2030-11-01T10:00:00.000Z",
  users: 1,
  owner: { firstname: "Ada", lastname: `Owner${id}`, email: `owner${id}@example.com`, status },
  steps: steps(done),
  next_step: ["profile_completed", "documents_sent", "approved", "first_activity"][done] ?? null,
});

const ROWS = [company(1, "Alfa Retail", 1, "active"), company(2, "Beta Logistica", 4, "invited")];
let calls: FetchCall[] = [];

beforeEach(() => {
  signIn(ROLE.COMPANY_ADMINISTRATOR, "company_admin");
  calls = stubFetch({
    "GET /api/company-admin/companies": (call) => {
      const rows = call.query.get("next_step") === "done" ? ROWS.slice(1) : ROWS;
      return ok({ items: rows, total: rows.length, page: 1, limit: 20 });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const listCalls = () => calls.filter((c) => c.path === "/api/company-admin/companies");

describe("MemberCompaniesPage", () => {
  it("lists the member companies with their onboarding steps and owner's invitation", async () => {
    renderScreen(<MemberCompaniesPage />, { path: "/company" });
    const rows = await screen.findAllByTestId("member-company-row");
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error("two rows");
    expect(within(first).getByTestId("onboarding-steps").getAttribute("data-done")).toBe("1");
    expect(within(first).getByText("Next: Documents sent")).toBeTruthy();
    expect(within(first).getByTestId("owner-status").textContent).toBe("Invitation accepted");
    expect(within(second).getByTestId("onboarding-steps").getAttribute("data-done")).toBe("4");
    expect(within(second).getByText("Onboarding complete")).toBeTruthy();
    expect(within(second).getByTestId("owner-status").textContent).toBe("Invitation pending");
    expect(screen.getByTestId("member-total").textContent).toBe("2 companies");
  });

  it("lets the owner's e-mail wrap after its @, not mid-word, with the whole address as title", async () => {
    renderScreen(<MemberCompaniesPage />, { path: "/company" });
    const [first] = await screen.findAllByTestId("member-company-row");
    const email = within(first as HTMLElement).getByTestId("owner-email");
    expect(email.textContent).toBe("owner1@example.com");
    expect(email.getAttribute("title")).toBe("owner1@example.com");
    expect(email.innerHTML).toBe("owner1@<wbr>example.com");
  });

  it("asks the server with the search, type, stuck-at-step and sort filters", async () => {
    const { user } = renderScreen(<MemberCompaniesPage />, { path: "/company" });
    await screen.findAllByTestId("member-company-row");
    expect(listCalls()[0]?.query.get("sort")).toBe("created");
    expect(listCalls()[0]?.query.get("order")).toBe("desc");

    await user.type(screen.getByTestId("member-search"), "Beta");
    await waitFor(() => expect(listCalls().at(-1)?.query.get("search")).toBe("Beta"), { timeout: 3000 });

    await user.click(within(screen.getByTestId("member-type")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Supplier" }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get("type")).toBe("supplier"));

    await user.click(within(screen.getByTestId("member-step")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Onboarding complete" }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get("next_step")).toBe("done"));
    await waitFor(() => expect(screen.getAllByTestId("member-company-row")).toHaveLength(1));

    await user.click(within(screen.getByTestId("member-sort")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Name A–Z" }));
    await waitFor(() => {
      const last = listCalls().at(-1);
      expect([last?.query.get("sort"), last?.query.get("order")]).toEqual(["name", "asc"]);
    });
    expect(listCalls().at(-1)?.query.get("search")).toBe("Beta");
    expect(listCalls().at(-1)?.query.get("type")).toBe("supplier");
  });

  it("shows the empty state with filters as such", async () => {
    stubFetch({ "GET /api/company-admin/companies": ok({ items: [], total: 0, page: 1, limit: 20 }) });
    renderScreen(<MemberCompaniesPage />, { path: "/company?type=academy" });
    expect((await screen.findByTestId("member-companies-empty")).textContent).toBe(
      "No member company matches these filters.",
    );
  });

  it("sends other roles home", () => {
    signIn(ROLE.CLIENT);
    renderScreen(<MemberCompaniesPage />, { path: "/company" });
    expect(screen.queryByTestId("member-companies-page")).toBeNull();
  });
});
