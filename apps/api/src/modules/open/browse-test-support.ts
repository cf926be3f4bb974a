import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { company, cvUpload, openAccessToken, profile } from "../../db/schema/index.ts";
import { bearer, type TestHarness } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { catalogueLookups, insertService, supplierCompany } from "../services/search-test-support.ts";
import { hashOpenToken } from "./open-token.ts";

/** Test helpers of the open browse calls: requests, an expired visit, profile and catalogue fixtures. */
export function browseKit(t: TestHarness) {
  const kit = profileKit(t);
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload });
  const expire = (token: string) =>
    t.database.db
      .update(openAccessToken)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(openAccessToken.tokenHash, hashOpenToken(token)));

  /**
   * Published: Giulia Bianchi (senior Java, with contacts and a CV) and Bruno Neri (junior Python). Not visible:
   * Dario Nascosto (unpublished) and Elena Bloccata (published, company blocked).
   */
  async function profiles() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const blocked = await kit.member(ROLE.SUPPLIER);
    const python = await kit.techId("Python");
    const giulia = await kit.create(supplier.token, {
      email: "giulia.secret@example.test",
      phone: "+39 347 999 0001",
    });
    const bruno = await kit.create(supplier.token, {
      firstname: "Bruno",
      lastname: "Neri",
      title: "Python Developer",
      seniority: "junior",
      email: "bruno.secret@example.test",
      skills: [{ technology_id: python, years: 2, level: 3 }],
    });
    const hidden = await kit.create(supplier.token, { firstname: "Dario", lastname: "Nascosto" });
    const ofBlocked = await kit.create(blocked.token, { firstname: "Elena", lastname: "Bloccata" });
    const publish = (token: string, ids: number[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/profiles/publication",
        payload: { ids, published: true },
        headers: bearer(token),
      });
    await publish(supplier.token, [giulia.id, bruno.id]);
    await publish(blocked.token, [ofBlocked.id]);
    const db = t.database.db;
    await db.update(company).set({ docStatus: 3 }).where(eq(company.id, blocked.companyId));
    const [cv] = await db
      .insert(cvUpload)
      .values({
        companyId: supplier.companyId,
        kind: "pdf",
        filename: "cv.pdf",
        storageKey: "cv-key",
        size: 1,
      })
      .returning();
    const cvId = must(cv, "the stored CV upload").id;
    await db.update(profile).set({ cvUploadId: cvId }).where(eq(profile.id, giulia.id));
    return { giulia: giulia.id, bruno: bruno.id, hidden: hidden.id, ofBlocked: ofBlocked.id, cvId };
  }

  /** One listed service ("Cloud migration") and four "Cloud" services a visitor must never see. */
  async function services() {
    const db = t.database.db;
    const lookups = await catalogueLookups(db);
    const supplier = await supplierCompany(db, "Nimbus Srl", "Milano");
    const base = { companyId: supplier, categoryId: lookups.child.id };
    const cloud = (name: string) => ({ titleEn: `Cloud ${name}`, titleIt: `Cloud ${name}` });
    const listed = await insertService(db, { ...base, ...cloud("migration") });
    const never = { approvedRevisionId: null, approvedAt: null };
    const hidden = {
      draft: await insertService(db, {
        ...base,
        ...cloud("draft"),
        ...never,
        status: "draft",
        published: false,
      }),
      rejected: await insertService(db, { ...base, ...cloud("rejected"), ...never, status: "rejected" }),
      unapproved: await insertService(db, { ...base, ...cloud("pending"), ...never, status: "submitted" }),
      unpublished: await insertService(db, { ...base, ...cloud("offline"), published: false }),
    };
    return { listed, hidden, lookups };
  }

  return { get, post, expire, profiles, services };
}
