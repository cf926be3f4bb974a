// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { type FetchCall, type FetchReply, notFound, ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { IncomingServiceRequestsPage } from "./incoming-requests-page.tsx";
import { incomingRequest, incomingTarget } from "./incoming-test-data.ts";

// The http boundary is fetch: the page, the drawer, the dialogs, the feature's api hooks and the shared client run
// for real. Each test says what the API answers.
const quotedAnswer = {
  quote_id: 90,
  price: 5500,
  delivery_date: "2031-06-15",
  note: "Two testers.",
  document_name: "offer.pdf",
  created_at: "2031-04-21T09:00:00.000Z",
};
const list = [
  {
    ...incomingRequest({ id: 11, title: "Audit of the web shop" }, { id: 7, status: "sent" }),
    // The same request went to a second service of the supplier, already answered.
    targets: [
      incomingTarget({ id: 7, status: "sent" }),
      incomingTarget({
        id: 6,
        status: "quoted",
        service: { ...incomingTarget().service, id: 4, title: "Code review" },
        answer: quotedAnswer,
      }),
    ],
  },
  incomingRequest({ id: 12, title: "Cloud review" }, { id: 8, status: "quoted", answer: quotedAnswer }),
  incomingRequest(
    { id: 13, title: "Old request", status: "awarded" },
    { id: 9, status: "not_chosen", answer: quotedAnswer },
  ),
];

let calls: FetchCall[];
let detail: (targetId: number) => unknown;
let declineAnswer: () => FetchReply;
beforeEach(() => {
  detail = (targetId) => {
    const request = list.find((r) => r.targets.some((t) => t.id === targetId));
    return request && { ...request, targets: request.targets.filter((t) => t.id === targetId) };
  };
  declineAnswer = () =>
    ok(incomingRequest({}, { id: 7, status: "declined", decline_reason: "We are fully booked in June." }));
  calls = stubFetch(({ method, path, query }) => {
    if (path === "/api/service-requests/incoming") {
      const status = query.get("status");
      // Like the API: the requests with a target in that status, each with all of the supplier's targets.
      const items = status ? list.filter((r) => r.targets.some((t) => t.status === status)) : list;
      return ok({ items, total: items.length, page: 1, limit: 20 });
    }
    const one = /^\/api\/service-requests\/incoming\/(\d+)$/.exec(path);
    if (one) return ok(detail(Number(one[1])));
    if (path === "/api/service-requests/targets/7/decline") return declineAnswer();
    if (path === "/api/conversations" && method === "POST")
      return ok({
        id: 55,
        company: { id: 1, name: "Acme Spa", logo_url: null, type: "client" },
        own_company: { id: 2, name: "Secura Srl" },
        subject: null,
        last_message: null,
        unread: 0,
        last_message_at: null,
        created_at: "2031-04-21T09:00:00.000Z",
      });
    return notFound();
  });
});

function ChatAddress() {
  const location = useLocation();
  return <p data-testid="chat-address">{location.pathname + location.search}</p>;
}
const withChatRoute = (
  <Routes>
    <Route path="/service_requests/incoming" element={<IncomingServiceRequestsPage />} />
    <Route path="/chat_component" element={<ChatAddress />} />
  </Routes>
);

