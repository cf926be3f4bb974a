import { must, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { publicLink } from "../../db/schema/index.ts";
import { bearer, type TestHarness } from "../../test/app.ts";
import { browseKit } from "../open/browse-test-support.ts";
import { startPlan } from "../plans/service.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { hashLinkToken } from "./link-token.ts";

export const VIEWER_HEADER = "x-public-link-viewer";

/** Test helpers of the public links: a client on a plan with the share function, links, visitors. */
export function linkKit(t: TestHarness) {
  const kit = profileKit(t);
  const browse = browseKit(t);
  const db = () => t.database.db;

  /** A client user whose company is on Starter (share_profile_information included). */
  async function sharer(role: RoleId = ROLE.CLIENT) {
    const client = await kit.member(role);
    await startPlan(db(), client.companyId, { id: 2, creditsYear: 50 }, "2099-12-31", "test");
    return client;
  }

  const call = (method: "GET" | "POST", url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  async function share(token: string, profileIds: number[], extra: Record<string, unknown> = {}) {
    const res = await call("POST", "/api/public-links", token, {
      kind: profileIds.length === 1 ? "profile" : "shortlist",
      profile_ids: profileIds,
      ...extra,
    });
    if (res.statusCode !== 200) throw new Error(`share failed ${res.statusCode}: ${res.body}`);
    const data = res.json().data as { link: { id: number }; url: string };
    return { id: data.link.id, url: data.url, token: data.url.split("/public/")[1] ?? "" };
  }

  const contacts = (linkToken: string, extra: Record<string, unknown> = {}, ip = "10.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/publicLinkProfile/saveContacts",
      remoteAddress: ip,
      payload: {
        token: linkToken,
        firstname: "Carla",
        lastname: "Verdi",
        company_name: "Verdi Spa",
        email: "carla.verdi@cliente.test",
        language: "en",
        consent: true,
        ...extra,
      },
    });

  async function viewerOf(linkToken: string) {
    const res = await contacts(linkToken);
    if (res.statusCode !== 200) throw new Error(`contacts failed ${res.statusCode}: ${res.body}`);
    return (res.json().data as { viewer_token: string }).viewer_token;
  }

  const filter = (linkToken: string, viewer: string | undefined, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/publicLinkProfile/filterProfile",
      payload: { token: linkToken, ...body },
      ...(viewer ? { headers: { [VIEWER_HEADER]: viewer } } : {}),
    });

  const setLink = (linkToken: string, values: Partial<typeof publicLink.$inferInsert>) =>
    db()
      .update(publicLink)
      .set(values)
      .where(eq(publicLink.tokenHash, hashLinkToken(linkToken)));

  /**
   * A T&M need of the client with one position (Java and Spring Boot mandatory, English B2, Milano, 450 a day),
   * published unless asked otherwise: Giulia of browse.profiles() fits it, Bruno (Python) does not.
   */
  async function openPosition(token: string, options: { publish?: boolean; anonymous?: boolean } = {}) {
    const [java, spring] = await Promise.all([kit.techId("Java"), kit.techId("Spring Boot")]);
    const res = await call("POST", "/api/client/need/createNeedAndNeedResource", token, {
      title: "Core banking",
      description: "Rifacimento del core bancario.",
      publish: options.publish ?? true,
      anonymous: options.anonymous ?? false,
      positions: [
        {
          title: "Senior Java developer",
          description: "Microservizi di pagamento.",
          seniority: "senior",
          city: "Milano",
          remote_allowed: true,
          max_daily_rate: 450,
          date_start: "2030-03-01",
          date_end: "2030-12-31",
          mandatory_skills: [{ technology_id: java }, { technology_id: spring }],
          languages: [{ code: "en", min_level: "B2" }],
        },
      ],
    });
    if (res.statusCode !== 200) throw new Error(`need failed ${res.statusCode}: ${res.body}`);
    const need = res.json().data as { id: number; positions: { id: number }[] };
    return { needId: need.id, positionId: must(need.positions[0], "the need's position").id };
  }

  return { kit, browse, sharer, call, share, contacts, viewerOf, filter, setLink, openPosition };
}
