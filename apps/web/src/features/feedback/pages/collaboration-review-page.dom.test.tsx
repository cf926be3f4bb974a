// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notFound, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { CollaborationReviewPage } from "./collaboration-review-page.tsx";

// The outside contact's review page: fetch is the boundary. A service collaboration names the service (no
// consultant) and the first rating rates the service.
const info = (over: Record<string, unknown> = {}) => ({
  language: "en",
  firstname: "Paola",
  lastname: "Verdi",
  reviewer_company_name: "Cliente Spa",
  description_email: "",
  requester_name: "Anna Rossi",
  supplier_name: "Tech Srl",
  client_name: "Acme",
  profile_name: "Giulia Bianchi – Java developer",
  service_title: null,
  position_title: null,
  need_title: null,
  date_start: null,
  date_end: null,
  status: "completed",
  ...over,
});
let body: unknown;

beforeEach(() => {
  body = info();
  // Only the link check answers; anything else the shell asks for (the brand) is not found.
  stubFetch(({ path }) =>
    path.includes("feedback/checkTokenExternalFeedbackCollaboration") ? ok(body) : notFound(),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CollaborationReviewPage", () => {
  it("names the professional and asks for their rating", async () => {
    renderScreen(<CollaborationReviewPage />, { path: "/?token=abc&type=collaboration" });
    expect(await screen.findByText("Giulia Bianchi – Java developer")).toBeTruthy();
    expect(screen.getByText("Professional")).toBeTruthy();
    expect(screen.getByText("Rating of the professional")).toBeTruthy();
  });

  it("names the service of a service collaboration and asks for the service's rating", async () => {
    body = info({ profile_name: "Cloud migration", service_title: "Cloud migration" });
    renderScreen(<CollaborationReviewPage />, { path: "/?token=abc&type=collaboration" });
    expect(await screen.findByText("Cloud migration")).toBeTruthy();
    expect(screen.getByText("Service")).toBeTruthy();
    expect(screen.getByText("Rating of the service")).toBeTruthy();
    expect(screen.queryByText("Professional")).toBeNull();
    expect(screen.queryByText("Rating of the professional")).toBeNull();
  });
});
