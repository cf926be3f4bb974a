import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { linkKit, VIEWER_HEADER } from "./public-links-test-support.ts";

describe("public links of kind position: a position with its compatible profiles", () => {
  const t = useTestApp();
  const k = linkKit(t);
  const get = (url: string, viewer?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { "accept-language": "en", ...(viewer ? { [VIEWER_HEADER]: viewer } : {}) },
    });
  const sharePosition = (
    token: string | undefined,
    positionId: number,
    extra: Record<string, unknown> = {},
  ) => k.call("POST", "/api/public-links", token, { kind: "position", position_id: positionId, ...extra });

  async function world(options: { anonymous?: boolean } = {}) {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const { needId, positionId } = await k.openPosition(client.token, options);
    const res = await sharePosition(client.token, positionId, { language: "en" });
    expect(res.statusCode).toBe(200);
    const { link, url } = res.json().data;
    return { ids, client, needId, positionId, link, token: String(url).split("/public/")[1] ?? "" };
  }

  it("shares an open position: the visitor leaves contacts, then reads the position and its compatible profiles anonymised", async () => {
    const w = await world();
    expect(w.link).toMatchObject({
      kind: "position",
      title: "Senior Java developer",
      position: { id: w.positionId, title: "Senior Java developer" },
      profiles: [],
      status: "active",
    });
    const list = await k.call("GET", "/api/public-links", w.client.token);
    expect(list.json().data.items[0]).toMatchObject({ id: w.link.id, kind: "position" });

    const state = await get(`/api/publicLinkProfile/chekPublicProfile?token=${w.token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toMatchObject({
      kind: "position",
      title: "Senior Java developer",
      company_name: expect.any(String),
      profile_count: 2,
    });
    expect(state.json().data.company_name).not.toBe("");

    // Contacts before details, as for the other kinds.
    const early = await get(`/api/publicLinkProfile/position?token=${w.token}`);
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe("public_link.contacts_required");
    const viewer = await k.viewerOf(w.token);

    const position = await get(`/api/publicLinkProfile/position?token=${w.token}`, viewer);
    expect(position.statusCode).toBe(200);
    const data = position.json().data;
    expect(data).toMatchObject({
      title: "Senior Java developer",
      description: "Microservizi di pagamento.",
      seniority: "senior",
      city: "Milano",
      remote_allowed: true,
      date_start: "2030-03-01",
      date_end: "2030-12-31",
      nice_skills: [],
      languages: [{ code: "en", name: "English", min_level: "B2" }],
    });
    expect(data.mandatory_skills.map((s: { name: string }) => s.name)).toEqual(["Java", "Spring Boot"]);
    // No budget, no client data.
    expect(data).not.toHaveProperty("max_daily_rate");
    expect(JSON.stringify(data)).not.toContain("450");
    expect(JSON.stringify(data)).not.toContain("Core banking");

    const profiles = await k.filter(w.token, viewer);
    expect(profiles.statusCode).toBe(200);
    // The matches as matching ranks them: Giulia (skills) before Bruno (Java and Spring only in his career);
    // neither the unpublished profile nor the blocked company's.
    expect(profiles.json().data.items.map((p: { id: number }) => p.id)).toEqual([w.ids.giulia, w.ids.bruno]);
    expect(profiles.json().data.items[0]).toMatchObject({ firstname: "Giulia", lastname: "B." });
    expect(JSON.stringify(profiles.json().data)).not.toContain("giulia.secret");

    const detail = await get(
      `/api/publicLinkProfile/chekPublicProfile?token=${w.token}&profile_id=${w.ids.giulia}`,
      viewer,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ lastname: "B." });
    expect(detail.json().data).not.toHaveProperty("email");
    // A profile outside the matches (unpublished) is not part of the link.
    const outside = await get(
      `/api/publicLinkProfile/chekPublicProfile?token=${w.token}&profile_id=${w.ids.hidden}`,
      viewer,
    );
    expect(outside.statusCode).toBe(404);
    const tech = await get(`/api/publicLinkProfile/listTech?token=${w.token}`);
    expect(tech.json().data.map((x: { name: string }) => x.name)).toContain("Java");

    // The owner sees the view and the contact.
    const after = await k.call("GET", "/api/public-links", w.client.token);
    expect(after.json().data.items[0]).toMatchObject({ view_count: 1, contact_count: 1 });
  });

  it("does not name the company of an anonymous need", async () => {
    const w = await world({ anonymous: true });
    const state = await get(`/api/publicLinkProfile/chekPublicProfile?token=${w.token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json().data.company_name).toBeNull();
  });

  it("refuses anonymous callers (401), supplier roles (403), a plan without share_position_information (403) and another company's position (404)", async () => {
    const owner = await k.sharer();
    const { positionId } = await k.openPosition(owner.token);
    expect((await sharePosition(undefined, positionId)).statusCode).toBe(401);
    for (const role of [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.FREELANCER, ROLE.ACCADEMY]) {
      const user = await k.kit.member(role);
      expect((await sharePosition(user.token, positionId)).statusCode).toBe(403);
    }
    // The free plan lacks the function: its own position is refused with the limitation.
    const free = await k.kit.member(ROLE.CLIENT);
    const own = await k.openPosition(free.token);
    const blocked = await sharePosition(free.token, own.positionId);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "share_position_information" },
    });
    // Another sharing company: the position is not found, and nothing is created.
    const other = await k.sharer();
    const foreign = await sharePosition(other.token, positionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("common.not_found");
    expect((await k.call("GET", "/api/public-links", other.token)).json().data.total).toBe(0);
    // A colleague of the owner's company may share it.
    const colleague = await k.kit.colleague(owner.companyId, ROLE.CLIENT_EMPLOYEES);
    expect((await sharePosition(colleague.token, positionId)).statusCode).toBe(200);
  });

  it("refuses bad input field by field, and draft or closed positions with a clear code", async () => {
    const client = await k.sharer();
    const fields = async (payload: Record<string, unknown>) => {
      const res = await k.call("POST", "/api/public-links", client.token, payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`);
    };
    expect(await fields({ kind: "position" })).toEqual(["position_id:validation.required"]);
    expect(await fields({ kind: "position", position_id: -1 })).toEqual(["position_id:validation.invalid"]);
    expect(await fields({ kind: "position", position_id: 1, profile_ids: [1] })).toEqual([
      "profile_ids:validation.invalid",
    ]);
    expect(await fields({ kind: "profile", profile_ids: [1], position_id: 1 })).toEqual([
      "position_id:validation.invalid",
    ]);
    expect(await fields({ kind: "position", position_id: 1, expires_in_days: 0 })).toEqual([
      "expires_in_days:validation.invalid",
    ]);
    expect((await sharePosition(client.token, 2_000_000)).statusCode).toBe(404);

    const draft = await k.openPosition(client.token, { publish: false });
    const refused = await sharePosition(client.token, draft.positionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("public_link.position_not_open");

    const open = await k.openPosition(client.token);
    expect((await k.call("POST", `/api/client/need/${open.needId}/close`, client.token)).statusCode).toBe(
      200,
    );
    expect((await sharePosition(client.token, open.positionId)).json().code).toBe(
      "public_link.position_not_open",
    );
  });

  it("a link whose position closed says so (410); expired and revoked links are refused like the other kinds", async () => {
    const w = await world();
    const viewer = await k.viewerOf(w.token);
    const other = await k.share(w.client.token, [w.ids.giulia]);
    const otherViewer = await k.viewerOf(other.token);
    // A profile link has no position; another link's viewer is refused.
    expect((await get(`/api/publicLinkProfile/position?token=${other.token}`, otherViewer)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/publicLinkProfile/position?token=${w.token}`, otherViewer)).json().code).toBe(
      "public_link.contacts_required",
    );

    await k.setLink(w.token, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await get(`/api/publicLinkProfile/position?token=${w.token}`, viewer);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("public_link.expired");
    await k.setLink(w.token, { expiresAt: new Date(Date.now() + 86_400_000) });

    expect((await k.call("POST", `/api/client/need/${w.needId}/close`, w.client.token)).statusCode).toBe(200);
    const closed = await get(`/api/publicLinkProfile/chekPublicProfile?token=${w.token}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().code).toBe("public_link.position_closed");
    expect((await k.filter(w.token, viewer)).json().code).toBe("public_link.position_closed");
    expect((await k.contacts(w.token)).json().code).toBe("public_link.position_closed");

    const revoked = await k.call("POST", `/api/public-links/${w.link.id}/revoke`, w.client.token);
    expect(revoked.statusCode).toBe(200);
    const gone = await get(`/api/publicLinkProfile/position?token=${w.token}`, viewer);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe("public_link.revoked");
  });
});
