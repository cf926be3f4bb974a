// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall as Call, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { request, target } from "../service-requests-test-support.ts";
import { ServiceRequestsPage } from "./service-requests-page.tsx";

const quoted = target({
  id: 1,
  status: "quoted",
  answer: {
    quote_id: 5,
    price: 900,
    delivery_date: "2031-05-01",
    note: "",
    document_name: null,
    created_at: "2031-01-11T09:00:00.000Z",
  },
});
const page = (items: unknown[], total = items.length, current = 1) => ({
  items,
  total,
  page: current,
  limit: 20,
});

let calls: Call[];
beforeEach(() => {
  calls = stubFetch((call) => {
    if (call.path !== "/api/service-requests") return notFound();
    return Response.json(
      ok(
        page(
          [
            request({
              id: 32,
              title: "Security audit",
              targets: [quoted, target({ id: 2 }), target({ id: 3 })],
            }),
            request({ id: 31, status: "awarded", targets: [target({ id: 4, status: "accepted" })] }),
          ],
          45,
        ),
      ),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

const lastQuery = () => {
  const url = (vi.mocked(fetch).mock.calls.at(-1)?.[0] ?? "") as string;
  return new URL(url, "http://localhost").searchParams;
};

describe("ServiceRequestsPage", () => {
  it("lists the requests with their answers, status and link, and pages through them", async () => {
    const { user } = renderScreen(<ServiceRequestsPage />);
    const rows = await screen.findAllByTestId("service-request-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Security audit");
    expect(rows[0]?.textContent).toContain("1 / 3");
    expect(rows[0]?.textContent).toContain("Open");
    expect(rows[1]?.textContent).toContain("Awarded");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/service_requests/32");
    expect(lastQuery().get("page")).toBe("1");
    await user.click(
      within(screen.getByTestId("service-requests-pagination")).getByRole("button", { name: /page 3/ }),
    );
    await waitFor(() => expect(lastQuery().get("page")).toBe("3"));
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("filters by status", async () => {
    const { user } = renderScreen(<ServiceRequestsPage />);
    await screen.findAllByTestId("service-request-row");
    await user.click(within(screen.getByTestId("service-requests-status")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Cancelled" }));
    await waitFor(() => expect(lastQuery().get("status")).toBe("cancelled"));
  });
});
