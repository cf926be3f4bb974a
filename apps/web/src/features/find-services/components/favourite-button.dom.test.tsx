// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, type FetchReply, ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { useCatalogueService } from "../api.ts";
import { FavouriteButton } from "./favourite-button.tsx";

// The http boundary is fetch: the button, the feature's hooks and the shared client run for real.
const detail = (favourite: boolean) => ({
  id: 5,
  title: "Security audit",
  description: "A full audit.",
  category: null,
  delivery_model: "fixed_price",
  price_kind: "from",
  price_min: 800,
  price_max: null,
  rating_avg: 4.5,
  rating_count: 2,
  duration_min_days: null,
  duration_max_days: null,
  technologies: [],
  sectors: [],
  deliverables: [],
  case_studies: [],
  supplier: {
    company_id: 3,
    name: "Nuvola Srl",
    city: "Milano",
    country: "IT",
    website: null,
    description: null,
  },
  attachments: [],
  approved_at: null,
  favourite,
});

/** The heart as the detail shows it: the flag comes from the cached catalogue answer. */
function Harness() {
  const service = useCatalogueService(5);
  return service.data ? <FavouriteButton serviceId={5} favourite={service.data.favourite} /> : <p>loading</p>;
}

let calls: FetchCall[];
let saved: boolean;
let answer: (method: string) => Promise<FetchReply>;
/** Holds the detail's reloads after the first answer (only the optimistic cache can change the heart then). */
let holdReloads: boolean;

beforeEach(() => {
  saved = false;
  holdReloads = false;
  answer = async (method) => ok({ favourite: method === "POST" });
  calls = stubFetch({
    "GET /api/services/catalogue/5": (call) => {
      const first = calls.filter((c) => c.path === call.path).length === 1;
      return !first && holdReloads ? new Promise<FetchReply>(() => undefined) : ok(detail(saved));
    },
    "POST /api/services/5/favourite": () => answer("POST"),
    "DELETE /api/services/5/favourite": () => answer("DELETE"),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const heart = () => screen.getByTestId("service-favourite-5");

describe("FavouriteButton", () => {
  it("saves at once, before the answer, and removes with DELETE", async () => {
    signIn(ROLE.CLIENT);
    let release: (r: FetchReply) => void = () => undefined;
    answer = (method) =>
      method === "POST"
        ? new Promise<FetchReply>((resolve) => (release = resolve))
        : Promise.resolve(ok({ favourite: false }));
    const { user } = renderScreen(<Harness />);
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    expect(heart().getAttribute("aria-label")).toBe("Add to favourites");

    await user.click(heart());
    // Optimistic: pressed while the call is still pending.
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(heart().getAttribute("aria-label")).toBe("Remove from favourites");
    saved = true;
    release(ok({ favourite: true }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/services/catalogue/5")).toHaveLength(2));
    expect(heart().getAttribute("aria-pressed")).toBe("true");

    saved = false;
    await user.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/services/5/favourite").map((c) => c.method)).toEqual([
        "POST",
        "DELETE",
      ]),
    );
  });

  it("goes back and says why when the call fails", async () => {
    signIn(ROLE.COMPANY_ADMINISTRATOR);
    holdReloads = true;
    let fail: () => void = () => undefined;
    answer = () =>
      new Promise<FetchReply>((resolve) => {
        fail = () =>
          resolve(
            Response.json(
              { success: false, data: null, message: "Service not found.", code: "services.not_found" },
              { status: 404 },
            ),
          );
      });
    const { user } = renderScreen(<Harness />);
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    await user.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    fail();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("The favourites could not be updated"),
    );
    expect(heart().getAttribute("aria-pressed")).toBe("false");
  });

  it("is absent for roles that do not buy", async () => {
    for (const role of [ROLE.ADMINISTRATOR, ROLE.SUPPLIER]) {
      signIn(role);
      const view = renderScreen(<Harness />);
      await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
      expect(screen.queryByTestId("service-favourite-5")).toBeNull();
      view.unmount();
    }
  });
});
