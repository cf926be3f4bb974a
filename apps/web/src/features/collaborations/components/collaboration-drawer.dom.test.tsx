// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchReply, notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { CollaborationDrawer } from "./collaboration-drawer.tsx";

// The http boundary is fetch: the drawer, the feature's api hook and the shared client run for real. What a reader
// may do is decided by the API (contracts rules.ts) and sent as `actions`: the drawer must offer exactly those.
let answer: () => FetchReply;

const interview = (over: Record<string, unknown> = {}) => ({
  id: 70,
  status: "proposed",
  location: "Teams",
  note: "",
  duration_minutes: 45,
  confirmed_starts_at: null,
  outcome: null,
  slots: [
    { id: 1, starts_at: "2031-03-03T09:00:00.000Z" },
    { id: 2, starts_at: "2031-03-04T14:00:00.000Z" },
  ],
  invitees: [],
  created_at: "2031-03-01T10:00:00.000Z",
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  id: 12,
  status: "interview",
  profile_id: 3,
  profile_name: "Giulia B.",
  client: { id: 1, name: "Acme" },
  supplier: { id: 2, name: "Tech Srl" },
  need_id: null,
  need_title: null,
  position_id: null,
  position_title: null,
  nomination_id: null,
  service: null,
  price: null,
  daily_rate: null,
  date_start: null,
  date_end: null,
  interview_status: null,
  interview_starts_at: null,
  has_feedback: false,
  created_at: "2031-03-01T10:00:00.000Z",
  updated_at: "2031-03-01T10:00:00.000Z",
  actions: [],
  side: "client",
  note: "",
  cancel_reason: null,
  started_at: null,
  completed_at: null,
  cancelled_at: null,
  interviews: [],
  timeline: [],
  feedback: null,
  external_feedback: [],
  review_requests: [],
  ...over,
});

