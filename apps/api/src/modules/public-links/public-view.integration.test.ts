import { PUBLIC_LINK_LIMITS } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notification, publicLink, publicLinkContact } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { linkKit, VIEWER_HEADER } from "./public-links-test-support.ts";

describe("public links, visitor side: publicLinkProfile/*", () => {
  const t = useTestApp();
  const k = linkKit(t);
  const get = (url: string, viewer?: string) =>
    t.app.inject({ method: "GET", url, ...(viewer ? { headers: { [VIEWER_HEADER]: viewer } } : {}) });

  async function shortlist() {
    const ids = await k.browse.profiles();
    const client = await k.sharer();
    const link = await k.share(client.token, [ids.giulia, ids.bruno], { title: "Backend shortlist" });
    return { ids, client, link };
  }

  it("checks the link (a view), takes contacts, notifies the owner's company without the address, then shows the profiles", async () => {
    const { ids, client, link } = await shortlist();
    const check = await get(`/api/publicLinkProfile/chekPublicProfile?token=${link.token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      kind: "shortlist",
      title: "Backend shortlist",
      profile_count: 2,
    });

    // Before contacts: no profiles.
    const early = await k.filter(link.token, undefined);
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe("public_link.contacts_required");

    const saved = await k.contacts(link.token);
    expect(saved.statusCode).toBe(200);
    const viewer = saved.json().data.viewer_token as string;
    const [row] = await t.database.db.select().from(publicLink).where(eq(publicLink.id, link.id));
    expect(row?.viewCount).toBe(1);
    const [contact] = await t.database.db.select().from(publicLinkContact);
    expect(contact).toMatchObject({ name: "Carla Verdi", companyName: "Verdi Spa", linkId: link.id });
    const notes = await t.database.db
      .select({ type: notification.type, params: notification.params, userId: notification.userId })
      .from(notification);
    expect(notes).toEqual([
      {
        type: "public_link_contact",
        params: { link: "Backend shortlist", company: "Verdi Spa" },
        userId: client.user.id,
      },
    ]);
    expect(JSON.stringify(notes)).not.toContain("carla.verdi");

    const res = await k.filter(link.token, viewer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.items.map((p: { id: number }) => p.id)).toEqual([ids.giulia, ids.bruno]);
    expect(data.items[0]).toMatchObject({ firstname: "Giulia", lastname: "B." });
    expect(data.cities).toEqual(["Milano", "Torino"]);
    const raw = res.body;
    for (const secret of ["giulia.secret", "Bianchi", "+39", "photo_url", "cv_upload_id"])
      expect(raw).not.toContain(secret);

    const python = await k.kit.techId("Python");
    const narrowed = await k.filter(link.token, viewer, { technology: [python] });
    expect(narrowed.json().data.items.map((p: { id: number }) => p.id)).toEqual([ids.bruno]);
    const none = await k.filter(link.token, viewer, { cities: ["Napoli"] });
    expect(none.json().data.total).toBe(0);
    const bad = await k.filter(link.token, viewer, { min_rate: 600, max_rate: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "max_rate", code: "validation.range_order" });

    const detail = await get(
      `/api/publicLinkProfile/chekPublicProfile?token=${link.token}&profile_id=${ids.giulia}`,
      viewer,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: ids.giulia,
      lastname: "B.",
      title: "Senior Java Developer",
    });
    expect(detail.body).not.toContain("giulia.secret");
    // A profile outside the link, or without the viewer token: refused.
    const outside = await get(
      `/api/publicLinkProfile/chekPublicProfile?token=${link.token}&profile_id=${ids.hidden}`,
      viewer,
    );
    expect(outside.statusCode).toBe(404);
    const anonymous = await get(
      `/api/publicLinkProfile/chekPublicProfile?token=${link.token}&profile_id=${ids.giulia}`,
    );
    expect(anonymous.statusCode).toBe(401);

    const tech = await get(`/api/publicLinkProfile/listTech?token=${link.token}`);
    expect(tech.json().data.map((x: { name: string }) => x.name)).toEqual(["Java", "Python", "Spring Boot"]);
    const languages = await t.app.inject({
      method: "GET",
      url: `/api/publicLinkProfile/listLanguages?token=${link.token}`,
      headers: { "accept-language": "en" },
    });
    expect(languages.json().data).toEqual([
      { code: "en", name: "English" },
      { code: "it", name: "Italian" },
    ]);

    // The owner sees the view and the contact with its address.
    const list = await k.call("GET", "/api/public-links", client.token);
    expect(list.json().data.items[0]).toMatchObject({
      view_count: 1,
      contact_count: 1,
      contacts: [{ name: "Carla Verdi", company_name: "Verdi Spa", email: "carla.verdi@cliente.test" }],
    });
  });

  it("answers clear codes for forged, malformed, expired and revoked links, and refuses another link's viewer", async () => {
    const { link, client, ids } = await shortlist();
    const code = async (url: string) => (await get(url)).json().code;
    const forged = "A".repeat(PUBLIC_LINK_LIMITS.tokenLength);
    expect(await code(`/api/publicLinkProfile/chekPublicProfile?token=${forged}`)).toBe(
      "public_link.not_found",
    );
    expect(await code("/api/publicLinkProfile/chekPublicProfile?token=short")).toBe("public_link.not_found");
    expect((await get("/api/publicLinkProfile/chekPublicProfile")).statusCode).toBe(400);
    expect(await code(`/api/publicLinkProfile/listTech?token=${forged}`)).toBe("public_link.not_found");

    const other = await k.share(client.token, [ids.bruno]);
    const otherViewer = await k.viewerOf(other.token);
    const crossed = await k.filter(link.token, otherViewer);
    expect(crossed.json().code).toBe("public_link.contacts_required");
    expect((await k.filter(link.token, "not-a-jwt")).statusCode).toBe(401);

    const viewer = await k.viewerOf(link.token);
    await k.setLink(link.token, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await get(`/api/publicLinkProfile/chekPublicProfile?token=${link.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("public_link.expired");
    expect((await k.filter(link.token, viewer)).json().code).toBe("public_link.expired");
    expect((await k.contacts(link.token)).json().code).toBe("public_link.expired");

    await k.setLink(link.token, { expiresAt: new Date(Date.now() + 86_400_000) });
    await k.call("POST", `/api/public-links/${link.id}/revoke`, client.token);
    const revoked = await get(`/api/publicLinkProfile/chekPublicProfile?token=${link.token}`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().code).toBe("public_link.revoked");
    expect((await k.filter(link.token, viewer)).json().code).toBe("public_link.revoked");
    expect((await get(`/api/publicLinkProfile/listLanguages?token=${link.token}`)).statusCode).toBe(410);
  });

  it("checks the contact form field by field and keeps a profile outside the link out", async () => {
    const { link, ids } = await shortlist();
    const res = await k.contacts(link.token, {
      firstname: "",
      lastname: "V",
      company_name: "",
      email: "not-an-address",
      consent: false,
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        "firstname:validation.required",
        "lastname:validation.too_short",
        "company_name:validation.required",
        "email:validation.email",
        "consent:validation.accept_terms",
      ]),
    );
    const outside = await k.contacts(link.token, { profile_id: ids.hidden });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({ field: "profile_id" });
    expect(await t.database.db.select().from(publicLinkContact)).toEqual([]);
  });

  it("limits contacts per link and per IP (429 public_link.rate_limited)", async () => {
    const { link } = await shortlist();
    for (let i = 0; i < PUBLIC_LINK_LIMITS.writesPerLink.max; i++) {
      const res = await k.contacts(link.token, {}, `10.1.${i}.1`);
      expect(res.statusCode).toBe(200);
    }
    const over = await k.contacts(link.token, {}, "10.9.9.9");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("public_link.rate_limited");
    expect(over.headers["retry-after"]).toBeDefined();

    // Per IP: counted before the link is looked up, so forged tokens count too.
    const forged = "B".repeat(PUBLIC_LINK_LIMITS.tokenLength);
    for (let i = 0; i < PUBLIC_LINK_LIMITS.writesPerIp.max; i++)
      expect((await k.contacts(forged, {}, "10.7.7.7")).statusCode).toBe(404);
    expect((await k.contacts(forged, {}, "10.7.7.7")).statusCode).toBe(429);
  });
});
