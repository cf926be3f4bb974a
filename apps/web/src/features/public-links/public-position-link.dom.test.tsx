// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, type FetchCall, type FetchReply, ok, stubFetch } from "../../test/fetch-stub.ts";
import { PUBLIC_CARD, showPublicLink } from "./public-link-test-support.tsx";

// A position link on the public page: the position read-only, then its compatible profiles (fetch is the boundary).
const TOKEN = "p".repeat(43);
let calls: FetchCall[] = [];
let state: () => FetchReply;

const POSITION = {
  title: "Senior Java developer",
  description: "Microservizi di pagamento.",
  seniority: "senior",
  city: "Milano",
  remote_allowed: true,
  profiles_wanted: 2,
  date_start: "2030-03-01",
  date_end: "2030-12-31",
  mandatory_skills: [{ technology_id: 1, name: "Java", min_years: 5 }],
  nice_skills: [{ technology_id: 2, name: "Kafka" }],
  languages: [{ code: "en", name: "English", min_level: "B2" }],
};
const linkState = (company: string | null) => () =>
  ok({
    kind: "position",
    title: "Senior Java developer",
    company_name: company,
    profile_count: 1,
    language: "en",
    expires_at: "2026-12-26T10:00:00.000Z",
  });

beforeEach(() => {
  sessionStorage.clear();
  state = linkState("Rossi Spa");
  calls = stubFetch((call) => {
    if (call.path === "/api/publicLinkProfile/chekPublicProfile") return state();
    if (call.path === "/api/publicLinkProfile/saveContacts")
      return ok({ viewer_token: "viewer.jwt.p", expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    if (call.path === "/api/publicLinkProfile/position") return ok(POSITION);
    if (call.path === "/api/publicLinkProfile/filterProfile")
      return ok({ total: 1, items: [PUBLIC_CARD], cities: ["Milano"] });
    if (call.path === "/api/publicLinkProfile/listTech") return ok([{ id: 1, name: "Java" }]);
    if (call.path === "/api/publicLinkProfile/listLanguages") return ok([{ code: "en", name: "English" }]);
    return apiFailure(404, "common.not_found");
  });
});
afterEach(() => vi.unstubAllGlobals());

const show = (language: "it" | "en" = "en") => showPublicLink(TOKEN, language);

async function leaveContacts(view: ReturnType<typeof show>) {
  for (const [id, text] of [
    ["public-firstname", "Carla"],
    ["public-lastname", "Verdi"],
    ["public-company", "Verdi Spa"],
    ["public-email", "carla@verdi.test"],
  ] as const) {
    await view.user.click(screen.getByTestId(id));
    await view.user.paste(text);
  }
  await view.user.click(screen.getByRole("checkbox"));
  await view.user.click(screen.getByTestId("public-contacts-submit"));
}

describe("PublicLinkPage, a position link", () => {
  it("asks contacts for the position, then shows it read-only with its compatible profiles", async () => {
    const view = show();
    expect((await screen.findByTestId("public-link-heading")).textContent).toBe(
      "Rossi Spa shared a position with you",
    );
    expect(screen.getByText("Leave your contact details to see the position and its profiles")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/publicLinkProfile/position")).toBe(false);
    await leaveContacts(view);

    expect((await screen.findByTestId("public-position-title")).textContent).toBe("Senior Java developer");
    expect(screen.getAllByTestId("public-position-skill").map((c) => c.textContent)).toEqual([
      "Java · at least 5 years",
    ]);
    expect(screen.getByText("Kafka")).toBeTruthy();
    expect(screen.getByTestId("public-position-languages").textContent).toBe("English (B2)");
    expect(screen.getByTestId("public-position-dates").textContent).toBe("01/03/2030 – 31/12/2030");
    expect(screen.getByText("2 people wanted")).toBeTruthy();
    expect(screen.getByText("Microservizi di pagamento.")).toBeTruthy();
    expect(screen.getByText("Compatible profiles")).toBeTruthy();
    const card = await screen.findByTestId("public-profile-card");
    expect(within(card).getByText("Senior Java Developer")).toBeTruthy();
    // The position call carries the viewer token in its header, never in the address.
    const read = calls.find((c) => c.path === "/api/publicLinkProfile/position");
    expect(read?.query.get("token")).toBe(TOKEN);
    for (const call of calls) expect(call.query.toString()).not.toContain("viewer");
  });

  it("does not name the company of an anonymous need, in Italian too", async () => {
    state = linkState(null);
    show("it");
    expect((await screen.findByTestId("public-link-heading")).textContent).toBe(
      "Una posizione condivisa con te",
    );
  });

  it("says so when the shared position closed", async () => {
    state = () => apiFailure(410, "public_link.position_closed");
    show();
    expect((await screen.findByTestId("public-link-problem-title")).textContent).toBe("Position closed");
    expect(screen.queryByTestId("public-contacts")).toBeNull();
  });
});