beforeEach(() => {
  answer = () => ok(detail());
  stubFetch(() => answer());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show() {
  const onAction = vi.fn();
  const view = renderScreen(<CollaborationDrawer id={12} onClose={() => {}} onAction={onAction} />);
  const actionIds = () =>
    screen.queryAllByTestId(/^action-/).map((button) => button.getAttribute("data-testid")?.slice(7));
  return { ...view, onAction, actionIds };
}

describe("CollaborationDrawer", () => {
  it("shows a spinner while loading, then the collaboration", async () => {
    show();
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Giulia B." })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("No interview proposed.")).toBeTruthy();
  });

  it("says why when the collaboration cannot be read", async () => {
    answer = () => notFound();
    show();
    expect((await screen.findByRole("alert")).textContent).toBe("Not found.");
    expect(screen.queryByTestId(/^action-/)).toBeNull();
  });

  it("offers the client exactly the actions the API allows, and hands the chosen one on", async () => {
    answer = () => ok(detail({ actions: ["propose_interview", "cancel"] }));
    const { user, onAction, actionIds } = show();
    await screen.findByRole("heading", { name: "Giulia B." });
    expect(actionIds()).toEqual(["propose_interview", "cancel"]);
    await user.click(screen.getByRole("button", { name: "Cancel collaboration" }));
    expect(onAction).toHaveBeenCalledWith({
      collaboration: expect.objectContaining({ id: 12, side: "client" }),
      action: "cancel",
    });
  });

  it("gives a supplier waiting on a proposal only its own moves, and no calendar before a time is confirmed", async () => {
    answer = () =>
      ok(detail({ side: "supplier", actions: ["respond_interview", "cancel"], interviews: [interview()] }));
    const { actionIds } = show();
    const block = await screen.findByTestId("interview-block");
    expect(actionIds()).toEqual(["respond_interview", "cancel"]);
    expect(within(block).getByTestId("interview-status").textContent).toBe("Times proposed");
    expect(within(block).getAllByRole("listitem")).toHaveLength(2);
    expect(within(block).queryByRole("button", { name: "Add to calendar" })).toBeNull();
  });

  it("shows a confirmed interview's time with Add to calendar, and a completed one's review with the reply", async () => {
    answer = () =>
      ok(
        detail({
          status: "completed",
          side: "supplier",
          actions: ["reply"],
          interviews: [
            interview({
              status: "confirmed",
              confirmed_starts_at: "2031-03-03T09:00:00.000Z",
              outcome: "positive",
            }),
          ],
          feedback: {
            profile_rating: 5,
            supplier_rating: 4,
            criteria: { quality: 5, communication: 4, timeliness: 4, value: 5 },
            comment: "Great work",
            supplier_reply: "Thank you!",
            replied_at: "2031-06-01T10:00:00.000Z",
            created_at: "2031-05-30T10:00:00.000Z",
          },
        }),
      );
    const { actionIds } = show();
    const block = await screen.findByTestId("interview-block");
    expect(within(block).getByTestId("interview-status").textContent).toBe("Confirmed");
    expect(within(block).getByTestId("interview-confirmed-at").textContent).toMatch(/^Confirmed for /);
    expect(within(block).getByRole("button", { name: "Add to calendar" })).toBeTruthy();
    expect(actionIds()).toEqual(["reply"]);
    const review = screen.getByTestId("collaboration-feedback");
    expect(review.textContent).toContain("«Great work»");
    expect(review.textContent).toContain("Supplier's replyThank you!");
  });

  it("shows a service collaboration's service (linked to the catalogue for the client) and price, no interviews", async () => {
    const service = {
      profile_id: null,
      profile_name: "Cloud migration",
      service: { id: 41, title: "Cloud migration" },
      price: 12500,
      status: "requested",
      actions: ["start", "cancel"],
    };
    answer = () => ok(detail(service));
    const { actionIds } = show();
    await screen.findByRole("heading", { name: "Cloud migration" });
    expect(screen.getByText("Service collaboration")).toBeTruthy();
    const fact = screen.getByTestId("collaboration-service");
    expect(within(fact).getByRole("link", { name: "Cloud migration" }).getAttribute("href")).toBe(
      "/find_services?service=41",
    );
    expect(screen.getByText("€12,500 fixed price")).toBeTruthy();
    expect(screen.queryByText("Rate")).toBeNull();
    expect(screen.queryByText("Interviews")).toBeNull();
    expect(screen.queryByText("No interview proposed.")).toBeNull();
    expect(actionIds()).toEqual(["start", "cancel"]);
  });

  it("writes the price and the daily rate in the app's euro format, in Italian too", async () => {
    answer = () =>
      ok(detail({ profile_id: null, service: { id: 41, title: "Cloud migration" }, price: 12500 }));
    const { unmount } = renderScreen(<CollaborationDrawer id={12} onClose={() => {}} onAction={vi.fn()} />, {
      language: "it",
    });
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(
      await screen.findByText((_, node) => plain(node?.textContent ?? "") === "12.500 € a corpo"),
    ).toBeTruthy();
    unmount();
    answer = () => ok(detail({ daily_rate: 1450 }));
    renderScreen(<CollaborationDrawer id={12} onClose={() => {}} onAction={vi.fn()} />, { language: "it" });
    expect(
      await screen.findByText((_, node) => plain(node?.textContent ?? "") === "1.450 €/giorno"),
    ).toBeTruthy();
  });

  it("shows the supplier the service unlinked, and a completed one's review rating the service", async () => {
    answer = () =>
      ok(
        detail({
          profile_id: null,
          profile_name: "Cloud migration",
          service: { id: 41, title: "Cloud migration" },
          price: 12500,
          status: "completed",
          side: "supplier",
          actions: ["reply"],
          feedback: {
            profile_rating: 4,
            supplier_rating: 5,
            criteria: { quality: 4, communication: 5, timeliness: 4, value: 5 },
            comment: "On time",
            supplier_reply: null,
            replied_at: null,
            created_at: "2031-05-30T10:00:00.000Z",
          },
        }),
      );
    show();
    const fact = await screen.findByTestId("collaboration-service");
    expect(within(fact).queryByRole("link")).toBeNull();
    expect(fact.textContent).toContain("Cloud migration");
    const review = screen.getByTestId("collaboration-feedback");
    expect(within(review).getByText("Service")).toBeTruthy();
    expect(within(review).queryByText("Profile")).toBeNull();
  });
});
