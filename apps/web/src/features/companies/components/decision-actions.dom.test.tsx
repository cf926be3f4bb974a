// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { CompanyDetailDrawer } from "./company-detail-drawer.tsx";

// The http boundary is fetch: the drawer, its hooks, the contracts' schemas and the shared client run for real.
let calls: FetchCall[] = [];
let status = 1;
let decide: (call: FetchCall) => FetchReply;

const detail = () => ({
  id: 5,
  name: "Verdi Servizi",
  vat_number: "01234567897",
  type: "supplier",
  country: "IT",
  city: "Torino",
  id_doc_status: status,
  limit_date_documentation: "01/01/2030",
  documents: 1,
  pending_documents: 1,
  created_at: "2026-11-01T10:00:00.000Z",
  website: null,
  users: 1,
  document_list: [
    {
      id: 8,
      kind: "chamber_of_commerce",
      filename: "visura.pdf",
      size: 2048,
      created_at: "2026-11-02T10:00:00.000Z",
      status: "pending",
      review_note: null,
      reviewed_at: null,
      expires_at: "2027-05-02",
    },
  ],
});

beforeEach(() => {
  status = 1;
  decide = (call) => {
    status = call.body?.status as number;
    return ok({ id_doc_status: status });
  };
  calls = stubFetch((call) => {
    if (call.method === "GET" && call.path === "/api/admin/companies/5") return ok(detail());
    if (call.method === "POST" && call.path === "/api/admin/companies/5/documentation") return decide(call);
    return ok(0);
  });
});
afterEach(() => vi.unstubAllGlobals());

const decisions = () => calls.filter((c) => c.path === "/api/admin/companies/5/documentation");

describe("company review drawer: the decision on the company as a whole", () => {
  it("approves the company and then offers only the block", async () => {
    const view = renderScreen(<CompanyDetailDrawer companyId={5} onClose={() => {}} />);
    const box = await screen.findByTestId("company-decision");
    await view.user.click(within(box).getByTestId("company-approve"));
    expect(await screen.findByText("Documentation approved.")).toBeTruthy();
    expect(decisions()).toEqual([
      { method: "POST", path: "/api/admin/companies/5/documentation", body: { status: 2 } },
    ]);
    await vi.waitFor(() => expect(screen.queryByTestId("company-approve")).toBeNull());
    expect(screen.getByTestId("company-block")).toBeTruthy();
  });

  it("blocks only with a 3–500 character reason, showing the field messages, the server's included", async () => {
    const view = renderScreen(<CompanyDetailDrawer companyId={5} onClose={() => {}} />);
    await view.user.click(await screen.findByTestId("company-block"));
    const dialog = await screen.findByTestId("block-dialog");
    await view.user.click(within(dialog).getByTestId("block-confirm"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    const reason = within(dialog).getByTestId("block-reason");
    await view.user.type(reason, "no");
    await view.user.click(within(dialog).getByTestId("block-confirm"));
    expect(await within(dialog).findByText("Enter at least 3 characters.")).toBeTruthy();
    expect(decisions()).toEqual([]);

    decide = () =>
      apiFailure(400, "validation.failed", [
        { field: "reason", code: "validation.too_long", message: "Enter at most 500 characters." },
      ]);
    await view.user.clear(reason);
    await view.user.type(reason, "The agreement is not signed.");
    await view.user.click(within(dialog).getByTestId("block-confirm"));
    expect(await within(dialog).findByText("Enter at most 500 characters.")).toBeTruthy();

    decide = (call) => {
      status = 3;
      return ok({ id_doc_status: call.body?.status });
    };
    await view.user.click(within(dialog).getByTestId("block-confirm"));
    expect(await screen.findByText("Documentation blocked.")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByTestId("block-dialog")).toBeNull());
    expect(decisions().at(-1)?.body).toEqual({ status: 3, reason: "The agreement is not signed." });
    await vi.waitFor(() => expect(screen.queryByTestId("company-block")).toBeNull());
    expect(screen.getByTestId("company-approve")).toBeTruthy();
  });
});
