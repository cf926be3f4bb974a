import { vi } from "vitest";

/**
 * One request a component made through fetch. `query` (the address's search parameters) is not enumerable, so
 * `toEqual` on a call compares its method, path and body only.
 */
export type FetchCall = {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  readonly query: URLSearchParams;
};

/** What a route answers: a Response as it is, anything else as a 200 JSON body. */
export type FetchReply = Response | Record<string, unknown> | unknown[];
/** "METHOD /path" (e.g. "POST /api/conversations") → the reply, or a function of the call giving it. */
export type FetchRoutes = Record<
  string,
  FetchReply | ((call: FetchCall) => FetchReply | Promise<FetchReply>)
>;

/** The API's success envelope around `data`. */
export const ok = (data: unknown) => ({ success: true, data, message: "" });

/** The API's refusal: a dotted code, its HTTP status and, for a validation failure, the field errors. */
export const apiFailure = (
  status: number,
  code: string,
  errors?: { field: string; code: string; message: string }[],
) =>
  Response.json({ success: false, data: null, message: "", code, ...(errors ? { errors } : {}) }, { status });

/** 404 common.not_found: what an unrouted call answers. */
export const notFound = () => apiFailure(404, "common.not_found");

const toResponse = (reply: FetchReply) => (reply instanceof Response ? reply : Response.json(reply));

function callOf(url: string, init: RequestInit | undefined): FetchCall {
  const address = new URL(url, "http://localhost");
  const call = {
    method: init?.method ?? "GET",
    path: address.pathname,
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
  };
  return Object.defineProperty(call, "query", {
    value: address.searchParams,
    enumerable: false,
  }) as FetchCall;
}

/**
 * The component tests' http boundary: stubs the global fetch (undo with `vi.unstubAllGlobals()`), answers each
 * call from `routes` (by "METHOD /path", looked up at call time so a test may change a route; unrouted: 404) or
 * from a function of the call, and records every call in the returned array, in order.
 */
export function stubFetch(routes: FetchRoutes | ((call: FetchCall) => FetchReply | Promise<FetchReply>)) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = callOf(url, init);
      calls.push(call);
      if (typeof routes === "function") return toResponse(await routes(call));
      const route = routes[`${call.method} ${call.path}`];
      if (route === undefined) return notFound();
      return toResponse(typeof route === "function" ? await route(call) : route);
    }),
  );
  return calls;
}
