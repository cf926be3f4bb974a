import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicLink, publicLinkContact } from "../../db/schema/index.ts";
import { bearer, createUser, login, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { readArchive } from "../privacy/test-kit.ts";
import { purgeEndedPublicLinks } from "./index.ts";
import { linkKit } from "./public-links-test-support.ts";

// Issue 16 item 3: the contacts left on shared links are personal data (export, erasure, retention).

const VISITOR = "carla.verdi@cliente.test";
const MONTH = 30 * 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("shared links and privacy", () => {
  const t = useTestApp();
  const k = linkKit(t);
  const db = () => t.database.db;
  const exportOf = async (token: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/privacy/export", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (await readArchive(res.rawPayload)).data;
  };

  it("exports the sharer's links with their contacts and the visitor's contacts; erasure anonymises the visitor's", async () => {
    const ids = await k.browse.profiles();
    const sharer = await k.sharer();
    const link = await k.share(sharer.token, [ids.giulia, ids.bruno], { title: "Backend shortlist" });
    expect((await k.contacts(link.token)).statusCode).toBe(200);
    expect((await k.contacts(link.token, { email: "other@else.test" })).statusCode).toBe(200);

    const mine = await exportOf(sharer.token);
    const shared = mine.publicLinksShared as { title: string; contacts: { email: string }[] }[];
    expect(shared).toHaveLength(1);
    expect(shared[0]?.title).toBe("Backend shortlist");
    expect(shared[0]?.contacts.map((c) => c.email).sort()).toEqual([
      "carla.verdi@cliente.test",
      "other@else.test",
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/tokenHash|token_hash/);

    // The visitor has an account with the same address (a colleague keeps the company).
    const visitor = await createUser(db(), { role: ROLE.CLIENT, email: VISITOR, confirmed: true });
    await createUser(db(), { role: ROLE.CLIENT, companyId: visitor.companyId, confirmed: true });
    const session = await login(t.app, VISITOR);
    const theirs = await exportOf(session.token);
    expect(theirs.publicLinkContactsLeft).toEqual([
      expect.objectContaining({ email: VISITOR, name: "Carla Verdi", companyName: "Verdi Spa" }),
    ]);
    expect(theirs.publicLinksShared).toEqual([]);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      payload: { password: TEST_PASSWORD, confirmation: VISITOR },
      headers: bearer(session.token),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await db().select().from(publicLinkContact).where(eq(publicLinkContact.linkId, link.id));
    expect(rows).toHaveLength(2);
    const carla = rows.find((r) => !r.email.includes("other@"));
    expect(carla?.email).not.toContain("carla");
    expect(carla?.name).not.toContain("Carla");
    expect(carla?.companyName).toBe("");
    expect(rows.some((r) => r.email === "other@else.test")).toBe(true);
  });

  it("the retention job deletes links ended 12 months ago with their contacts, and keeps the others", async () => {
    const ids = await k.browse.profiles();
    const sharer = await k.sharer();
    const old = await k.share(sharer.token, [ids.giulia]);
    const revoked = await k.share(sharer.token, [ids.giulia]);
    const recent = await k.share(sharer.token, [ids.giulia]);
    const active = await k.share(sharer.token, [ids.giulia]);
    for (const l of [old, revoked, recent]) expect((await k.contacts(l.token)).statusCode).toBe(200);
    await k.setLink(old.token, { expiresAt: ago(13 * MONTH), createdAt: ago(14 * MONTH) });
    // Revoked 13 months ago although its expiry would have come later: revocation ended it.
    await k.setLink(revoked.token, { revokedAt: ago(13 * MONTH), expiresAt: ago(12.5 * MONTH) });
    await k.setLink(recent.token, { expiresAt: ago(11 * MONTH) });

    expect(await purgeEndedPublicLinks(db())).toBe(2);
    const left = (await db().select({ id: publicLink.id }).from(publicLink)).map((l) => l.id).sort();
    expect(left).toEqual([recent.id, active.id].sort());
    const contactLinks = (
      await db().select({ linkId: publicLinkContact.linkId }).from(publicLinkContact)
    ).map((c) => c.linkId);
    expect(contactLinks).toEqual([recent.id]);
    expect(await purgeEndedPublicLinks(db())).toBe(0);
  });
});
