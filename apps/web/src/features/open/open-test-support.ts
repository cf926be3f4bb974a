import { vi } from "vitest";

/** One call the screen made (fetch stub of the open area's component tests). */
export type OpenCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};

export const ok = (data: unknown) => ({ success: true, data, message: "" });
export const failure = (status: number, code: string, errors: unknown[] = []) =>
  Response.json({ success: false, data: null, code, message: "", errors }, { status });

/** A 43-character token like the API issues. */
export const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD".slice(0, 43);

export function access(overrides: Record<string, unknown> = {}) {
  return {
    origin: "",
    urlRedirect: "dashboard_client",
    token: TOKEN,
    versionProduct: 2,
    typeCaller: "partner",
    language: "en",
    have_sidebar: true,
    inside: false,
    entry_type: null,
    company_id: null,
    employee_id: null,
    mode_operation: null,
    expires_at: "2031-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const SIDEBAR = [
  { state: "dashboard_client", name: "menu.open.home", type: "link", icon: "dashboard", priority: 1 },
  {
    state: "profile_available",
    name: "menu.open.profiles",
    type: "link",
    icon: "person_search",
    priority: 2,
  },
  { state: "search_services", name: "menu.open.services", type: "link", icon: "storefront", priority: 3 },
  { state: "need", name: "menu.open.need", type: "link", icon: "work", priority: 4 },
];

/** Stubs fetch; every call is recorded and answered by `answer`. */
export function stubFetch(answer: (call: OpenCall) => Response): OpenCall[] {
  const calls: OpenCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, "http://localhost");
      const call: OpenCall = {
        method: init?.method ?? "GET",
        path: parsed.pathname,
        query: parsed.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
