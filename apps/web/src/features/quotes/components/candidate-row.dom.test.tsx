// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { CandidateRow } from "./candidate-row.tsx";

const nomination = {
  id: 12,
  status: "proposed" as const,
  daily_rate: null,
  discard_reason: null,
  decided_at: null,
  profile: {
    id: 41,
    firstname: "Giulia",
    lastname: "B.",
    title: "Java developer",
    seniority: "senior" as const,
    city: "Milano",
    contacts_visible: false,
  },
  match: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("CandidateRow", () => {
  it("names the candidate with a link to its detail, with the quoting company, the candidacy and the position", () => {
    signIn(ROLE.CLIENT);
    stubFetch({});
    renderScreen(<CandidateRow nomination={nomination} supplierId={7} positionId={5} onDecide={vi.fn()} />);
    const link = screen.getByTestId("candidate-link");
    expect(link.textContent).toBe("Giulia B.");
    expect(link.getAttribute("href")).toBe("/complete_detail/7/null/41/12/null/null/view?position=5");
  });
});
