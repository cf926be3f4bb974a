import { must } from "@mkt/contracts";
import type { buildApp } from "../app.ts";
import { type BenchCase, type BenchUrl, requestOf } from "./services.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

/** Tokens and block size of the open search cases (two): at most 2 × (25 warm-up + 25 measured) requests per token. */
const OPEN_VISITS = 40;
const OPEN_BLOCK = 25;

/**
 * The i-th request of a case through app.inject, from its own address (10.0.x.y): the open POSTs' per-IP limit
 * (600 an hour) must not stop a bench run, and the signed-in calls do not look at the address.
 */
export async function benchInject(app: App, to: BenchUrl, i: number, headers: Record<string, string>) {
  const { url, payload } = requestOf(to, i);
  const remoteAddress = `10.0.${(i >> 8) & 255}.${i & 255}`;
  const res = await app.inject({ method: payload ? "POST" : "GET", url, headers, payload, remoteAddress });
  return { url, res };
}

/**
 * The open area's visitor search (issue 16: p95 at or under the signed-in client search's): the same engine behind
 * the token check and the open-write limits, answered from the last visitor's answer when the query repeats. Open POSTs are limited per visit (120 a minute), so the requests take
 * turns over OPEN_VISITS visits in blocks of OPEN_BLOCK.
 */
export async function openProfileCases(app: App, java: number): Promise<BenchCase[]> {
  const tokens: string[] = [];
  for (let k = 0; k < OPEN_VISITS; k++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/open/addTokenOpenAccess",
      payload: { redirect_url: "profile_available", type_version: 2, type_caller: "bench", have_sidebar: 1 },
      remoteAddress: `10.1.0.${k + 1}`,
    });
    if (res.statusCode !== 200) throw new Error(`open token: ${res.body}`);
    tokens.push(res.json().data.token as string);
  }
  const token = (i: number) => must(tokens[Math.floor(i / OPEN_BLOCK) % OPEN_VISITS], "an open visit");
  return [
    [
      "open profile search, Java + senior",
      {
        url: "/api/open/filterProfileOpen",
        body: (i) => ({ token: token(i), technology: [java], seniority: ["senior"] }),
      },
      {},
    ],
    // A rate bound that changes on every request, as in the signed-in case of the same name: no cached answer,
    // no cached facets (visitors' answers are kept per query and data version, see search/visitor-search.ts).
    [
      "open profile search, Java + senior, facets not cached",
      {
        url: "/api/open/filterProfileOpen",
        body: (i) => ({ token: token(i), technology: [java], seniority: ["senior"], rate_max: 4000 + i }),
      },
      {},
    ],
  ];
}