describe("IncomingServiceRequestsPage", () => {
  it("lists the received requests with their status chips", async () => {
    renderScreen(<IncomingServiceRequestsPage />, { path: "/service_requests/incoming" });
    const rows = await screen.findAllByTestId("incoming-row");
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText("Acme Spa")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("Penetration test")).toBeTruthy();
    expect(
      screen.getAllByTestId("incoming-status").map((chip) => [chip.dataset.status, chip.textContent]),
    ).toEqual([
      ["sent", "New"],
      ["quoted", "Quote sent"],
      ["quoted", "Quote sent"],
      ["not_chosen", "Not chosen"],
    ]);
  });

  it("filters by status through the address and the API query", async () => {
    const { user } = renderScreen(<IncomingServiceRequestsPage />, { path: "/service_requests/incoming" });
    await screen.findAllByTestId("incoming-row");
    await user.click(within(screen.getByTestId("incoming-status-filter")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Quote sent" }));
    // Two requests have a quoted target; the first one's other target (still new) is not a row.
    await waitFor(() => expect(screen.getAllByTestId("incoming-row")).toHaveLength(2));
    expect(calls.at(-1)?.query.get("status")).toBe("quoted");
    expect(screen.getAllByTestId("incoming-status").map((chip) => chip.dataset.status)).toEqual([
      "quoted",
      "quoted",
    ]);
    expect(screen.getByText("Code review")).toBeTruthy();
  });

  it("opens ?target in the drawer with the request and its answers", async () => {
    renderScreen(<IncomingServiceRequestsPage />, { path: "/service_requests/incoming?target=7" });
    const drawer = await screen.findByTestId("incoming-detail");
    expect(calls.some((c) => c.path === "/api/service-requests/incoming/7")).toBe(true);
    expect(within(drawer).getByTestId("incoming-detail-client").textContent).toBe("Acme Spa");
    expect(within(drawer).getByTestId("incoming-detail-service").textContent).toBe("Penetration test");
    expect(within(drawer).getByTestId("incoming-detail-budget").textContent).toBe("€6,000");
    expect(within(drawer).getByTestId("incoming-detail-deadline").textContent).toBe("30/06/2031");
    expect(within(drawer).getByTestId("incoming-send-quote")).toBeTruthy();
    expect(within(drawer).getByTestId("incoming-decline")).toBeTruthy();
  });

  it("shows the sent quote and the outcome, without answer buttons, once answered", async () => {
    renderScreen(<IncomingServiceRequestsPage />, { path: "/service_requests/incoming?target=9" });
    const drawer = await screen.findByTestId("incoming-detail");
    expect(within(drawer).getByTestId("incoming-answer-price").textContent).toBe("€5,500");
    expect(within(drawer).getByTestId("incoming-answer-delivery").textContent).toBe("15/06/2031");
    expect(within(drawer).getByTestId("incoming-outcome").textContent).toBe(
      "The client chose another supplier.",
    );
    expect(within(drawer).queryByTestId("incoming-send-quote")).toBeNull();
    expect(within(drawer).queryByTestId("incoming-decline")).toBeNull();
  });

  it("declines only with a reason, then shows it", async () => {
    const { user } = renderScreen(<IncomingServiceRequestsPage />, {
      path: "/service_requests/incoming?target=7",
    });
    await user.click(await screen.findByTestId("incoming-decline"));
    const dialog = await screen.findByTestId("incoming-decline-dialog");
    await user.click(within(dialog).getByTestId("incoming-decline-submit"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    await user.type(within(dialog).getByTestId("incoming-decline-reason"), "No");
    await user.click(within(dialog).getByTestId("incoming-decline-submit"));
    expect(await within(dialog).findByText("Enter at least 5 characters.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByTestId("incoming-decline-reason"), "t this month, fully booked.");
    await user.click(within(dialog).getByTestId("incoming-decline-submit"));
    await waitFor(() => expect(screen.queryByTestId("incoming-decline-dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      expect.objectContaining({
        path: "/api/service-requests/targets/7/decline",
        body: { reason: "Not this month, fully booked." },
      }),
    ]);
    expect((await screen.findByTestId("incoming-decline-reason-text")).textContent).toBe(
      "We are fully booked in June.",
    );
  });

  it("puts the API's field error under the reason", async () => {
    declineAnswer = () =>
      Response.json(
        {
          success: false,
          data: null,
          message: "",
          code: "validation.failed",
          errors: [{ field: "reason", code: "validation.too_long", message: "Reason too long." }],
        },
        { status: 400 },
      );
    const { user } = renderScreen(<IncomingServiceRequestsPage />, {
      path: "/service_requests/incoming?target=7",
    });
    await user.click(await screen.findByTestId("incoming-decline"));
    const dialog = await screen.findByTestId("incoming-decline-dialog");
    await user.type(within(dialog).getByTestId("incoming-decline-reason"), "Fully booked this month.");
    await user.click(within(dialog).getByTestId("incoming-decline-submit"));
    expect(await within(dialog).findByText("Reason too long.")).toBeTruthy();
  });

  it("starts the chat with the client about this request, then opens it", async () => {
    const { user } = renderScreen(withChatRoute, { path: "/service_requests/incoming?target=7" });
    await user.click(await screen.findByTestId("incoming-chat"));
    expect((await screen.findByTestId("chat-address")).textContent).toBe("/chat_component?c=55");
    expect(calls.find((c) => c.method === "POST")).toEqual(
      expect.objectContaining({
        path: "/api/conversations",
        body: { company_id: 1, subject_type: "service_request", subject_id: 7 },
      }),
    );
  });

  it("opens the existing conversation without starting one", async () => {
    detail = () => incomingRequest({}, { id: 7, status: "viewed", conversation_id: 31 });
    const { user } = renderScreen(withChatRoute, { path: "/service_requests/incoming?target=7" });
    await user.click(await screen.findByTestId("incoming-chat"));
    expect((await screen.findByTestId("chat-address")).textContent).toBe("/chat_component?c=31");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
