import { BRAND_LOGO_MAX, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brand } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";

const COLORS = {
  main: "#6a1b9a",
  secondary: "#ab47bc",
  light: "#f3e5f5",
  dark: "#4a148c",
  grey: "#5f5f6e",
  greyLight: "#faf7fb",
  excellent: "#2e7d32",
  veryGood: "#66bb6a",
  good: "#f9a825",
  bad: "#c62828",
  noData: "#9e9e9e",
};
const LOGO = "<svg xmlns='http://www.w3.org/2000/svg'><title>Partner</title></svg>";
const body = (over: Record<string, unknown> = {}) => ({
  name: "Partner",
  host_pattern: "partner.test",
  kind: "partner",
  is_default: false,
  colors: COLORS,
  sales_email: "sales@partner.test",
  analytics_enabled: false,
  logo_svg: LOGO,
  ...over,
});

describe("brands in the back office", () => {
  const t = useTestApp();
  const admin = async () => (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token;
  const create = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/admin/brands", payload, headers: bearer(token) });
  const update = (token: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `/api/admin/brands/${id}`, payload, headers: bearer(token) });

  it("creates, lists, reads and edits a brand; getBrand serves it on its host at once", async () => {
    const token = await admin();
    const created = await create(token, body());
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({
      name: "Partner",
      host_pattern: "partner.test",
      kind: "partner",
      is_default: false,
      sales_email: "sales@partner.test",
      analytics_enabled: false,
    });

    const onHost = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=partner.test:5173" });
    expect(onHost.json().data).toMatchObject({ id, kind: "partner", colors: { main: "#6a1b9a" } });
    const byHostHeader = await t.app.inject({
      method: "GET",
      url: "/api/auth/getBrand",
      headers: { host: "partner.test" },
    });
    expect(byHostHeader.json().data.id).toBe(id);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/brands?search=partn",
      headers: bearer(token),
    });
    expect(list.json().data).toMatchObject({ total: 1, items: [{ id, name: "Partner" }] });
    const all = await t.app.inject({ method: "GET", url: "/api/admin/brands", headers: bearer(token) });
    expect(all.json().data.items[0]).toMatchObject({ name: "Marketplace", is_default: true });

    const edited = await update(
      token,
      id,
      body({ kind: "distributor", host_pattern: "*.dist.test", logo_svg: undefined }),
    );
    expect(edited.statusCode).toBe(200);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/admin/brands/${id}`,
      headers: bearer(token),
    });
    expect(read.json().data).toMatchObject({ kind: "distributor", host_pattern: "*.dist.test" });
    const onNewHost = await t.app.inject({
      method: "GET",
      url: "/api/auth/getBrand?url=https://a.dist.test/x",
    });
    expect(onNewHost.json().data).toMatchObject({ id, kind: "distributor" });
    const onOldHost = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=partner.test" });
    expect(onOldHost.json().data.name).toBe("Marketplace");
    // The logo was kept (no logo_svg in the edit), and its address changed with the edit.
    expect(onNewHost.json().data.logo_url).not.toBe(onHost.json().data.logo_url);
    const logo = await t.app.inject({ method: "GET", url: onNewHost.json().data.logo_url });
    expect(logo.body).toContain("<title>Partner</title>");
  });

  it("serves logos with a policy that runs no script and loads nothing", async () => {
    const token = await admin();
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
    const created = await create(token, body({ logo_svg: hostile }));
    const res = await t.app.inject({ method: "GET", url: created.json().data.logo_url });
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const byHost = await t.app.inject({
      method: "GET",
      url: "/api/auth/getLogo",
      headers: { host: "partner.test" },
    });
    expect(byHost.body).toBe(hostile);
    expect(byHost.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("refuses bad input with a message on each field", async () => {
    const token = await admin();
    const res = await create(
      token,
      body({
        name: "",
        host_pattern: "https://partner.test/path",
        kind: "reseller",
        sales_email: "not-an-address",
        colors: { ...COLORS, main: "#a0d8ff", light: "#202020", bad: "red" },
        logo_svg: "<html><script></script></html>",
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().errors as { field: string; code: string; message: string }[]).map((e) => [e.field, e]),
    );
    expect(Object.keys(fields).sort()).toEqual(
      [
        "colors.bad",
        "colors.light",
        "colors.main",
        "host_pattern",
        "kind",
        "logo_svg",
        "name",
        "sales_email",
      ].sort(),
    );
    expect(fields.host_pattern?.code).toBe("validation.host_pattern");
    expect(fields["colors.main"]?.code).toBe("validation.contrast_white");
    expect(fields["colors.light"]?.code).toBe("validation.contrast_black");
    expect(fields.logo_svg?.code).toBe("validation.svg");
    expect(fields.host_pattern?.message).toMatch(/host/i);
  });

  it("keeps names and hosts unique, with the field named", async () => {
    const token = await admin();
    expect((await create(token, body())).statusCode).toBe(200);
    const sameName = await create(token, body({ name: "partner", host_pattern: "other.test" }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toMatchObject([{ field: "name", code: "brand.name_taken" }]);
    const sameHost = await create(token, body({ name: "Other", host_pattern: "PARTNER.test" }));
    expect(sameHost.statusCode).toBe(409);
    expect(sameHost.json().errors).toMatchObject([{ field: "host_pattern", code: "brand.host_taken" }]);
  });

  it("keeps exactly one default brand", async () => {
    const token = await admin();
    const [def] = await t.database.db.select().from(brand).where(eq(brand.isDefault, true));
    const defId = def?.id ?? 0;
    const unset = await update(
      token,
      defId,
      body({ name: "Marketplace", host_pattern: "", is_default: false }),
    );
    expect(unset.statusCode).toBe(400);
    expect(unset.json().errors).toMatchObject([{ field: "is_default", code: "brand.default_required" }]);

    const created = await create(token, body({ is_default: true }));
    expect(created.json().data.is_default).toBe(true);
    const defaults = await t.database.db.select().from(brand).where(eq(brand.isDefault, true));
    expect(defaults.map((b) => b.id)).toEqual([created.json().data.id]);
    const unknownHost = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=nowhere.test" });
    expect(unknownHost.json().data.name).toBe("Partner");

    const back = await update(
      token,
      defId,
      body({ name: "Marketplace", host_pattern: "", is_default: true }),
    );
    expect(back.statusCode).toBe(200);
    const after = await t.database.db.select().from(brand).where(eq(brand.isDefault, true));
    expect(after.map((b) => b.id)).toEqual([defId]);
  });

  it("stores a login image, serves it on getBrand's address and replaces it; refuses other files", async () => {
    const token = await admin();
    const id = (await create(token, body())).json().data.id as number;
    const upload = (file: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/brands/${id}/loginImage`,
        payload: file.payload,
        headers: { ...file.headers, ...bearer(token) },
      });
    const pdf = await upload(multipart("file", "login.png", TINY_PDF, "image/png"));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().code).toBe("upload.wrong_type");

    const first = await upload(multipart("file", "login.png", TINY_PNG, "image/png"));
    expect(first.statusCode).toBe(200);
    const url = first.json().data.login_image_url as string;
    expect(url).toMatch(new RegExp(`^/api/auth/getLoginImage\\?brand=${id}&v=\\d+$`));
    const brandOfHost = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=partner.test" });
    expect(brandOfHost.json().data.login_image_url).toBe(url);
    const image = await t.app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    const [stored] = await t.database.db.select().from(brand).where(eq(brand.id, id));
    const second = await upload(multipart("file", "login2.png", TINY_PNG, "image/png"));
    expect(second.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(stored?.loginImageUrl ?? "")).toBe(false);
    const none = await t.app.inject({ method: "GET", url: "/api/auth/getLoginImage?brand=999999" });
    expect(none.statusCode).toBe(404);
  });

  it("accepts a logo at the size limit, quotes and all, and refuses a larger one under its field", async () => {
    const token = await admin();
    const open = '<svg xmlns="http://www.w3.org/2000/svg">';
    const rect = '<rect x="1" y="1"/>';
    const fill = (size: number) => rect.repeat(Math.floor((size - open.length - 6) / rect.length));
    const atLimit = `${open}${fill(BRAND_LOGO_MAX)}</svg>`;
    expect(atLimit.length).toBeLessThanOrEqual(BRAND_LOGO_MAX);
    expect((await create(token, body({ logo_svg: atLimit }))).statusCode).toBe(200);
    const tooLarge = await create(
      token,
      body({ name: "Other", host_pattern: "o.test", logo_svg: `${atLimit}${" ".repeat(rect.length * 2)}` }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toMatchObject([{ field: "logo_svg", code: "validation.too_long" }]);
  });

  it("answers 404 for an unknown brand", async () => {
    const token = await admin();
    expect((await update(token, 999_999, body())).statusCode).toBe(404);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/brands/999999",
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });

  it("lets Admin Management read but not change; refuses anonymous callers and every other role", async () => {
    const token = await admin();
    const id = (await create(token, body())).json().data.id as number;
    type Call = {
      method: "GET" | "POST" | "PUT";
      url: string;
      payload?: Buffer | Record<string, unknown>;
      headers?: Record<string, string>;
    };
    const calls: Call[] = [
      { method: "GET" as const, url: "/api/admin/brands" },
      { method: "GET" as const, url: `/api/admin/brands/${id}` },
      {
        method: "POST" as const,
        url: "/api/admin/brands",
        payload: body({ name: "X", host_pattern: "x.test" }),
      },
      { method: "PUT" as const, url: `/api/admin/brands/${id}`, payload: body() },
      {
        method: "POST" as const,
        url: `/api/admin/brands/${id}/loginImage`,
        ...multipart("file", "login.png", TINY_PNG, "image/png"),
      },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);

    const management = (await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT)).token;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { ...call.headers, ...bearer(management) } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(call.method === "GET" ? 200 : 403);
    }

    const others: RoleId[] = [
      ROLE.CLIENT,
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.ACCADEMY,
      ROLE.PROFILE_ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
      ROLE.FREELANCER,
      ROLE.COMPANY_ADMINISTRATOR,
      ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    ];
    for (const role of others) {
      const other = (await createUserAndLogin(t.database.db, t.app, role)).token;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: { ...call.headers, ...bearer(other) } });
        expect(res.statusCode, `role ${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
  });
});
