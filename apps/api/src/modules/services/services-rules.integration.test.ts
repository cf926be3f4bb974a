import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collaboration, jobSector, technology } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { serviceKit } from "./services-test-support.ts";

describe("services: publication, duplicates, deletion, validation", () => {
  const t = useTestApp();
  const k = serviceKit(t);

  it("publishes only approved services within documentation, plan and the plan's limit", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const staff = await k.staff();
    const draft = await k.created(supplier.token);
    const early = await k.call(supplier.token, "POST", `/services/${draft}/publish`);
    expect([early.status, early.body.code]).toEqual([409, "services.not_approved"]);

    // Fornitore Free allows one published service: the first approval publishes, the second stays unpublished.
    const first = await k.approved(supplier.token, staff.token);
    const second = await k.approved(supplier.token, staff.token, { title_it: "Secondo" });
    const seen = await k.call(supplier.token, "GET", `/services/${second}`);
    expect(seen.body.data).toMatchObject({ status: "approved", published: false });
    const limited = await k.call(supplier.token, "POST", `/services/${second}/publish`);
    expect([limited.status, limited.body.code]).toEqual([403, "services.publish_limit"]);
    expect((await k.call(supplier.token, "POST", `/services/${first}/unpublish`)).body.data.published).toBe(
      false,
    );
    expect((await k.call(supplier.token, "POST", `/services/${second}/publish`)).body.data.published).toBe(
      true,
    );

    const bigger = await k.member(ROLE.SUPPLIER, { planId: 8 });
    const ids = [await k.approved(bigger.token, staff.token), await k.approved(bigger.token, staff.token)];
    for (const id of ids)
      expect((await k.call(bigger.token, "GET", `/services/${id}`)).body.data.published).toBe(true);
  });

  it("refuses publication without documentation or an active plan, not to a freelancer", async () => {
    const staff = await k.staff();
    const undocumented = await k.member(ROLE.SUPPLIER, { docStatus: 1 });
    const id = await k.approved(undocumented.token, staff.token);
    expect((await k.call(undocumented.token, "GET", `/services/${id}`)).body.data.published).toBe(false);
    const refused = await k.call(undocumented.token, "POST", `/services/${id}/publish`);
    expect([refused.status, refused.body.code]).toEqual([403, "services.documentation"]);

    const planless = await k.member(ROLE.SUPPLIER, { planId: null });
    const other = await k.approved(planless.token, staff.token);
    const noPlan = await k.call(planless.token, "POST", `/services/${other}/publish`);
    expect([noPlan.status, noPlan.body.code]).toEqual([403, "services.plan"]);

    const freelancer = await k.member(ROLE.FREELANCER, { docStatus: 1 });
    const own = await k.approved(freelancer.token, staff.token);
    expect((await k.call(freelancer.token, "GET", `/services/${own}`)).body.data.published).toBe(true);
  });

  it("duplicates the working content as a new draft with suffixed titles", async () => {
    const supplier = await k.member(ROLE.SUPPLIER, { language: "en" });
    const staff = await k.staff();
    const id = await k.approved(supplier.token, staff.token, { title_en: "x".repeat(140) });
    await k.call(
      supplier.token,
      "PUT",
      `/services/${id}`,
      await k.content({ title_it: "Versione nuova", title_en: "x".repeat(140) }),
    );
    const copy = await k.call(supplier.token, "POST", `/services/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ status: "draft", published: false, live: null });
    expect(copy.body.data.working.content.title_it).toBe("Versione nuova (copia)");
    expect(copy.body.data.working.content.title_en).toBe(`${"x".repeat(133)} (copy)`);
    expect(copy.body.data.id).not.toBe(id);
    const list = await k.call(supplier.token, "GET", "/services/mine?search_word=copia");
    expect(list.body.data.items.map((i: { id: number }) => i.id)).toEqual([copy.body.data.id]);
  });

  it("deletes drafts and rejected services, never approved ones or those in review", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const staff = await k.staff();
    const draft = await k.created(supplier.token);
    expect((await k.call(supplier.token, "DELETE", `/services/${draft}`)).status).toBe(200);
    expect((await k.call(supplier.token, "GET", `/services/${draft}`)).status).toBe(404);
    const inReview = await k.created(supplier.token);
    await k.call(supplier.token, "POST", `/services/${inReview}/submit`);
    const busy = await k.call(supplier.token, "DELETE", `/services/${inReview}`);
    expect([busy.status, busy.body.code]).toEqual([409, "services.in_review"]);
    await k.call(staff.token, "POST", `/services/${inReview}/reject`, { reason: "No" });
    expect((await k.call(supplier.token, "DELETE", `/services/${inReview}`)).status).toBe(200);
    const live = await k.approved(supplier.token, staff.token);
    const kept = await k.call(supplier.token, "DELETE", `/services/${live}`);
    expect([kept.status, kept.body.code]).toEqual([409, "services.delete_approved"]);
    expect(kept.body.message).toContain("non si può eliminare");
  });

  it("names each bad field, in the reader's language", async () => {
    const it = await k.member(ROLE.SUPPLIER);
    const en = await k.member(ROLE.SUPPLIER, { language: "en" });
    const price = await k.call(
      it.token,
      "POST",
      "/services",
      await k.content({ price_kind: "range", price_max: 10 }),
    );
    expect(price.status).toBe(400);
    expect(price.body.errors).toEqual([expect.objectContaining({ field: "price_max" })]);
    const long = await k.content({ title_it: "t".repeat(141) });
    const [itLong, enLong] = [
      await k.call(it.token, "POST", "/services", long),
      await k.call(en.token, "POST", "/services", long),
    ];
    expect(itLong.body.errors[0].field).toBe("title_it");
    expect(itLong.body.errors[0].message).not.toBe(enLong.body.errors[0].message);
    expect(enLong.body.errors[0].message).toMatch(/long|characters/i);

    const [tech] = await t.database.db.select({ id: technology.id }).from(technology).limit(1);
    const [sector] = await t.database.db.select({ id: jobSector.id }).from(jobSector).limit(1);
    const ok = await k.call(
      it.token,
      "POST",
      "/services",
      await k.content({
        technology_ids: [must(tech, "a technology").id],
        sector_ids: [must(sector, "a sector").id],
      }),
    );
    expect(ok.status).toBe(201);
    const refs = await k.content({
      category_id: 99999,
      technology_ids: [99999],
      sector_ids: [99999],
      case_studies: [{ title: "Banca", outcome: "Migrata", client_sector_id: null, collaboration_id: 99999 }],
    });
    const bad = await k.call(en.token, "POST", "/services", refs);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        field: "category_id",
        code: "services.unknown_category",
        message: "Choose a category from the list.",
      },
      expect.objectContaining({ field: "technology_ids", code: "services.unknown_technology" }),
      expect.objectContaining({ field: "sector_ids", code: "services.unknown_sector" }),
      expect.objectContaining({
        field: "case_studies.0.collaboration_id",
        code: "services.unknown_collaboration",
      }),
    ]);
    const itBad = await k.call(it.token, "POST", "/services", refs);
    expect(itBad.body.errors[0].message).toBe("Scegli una categoria dell'elenco.");
    const status = await k.call(it.token, "GET", "/services/mine?status=archived");
    expect(status.status).toBe(400);
  });

  it("accepts a case study of the company's completed collaboration only", async () => {
    const supplier = await k.member(ROLE.SUPPLIER);
    const client = await k.member(ROLE.CLIENT);
    const [row] = await t.database.db
      .insert(collaboration)
      .values({
        clientCompanyId: client.companyId,
        supplierCompanyId: supplier.companyId,
        profileName: "Anna",
        status: "active",
      })
      .returning({ id: collaboration.id });
    const collaborationId = must(row, "collaboration").id;
    const body = await k.content({
      case_studies: [
        {
          title: "Banca",
          outcome: "Migrata in 6 settimane",
          client_sector_id: null,
          collaboration_id: collaborationId,
        },
      ],
    });
    expect((await k.call(supplier.token, "POST", "/services", body)).status).toBe(400);
    await t.database.db
      .update(collaboration)
      .set({ status: "completed" })
      .where(eq(collaboration.id, collaborationId));
    expect((await k.call(supplier.token, "POST", "/services", body)).status).toBe(201);
  });
});
