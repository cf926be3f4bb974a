// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall as Call, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { request, target } from "../service-requests-test-support.ts";
import { ServiceRequestDetailPage } from "./service-request-detail-page.tsx";

const answer = (quoteId: number, price: number, delivery: string) => ({
  quote_id: quoteId,
  price,
  delivery_date: delivery,
  note: `Note of quote ${quoteId}`,
  document_name: quoteId === 71 ? "offer.pdf" : null,
  created_at: "2031-01-12T09:00:00.000Z",
});

const dear = target({ id: 1, status: "quoted", answer: answer(71, 9500, "2031-05-30") });
const cheap = target({
  id: 2,
  status: "quoted",
  answer: answer(72, 7200, "2031-06-15"),
  conversation_id: 88,
  service: { ...target({ id: 2 }).service, rating_avg: 4.5, rating_count: 2 },
});
const declined = target({ id: 3, status: "declined", decline_reason: "We are fully booked until autumn." });
const open = request({ targets: [dear, cheap, declined] });

let calls: Call[];
beforeEach(() => {
  calls = stubFetch((call) => {
    if (call.method === "GET" && call.path === "/api/service-requests/31") return Response.json(ok(open));
    if (call.method === "POST" && call.path === "/api/service-requests/31/accept")
      return Response.json(
        ok({
          ...open,
          status: "awarded",
          targets: [
            { ...dear, status: "not_chosen" },
            { ...cheap, status: "accepted", collaboration_id: 640 },
            declined,
          ],
        }),
      );
    if (call.method === "POST" && call.path === "/api/service-requests/31/cancel")
      return Response.json(
        ok({
          ...open,
          status: "cancelled",
          targets: open.targets.map((t) => ({ ...t, status: "cancelled" })),
        }),
      );
    return notFound();
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderScreen(
    <Routes>
      <Route path="/service_requests/:id" element={<ServiceRequestDetailPage />} />
    </Routes>,
    { path: "/service_requests/31" },
  );
}

describe("ServiceRequestDetailPage", () => {
  it("shows the request and its answers side by side, the cheapest highlighted", async () => {
    renderPage();
    const answers = await screen.findByTestId("service-request-answers");
    const detail = screen.getByTestId("service-request-detail");
    expect(detail.textContent).toContain("Cloud migration of the ERP");
    expect(detail.textContent).toContain("€10,000 VAT excluded");
    expect(answers.children).toHaveLength(3);
    const first = screen.getByTestId("answer-1");
    const second = screen.getByTestId("answer-2");
    expect(screen.getByTestId("answer-price-1").textContent).toContain("€9,500");
    expect(screen.getByTestId("answer-price-2").textContent).toContain("€7,200");
    expect(first.textContent).toContain("offer.pdf");
    expect(first.textContent).toContain("Note of quote 71");
    expect(second.textContent).toContain("4.5 / 5 (2 reviews)");
    expect(second.getAttribute("data-cheapest")).toBe("true");
    expect(first.getAttribute("data-cheapest")).toBeNull();
    expect(within(second).getByTestId("answer-cheapest")).toBeTruthy();
    expect(screen.getByTestId("answer-3").textContent).toContain("We are fully booked until autumn.");
    expect(within(first).getByRole("link", { name: "Service 1" }).getAttribute("href")).toBe(
      "/find_services?service=10",
    );
    // Only quoted answers of an open request can be accepted; a known conversation is linked.
    expect(screen.queryByTestId("accept-3")).toBeNull();
    expect(within(second).getByRole("link", { name: "Chat" }).getAttribute("href")).toBe(
      "/chat_component?c=88",
    );
  });

  it("accepts an answer after confirmation and links the collaboration", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId("accept-2"));
    const dialog = screen.getByTestId("confirm-dialog");
    expect(dialog.textContent).toContain("Supplier 2 is chosen for €7,200");
    await user.click(within(dialog).getByTestId("confirm-dialog-confirm"));
    await waitFor(() => expect(screen.getByTestId("collaboration-2")).toBeTruthy());
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", path: "/api/service-requests/31/accept", body: { target_id: 2 } },
    ]);
    expect(screen.getByTestId("collaboration-2").getAttribute("href")).toBe("/collaborations_request?id=640");
    expect(screen.queryByTestId("accept-1")).toBeNull();
    expect(screen.queryByTestId("request-cancel")).toBeNull();
    expect(screen.getByTestId("answer-1").textContent).toContain("Not chosen");
  });

  it("starts the chat on a target without a conversation", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId("target-chat-1"));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/conversations")).toBe(true));
    expect(calls.find((c) => c.path === "/api/conversations")?.body).toEqual({
      company_id: 101,
      subject_type: "service_request",
      subject_id: 1,
    });
  });

  it("cancels the open request after confirmation", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId("request-cancel"));
    await user.click(within(screen.getByTestId("confirm-dialog")).getByTestId("confirm-dialog-confirm"));
    await waitFor(() => expect(screen.getByTestId("request-status-cancelled")).toBeTruthy());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/service-requests/31/cancel",
    ]);
    expect(screen.queryByTestId("accept-2")).toBeNull();
  });
});
