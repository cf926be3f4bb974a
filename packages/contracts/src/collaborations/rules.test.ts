import { describe, expect, it } from "vitest";
import {
  allowedCollaborationActions,
  type CollaborationFacts,
  collaborationTransition,
  interviewTransition,
  validateInterviewSlots,
} from "./rules.ts";

const facts = (overrides: Partial<CollaborationFacts> = {}): CollaborationFacts => ({
  status: "requested",
  interviewStatus: null,
  interviewOutcome: null,
  hasFeedback: false,
  hasReply: false,
  isService: false,
  ...overrides,
});

describe("collaboration state machine", () => {
  it("lets the client start from requested or interview, and complete only an active one", () => {
    expect(collaborationTransition("requested", "start", "client")).toBe("active");
    expect(collaborationTransition("interview", "start", "client")).toBe("active");
    expect(collaborationTransition("active", "start", "client")).toBeNull();
    expect(collaborationTransition("active", "complete", "client")).toBe("completed");
    expect(collaborationTransition("requested", "complete", "client")).toBeNull();
  });

  it("refuses the supplier's and the student's moves except the supplier's cancel", () => {
    expect(collaborationTransition("requested", "start", "supplier")).toBeNull();
    expect(collaborationTransition("active", "complete", "supplier")).toBeNull();
    expect(collaborationTransition("active", "cancel", "supplier")).toBe("cancelled");
    expect(collaborationTransition("active", "cancel", "student")).toBeNull();
    expect(collaborationTransition("requested", "propose_interview", "supplier")).toBeNull();
  });

  it("keeps completed and cancelled final", () => {
    for (const status of ["completed", "cancelled"] as const)
      for (const action of ["start", "complete", "cancel", "propose_interview"] as const)
        expect(collaborationTransition(status, action, "client")).toBeNull();
    expect(collaborationTransition("completed", "cancel", "staff")).toBeNull();
  });

  it("gives a service collaboration no interview, but the same start, complete and cancel", () => {
    for (const status of ["requested", "interview"] as const)
      expect(collaborationTransition(status, "propose_interview", "client", true)).toBeNull();
    expect(collaborationTransition("requested", "start", "client", true)).toBe("active");
    expect(collaborationTransition("active", "complete", "client", true)).toBe("completed");
    expect(collaborationTransition("active", "cancel", "supplier", true)).toBe("cancelled");
    expect(allowedCollaborationActions(facts({ isService: true }), "client")).toEqual(["start", "cancel"]);
    expect(allowedCollaborationActions(facts({ isService: true }), "supplier")).toEqual(["cancel"]);
    expect(allowedCollaborationActions(facts({ isService: true, status: "completed" }), "client")).toEqual([
      "feedback",
    ]);
  });

  it("offers each side its buttons", () => {
    expect(allowedCollaborationActions(facts(), "client")).toEqual(["propose_interview", "start", "cancel"]);
    expect(allowedCollaborationActions(facts(), "supplier")).toEqual(["cancel"]);
    expect(allowedCollaborationActions(facts(), "student")).toEqual([]);
    const proposed = facts({ status: "interview", interviewStatus: "proposed" });
    expect(allowedCollaborationActions(proposed, "client")).toEqual(["cancel"]);
    expect(allowedCollaborationActions(proposed, "supplier")).toEqual(["respond_interview", "cancel"]);
    const confirmed = facts({ status: "interview", interviewStatus: "confirmed" });
    expect(allowedCollaborationActions(confirmed, "client")).toEqual(["interview_outcome", "cancel"]);
    const done = facts({ status: "interview", interviewStatus: "done", interviewOutcome: "positive" });
    expect(allowedCollaborationActions(done, "client")).toEqual(["propose_interview", "start", "cancel"]);
    expect(allowedCollaborationActions(facts({ status: "active" }), "client")).toEqual([
      "complete",
      "cancel",
    ]);
  });

  it("opens feedback once to the client and the reply once to the supplier", () => {
    expect(allowedCollaborationActions(facts({ status: "completed" }), "client")).toEqual(["feedback"]);
    expect(allowedCollaborationActions(facts({ status: "completed", hasFeedback: true }), "client")).toEqual(
      [],
    );
    expect(
      allowedCollaborationActions(facts({ status: "completed", hasFeedback: true }), "supplier"),
    ).toEqual(["reply", "request_review"]);
    expect(
      allowedCollaborationActions(
        facts({ status: "completed", hasFeedback: true, hasReply: true }),
        "supplier",
      ),
    ).toEqual(["request_review"]);
  });

  it("lets only the supplier ask outside contacts for reviews, of active and completed collaborations", () => {
    expect(allowedCollaborationActions(facts({ status: "active" }), "supplier")).toEqual([
      "cancel",
      "request_review",
    ]);
    expect(allowedCollaborationActions(facts({ status: "completed" }), "supplier")).toEqual([
      "request_review",
    ]);
    for (const status of ["requested", "interview", "cancelled"] as const)
      expect(allowedCollaborationActions(facts({ status }), "supplier")).not.toContain("request_review");
    for (const side of ["client", "staff", "student"] as const)
      expect(allowedCollaborationActions(facts({ status: "completed" }), side)).not.toContain(
        "request_review",
      );
  });

  it("moves interviews from proposed to confirmed or cancelled, and confirmed to done", () => {
    expect(interviewTransition("proposed", "confirm")).toBe("confirmed");
    expect(interviewTransition("proposed", "decline")).toBe("cancelled");
    expect(interviewTransition("confirmed", "confirm")).toBeNull();
    expect(interviewTransition("confirmed", "outcome")).toBe("done");
    expect(interviewTransition("proposed", "outcome")).toBeNull();
  });
});

describe("interview slots", () => {
  const now = new Date("2030-01-10T08:00:00Z");
  it("accepts 2–5 future slots an hour apart", () => {
    expect(validateInterviewSlots(["2030-01-11T09:00:00Z", "2030-01-11T10:00:00Z"], now)).toEqual([]);
  });
  it("refuses too few or too many slots", () => {
    expect(validateInterviewSlots(["2030-01-11T09:00:00Z"], now)).toContainEqual({
      field: "slots",
      code: "validation.slot_count",
    });
    const six = Array.from({ length: 6 }, (_, i) => `2030-01-1${i + 1}T09:00:00Z`);
    expect(validateInterviewSlots(six, now)[0]).toEqual({ field: "slots", code: "validation.slot_count" });
  });
  it("refuses past, too soon, duplicate and overlapping slots", () => {
    expect(validateInterviewSlots(["2030-01-10T08:30:00Z", "2030-01-12T09:00:00Z"], now)).toEqual([
      { field: "slots.0", code: "validation.future_date" },
    ]);
    expect(validateInterviewSlots(["2030-01-12T09:00:00Z", "2030-01-12T09:00:00Z"], now)).toEqual([
      { field: "slots.1", code: "validation.slot_spacing" },
    ]);
    expect(validateInterviewSlots(["2030-01-12T09:00:00Z", "2030-01-12T09:30:00Z"], now)).toEqual([
      { field: "slots.1", code: "validation.slot_spacing" },
    ]);
  });
});
