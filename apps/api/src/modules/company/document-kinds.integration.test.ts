import { DEFAULT_DOCUMENTATION_SETTINGS, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, company, companyDocument, notification } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, useTestApp } from "../../test/app.ts";
import { remindExpiringDocuments } from "./index.ts";

const settingsUrl = "/api/admin/documentation/settings";

describe("document kinds configured by the Administrator", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const upload = (token: string, kind: string) => {
    const file = multipart("file", `${kind}.pdf`, TINY_PDF, "application/pdf");
    return t.app.inject({
      method: "POST",
      url: `/api/company/documents?kind=${kind}`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(token) },
    });
  };
  const put = (token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: settingsUrl, payload, headers: bearer(token) });

  it("adds a required kind that companies must then send, with field messages for a bad one", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const bad = await put(admin.token, {
      ...DEFAULT_DOCUMENTATION_SETTINGS,
      kinds: [
        ...DEFAULT_DOCUMENTATION_SETTINGS.kinds,
        {
          code: "Bad code",
          label_it: "X",
          label_en: "Insurance",
          required_for: ["pirate"],
          validity_months: 0,
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const n = DEFAULT_DOCUMENTATION_SETTINGS.kinds.length;
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual([
      `kinds.${n}.code`,
      `kinds.${n}.label_it`,
      `kinds.${n}.required_for.0`,
      `kinds.${n}.validity_months`,
    ]);
    const insurance = {
      code: "insurance",
      label_it: "Polizza",
      label_en: "Insurance policy",
      required_for: ["supplier"],
      validity_months: 12,
    };
    const saved = await put(admin.token, {
      ...DEFAULT_DOCUMENTATION_SETTINGS,
      kinds: [...DEFAULT_DOCUMENTATION_SETTINGS.kinds, insurance],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const supplier = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER, { language: "en" });
    const overview = (
      await t.app.inject({
        method: "GET",
        url: "/api/company/documentation",
        headers: bearer(supplier.token),
      })
    ).json().data;
    expect(overview.kinds).toContainEqual({
      code: "insurance",
      label: "Insurance policy",
      required: true,
      validity_months: 12,
    });
  });

  it("a removed kind keeps its uploaded documents, which count no more, get no reminders and cannot be added", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const supplier = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER);
    expect((await upload(supplier.token, "durc")).statusCode).toBe(200);
    // Due for a reminder: it expires tomorrow.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await db().update(companyDocument).set({ expiresAt: tomorrow }).where(eq(companyDocument.kind, "durc"));
    const without = DEFAULT_DOCUMENTATION_SETTINGS.kinds.filter((k) => k.code !== "durc");
    expect((await put(admin.token, { ...DEFAULT_DOCUMENTATION_SETTINGS, kinds: without })).statusCode).toBe(
      200,
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "documentation_settings_changed"));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, details: { added: [], removed: ["durc"] } });

    const listed = await t.app.inject({
      method: "GET",
      url: `/api/admin/companies/${supplier.user.companyId}/documents`,
      headers: bearer(admin.token),
    });
    expect(listed.json().data.map((d: { kind: string }) => d.kind)).toEqual(["durc"]);
    const overview = (
      await t.app.inject({
        method: "GET",
        url: "/api/company/documentation",
        headers: bearer(supplier.token),
      })
    ).json().data;
    expect(overview.kinds.map((k: { code: string }) => k.code)).not.toContain("durc");
    const again = await upload(supplier.token, "durc");
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: "kind" });
    expect(await remindExpiringDocuments(t.ctx)).toEqual([]);
    const notes = await db().select().from(notification).where(eq(notification.userId, supplier.user.id));
    expect(notes).toHaveLength(0);
    const [row] = await db().select().from(company).where(eq(company.id, supplier.user.companyId));
    expect(row?.docStatus).not.toBe(1);
  });

  it("lets Admin Management read the kinds and refuses its changes; other roles and anonymous callers are refused", async () => {
    const am = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT);
    expect(
      (await t.app.inject({ method: "GET", url: settingsUrl, headers: bearer(am.token) })).statusCode,
    ).toBe(200);
    expect((await put(am.token, DEFAULT_DOCUMENTATION_SETTINGS)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: settingsUrl, payload: DEFAULT_DOCUMENTATION_SETTINGS }))
        .statusCode,
    ).toBe(401);
    const supplier = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER);
    expect((await put(supplier.token, DEFAULT_DOCUMENTATION_SETTINGS)).statusCode).toBe(403);
  });
});
