// @vitest-environment happy-dom
import { ROLE, type SessionUser } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../../shared/session/session-store.ts";
import { renderScreen } from "../../../test/render.tsx";
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

function signIn(roleId: number) {
  const user: SessionUser = {
    id: 9,
    role: "user",
    role_id: roleId,
    logicRole: null,
    firstname: "Chiara",
    lastname: "Bianchi",
    email: "viewer@example.test",
    language: "en",
    profile_image_url: null,
    profile_image_name: "",
    company_id: 77,
    company_name: "Viewer Spa",
    company_type: "client",
    company_profile_profiled: 1,
    possible_skip_modal_complete: 1,
    domain_url: null,
    n_max_supplier: null,
    n_max_users: null,
    send_feedback: 0,
    purchase_plan: 0,
    id_plan_purchase: null,
    name_plan_purchase: null,
    title_plan: null,
    request_purchase_plan_to_sales_id: null,
    planName: null,
    assumeSubscription: 0,
    simulate_academy: 0,
    work_force: 0,
    id_doc_status: 0,
    limit_date_documentation: null,
    versionProduct: 1,
    prev_uuid: null,
    assumedUser: false,
    possibleAssumeRole: false,
    home: "/dashboard_client",
  };
  saveSession("token", user);
}

/** The heart as the detail shows it: the flag comes from the cached catalogue answer. */
function Harness() {
  const service = useCatalogueService(5);
  return service.data ? <FavouriteButton serviceId={5} favourite={service.data.favourite} /> : <p>loading</p>;
}

type Call = { method: string; path: string };
let calls: Call[];
let saved: boolean;
let answer: (method: string) => Promise<Response>;
/** Holds the detail's reloads after the first answer (only the optimistic cache can change the heart then). */
let holdReloads: boolean;
const ok = (data: unknown) => Response.json({ success: true, data, message: "" });

beforeEach(() => {
  calls = [];
  saved = false;
  holdReloads = false;
  answer = async (method) => ok({ favourite: method === "POST" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(url, "http://localhost").pathname;
      calls.push({ method, path });
      if (path === "/api/services/catalogue/5") {
        const first = calls.filter((c) => c.path === path).length === 1;
        return !first && holdReloads ? new Promise<Response>(() => undefined) : ok(detail(saved));
      }
      if (path === "/api/services/5/favourite") return answer(method);
      return Response.json(
        { success: false, data: null, message: "", code: "common.not_found" },
        { status: 404 },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const heart = () => screen.getByTestId("service-favourite-5");

describe("FavouriteButton", () => {
  it("saves at once, before the answer, and removes with DELETE", async () => {
    signIn(ROLE.CLIENT);
    let release: (r: Response) => void = () => undefined;
    answer = (method) =>
      method === "POST"
        ? new Promise<Response>((resolve) => (release = resolve))
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
      new Promise<Response>((resolve) => {
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
