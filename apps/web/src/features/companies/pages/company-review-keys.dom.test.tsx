// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CompanyReviewPage } from "./company-list-page.tsx";

// Issue 20: the company documentation review queue answers the shared review shortcuts.
let calls: FetchCall[] = [];
const row = (id: number, name: string) => ({
  id,
  name,
  vat_number: "01234567897",
  type: "supplier",
  country: "IT",
  city: null,
  id_doc_status: 1,
  limit_date_documentation: null,
  documents: 1,
  pending_documents: 1,
  created_at: "2026-11-01T10:00:00.000Z",
});

beforeEach(() => {
  signIn(ROLE.ADMINISTRATOR);
  calls = stubFetch((call) => {
    if (call.method === "GET" && call.path === "/api/admin/companies")
      return ok({ items: [row(5, "Verdi Servizi"), row(6, "Rossi Tech")], total: 2, page: 1, page_size: 20 });
    if (call.method === "POST" && call.path.endsWith("/documentation")) return ok({ id_doc_status: 2 });
    return ok(0);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const decisions = () => calls.filter((c) => c.method === "POST");

describe("company review queue shortcuts", () => {
  it("approves the selected company with a, and asks the block reason with r before sending anything", async () => {
    const { user } = renderScreen(<CompanyReviewPage />);
    await screen.findByText("Verdi Servizi");
    expect(screen.getByTestId("review-shortcuts-hint").textContent).toBe("Press ? for shortcuts");
    await user.keyboard("jj");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Rossi Tech"));
    await user.keyboard("r");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(decisions()).toHaveLength(0);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.keyboard("k");
    await user.keyboard("a");
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({
      path: "/api/admin/companies/5/documentation",
      body: { status: 2 },
    });
    expect(await screen.findByText("Documentation of Verdi Servizi approved.")).toBeTruthy();
  });
});
