import { ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicLink } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { hashLinkToken } from "./link-token.ts";
import { linkKit } from "./public-links-test-support.ts";

describe("public links, owner side: POST/GET public-links, POST public-links/:id/revoke", () => {
  const t = useTestApp();
  const k = linkKit(t);

  it("creates a shortlist link (30 days by default), stores only the token's hash, lists and revokes it", async () => {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const res = await k.call("POST", "/api/public-links", client.token, {
      kind: "shortlist",
      profile_ids: [ids.giulia, ids.bruno],
      title: "Backend shortlist",
    });
    expect(res.statusCode).toBe(200);
    const { link, url } = res.json().data;
    expect(url).toMatch(/^http:\/\/app\.test\/public\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      kind: "shortlist",
      title: "Backend shortlist",
      status: "active",
      view_count: 0,
      contact_count: 0,
      profiles: [
        { id: ids.giulia, title: "Senior Java Developer" },
        { id: ids.bruno, title: "Python Developer" },
      ],
    });
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = url.split("/public/")[1];
    const [row] = await t.database.db.select().from(publicLink).where(eq(publicLink.id, link.id));
    expect(row?.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await k.call("GET", "/api/public-links", client.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, items: [{ id: link.id, status: "active" }] });

    const revoked = await k.call("POST", `/api/public-links/${link.id}/revoke`, client.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: link.id, status: "revoked" });
    expect((await k.call("POST", `/api/public-links/${link.id}/revoke`, client.token)).json().code).toBe(
      "public_link.already_revoked",
    );
    const active = await k.call("GET", "/api/public-links?status=active", client.token);
    expect(active.json().data.total).toBe(0);
    const gone = await k.call("GET", "/api/public-links?status=revoked", client.token);
    expect(gone.json().data.total).toBe(1);
  });

  it("refuses bad input field by field: unseen profiles, expiry over 90 days, a profile link of two", async () => {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const fields = async (payload: Record<string, unknown>) => {
      const res = await k.call("POST", "/api/public-links", client.token, payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`);
    };
    expect(await fields({ kind: "shortlist", profile_ids: [ids.giulia, ids.hidden] })).toEqual([
      "profile_ids:validation.invalid",
    ]);
    expect(await fields({ kind: "shortlist", profile_ids: [ids.ofBlocked] })).toEqual([
      "profile_ids:validation.invalid",
    ]);
    expect(await fields({ kind: "profile", profile_ids: [ids.giulia], expires_in_days: 91 })).toEqual([
      "expires_in_days:validation.invalid",
    ]);
    expect(await fields({ kind: "profile", profile_ids: [ids.giulia, ids.bruno] })).toEqual([
      "profile_ids:validation.too_many",
    ]);
    expect(await fields({ kind: "shortlist", profile_ids: [] })).toEqual(["profile_ids:validation.required"]);
    expect(await fields({ kind: "other", profile_ids: [ids.giulia] })).toEqual(["kind:validation.invalid"]);
  });

  it("refuses anonymous callers (401), roles other than the client ones (403), plans without the function (403)", async () => {
    const ids = await k.browse.profiles();
    const body = { kind: "profile", profile_ids: [ids.giulia] };
    expect((await k.call("POST", "/api/public-links", undefined, body)).statusCode).toBe(401);
    expect((await k.call("GET", "/api/public-links")).statusCode).toBe(401);
    expect((await k.call("POST", "/api/public-links/1/revoke")).statusCode).toBe(401);
    const others: RoleId[] = [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.FREELANCER, ROLE.ACCADEMY];
    for (const role of others) {
      const user = await k.kit.member(role);
      expect((await k.call("POST", "/api/public-links", user.token, body)).statusCode).toBe(403);
      expect((await k.call("GET", "/api/public-links", user.token)).statusCode).toBe(403);
    }
    // A client on the free plan: share_profile_information is not in it.
    const free = await k.kit.member(ROLE.CLIENT);
    const blocked = await k.call("POST", "/api/public-links", free.token, body);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "share_profile_information" },
    });
    // A colleague (Client Employees) of a sharing company may share.
    const client = await k.sharer();
    const colleague = await k.kit.colleague(client.companyId, ROLE.CLIENT_EMPLOYEES);
    expect((await k.call("POST", "/api/public-links", colleague.token, body)).statusCode).toBe(200);
  });

  it("keeps each company's links to itself: another company's link is 404 to list and revoke", async () => {
    const ids = await k.browse.profiles();
    const owner = await k.sharer();
    const other = await k.sharer();
    const link = await k.share(owner.token, [ids.giulia]);
    expect((await k.call("GET", "/api/public-links", other.token)).json().data.total).toBe(0);
    const res = await k.call("POST", `/api/public-links/${link.id}/revoke`, other.token);
    expect(res.statusCode).toBe(404);
    expect((await k.call("GET", "/api/public-links", owner.token)).json().data.items[0].status).toBe(
      "active",
    );
  });
});
