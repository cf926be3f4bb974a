import { ROLE, ROLE_IDS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { createUserAndLogin, useTestApp } from "../../test/app.ts";
import { serviceKit } from "../services/services-test-support.ts";
import { auditRows, call } from "./test-kit.ts";

const base = "/api/admin/reference/product-categories";
type Picked = { id: number; code: string; enabled: boolean };

describe("reference data: product categories switched on and off", () => {
  const t = useTestApp();
  const kit = serviceKit(t);

  it("switches a category off: flagged in the lookup, filtered in the list, refused for new services only", async () => {
    const admin = call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const id = await kit.categoryId();
    const held = await kit.created(supplier.token);

    const off = await admin.post(`${base}/${id}/enabled`, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id, code: "cloud_migration", enabled: false });
    expect(await auditRows(t, "reference.category.enabled")).toHaveLength(1);
    const disabled = (await admin.get(`${base}?enabled=false`)).json().data.items as Picked[];
    expect(disabled.map((c) => c.code)).toEqual(["cloud_migration"]);
    const enabled = (await admin.get(`${base}?enabled=true&limit=100`)).json().data.items as Picked[];
    expect(enabled.some((c) => c.id === id)).toBe(false);

    const lookup = await kit.call(supplier.token, "GET", "/services/categories");
    expect((lookup.body.data as Picked[]).find((c) => c.id === id)?.enabled).toBe(false);

    const refused = await kit.call(supplier.token, "POST", "/services", await kit.content());
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      field: "category_id",
      code: "services.category_disabled",
    });
    expect(refused.body.errors[0].message).not.toBe("");
    const kept = await kit.call(
      supplier.token,
      "PUT",
      `/services/${held}`,
      await kit.content({ title_en: "Cloud migration, kept" }),
    );
    expect(kept.status).toBe(200);

    expect((await admin.post(`${base}/${id}/enabled`, { enabled: true })).statusCode).toBe(200);
    expect((await kit.call(supplier.token, "POST", "/services", await kit.content())).status).toBe(201);
  });

  it("answers 404 for an unknown category and 400 for a bad body", async () => {
    const admin = call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token);
    expect((await admin.post(`${base}/999999/enabled`, { enabled: false })).statusCode).toBe(404);
    expect((await admin.post(`${base}/1/enabled`, { enabled: "no" })).statusCode).toBe(400);
  });

  it("lets only the Administrator switch categories: Admin Management, other roles 403, anonymous 401", async () => {
    const id = await kit.categoryId();
    const anonymous = call(t, null);
    expect((await anonymous.post(`${base}/${id}/enabled`, { enabled: false })).statusCode).toBe(401);
    for (const role of ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR)) {
      const api = call(t, (await createUserAndLogin(t.database.db, t.app, role)).token);
      expect((await api.post(`${base}/${id}/enabled`, { enabled: false })).statusCode, `${role}`).toBe(403);
    }
  });
});
