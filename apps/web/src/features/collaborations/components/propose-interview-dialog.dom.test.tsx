// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ProposeInterviewDialog } from "./propose-interview-dialog.tsx";

// The http boundary is fetch: the dialog, its schema, the feature's api hooks and the shared client run for real.
let calls: FetchCall[] = [];
let answer: (call: FetchCall) => FetchReply;

/** A collaboration as the API answers after a proposal (only its shape matters here). */
const detail = {
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
  interview_status: "proposed",
  interview_starts_at: null,
  has_feedback: false,
  created_at: "2030-01-01T10:00:00.000Z",
  updated_at: "2030-01-01T10:00:00.000Z",
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
};

beforeEach(() => {
  answer = () => ok(detail);
  calls = stubFetch((call) => answer(call));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show() {
  const onClose = vi.fn();
  const view = renderScreen(<ProposeInterviewDialog collaborationId={12} open onClose={onClose} />);
  return {
    ...view,
    onClose,
    slot: (i: number) => screen.getByTestId<HTMLInputElement>(`slot-${i}`),
    /** Types a whole value at once (pasted), which keeps the test fast. */
    fill: async (input: HTMLElement, text: string) => {
      await view.user.click(input);
      await view.user.paste(text);
    },
    send: () => view.user.click(screen.getByRole("button", { name: "Send proposal" })),
  };
}

describe("ProposeInterviewDialog", () => {
  it("requires a place and sends nothing without it", async () => {
    const { send, onClose } = show();
    await send();
    const location = screen.getByRole("textbox", { name: /Place or video call link/ });
    expect(location.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("flags a time less than an hour after another under that time, and sends nothing", async () => {
    const { user, send, slot } = show();
    await user.type(screen.getByRole("textbox", { name: /Place or video call link/ }), "Teams");
    fireEvent.change(slot(1), { target: { value: slot(0).value } });
    await send();
    expect(await screen.findByText("Times must be at least one hour apart.")).toBeTruthy();
    expect(slot(1).getAttribute("aria-invalid")).toBe("true");
    expect(slot(0).getAttribute("aria-invalid")).toBe("false");
    expect(calls).toEqual([]);
  });

  it("keeps 2 to 5 times: the first two cannot be removed, a sixth cannot be added", async () => {
    const { user } = show();
    const remove = (n: number) => screen.getByRole<HTMLButtonElement>("button", { name: `Remove time ${n}` });
    expect(remove(1).disabled).toBe(true);
    const add = screen.getByRole<HTMLButtonElement>("button", { name: "Add a time" });
    for (let i = 0; i < 3; i++) await user.click(add);
    expect(screen.getAllByTestId(/^slot-\d$/)).toHaveLength(5);
    expect(add.disabled).toBe(true);
    expect(remove(1).disabled).toBe(false);
  });

  it("posts the times as instants with the place, note, duration and invitees, then closes", async () => {
    const { user, fill, send, slot, onClose } = show();
    fireEvent.change(slot(0), { target: { value: "2031-03-03T10:00" } });
    fireEvent.change(slot(1), { target: { value: "2031-03-04T15:30" } });
    await fill(screen.getByRole("textbox", { name: /Place or video call link/ }), "Via Roma 1, Milano");
    await fill(screen.getByRole("textbox", { name: "Note for the participants" }), "Bring the CV");
    await user.click(screen.getByRole("button", { name: "Add invitee" }));
    await fill(screen.getByRole("textbox", { name: "E-mail" }), "anna@example.com");
    await fill(screen.getByRole("textbox", { name: "Name" }), "Anna");
    await send();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/collaborations/12/interviews",
        body: {
          slots: [new Date("2031-03-03T10:00").toISOString(), new Date("2031-03-04T15:30").toISOString()],
          location: "Via Roma 1, Milano",
          note: "Bring the CV",
          duration_minutes: "60",
          invitees: [{ email: "anna@example.com", name: "Anna", language: "en" }],
        },
      },
    ]);
  });

  it("shows the server's field error under its input and stays open", async () => {
    const { user, send, onClose } = show();
    answer = () =>
      Response.json(
        {
          success: false,
          data: null,
          message: "Invalid",
          code: "validation.failed",
          errors: [
            { field: "location", code: "validation.too_long", message: "Enter at most 300 characters." },
          ],
        },
        { status: 400 },
      );
    const location = screen.getByRole("textbox", { name: /Place or video call link/ });
    await user.type(location, "Teams");
    await send();
    expect(await screen.findByText("Enter at most 300 characters.")).toBeTruthy();
    expect(location.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    // A field error goes under its field only: no form-level alert.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Enter at most 300 characters.",
    ]);
  });
});
