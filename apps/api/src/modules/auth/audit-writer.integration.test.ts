import { ROLE } from "@mkt/contracts";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { writeAuditLog } from "./index.ts";

describe("the one audit-log writer", () => {
  const t = useTestApp();
  const last = async () => {
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };

  it("caps the IP at 64 characters and takes the subject user's company when none is given", async () => {
    const supplier = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const admin = await createUser(t.database.db, { role: ROLE.ADMINISTRATOR });
    await writeAuditLog(t.database.db, {
      action: "staff_user_updated",
      actor: { userId: admin.id, assumedByUserId: null, ip: "x".repeat(80) },
      subjectUserId: supplier.id,
    });
    expect(await last()).toMatchObject({
      action: "staff_user_updated",
      actorUserId: admin.id,
      assumedByUserId: null,
      subjectUserId: supplier.id,
      subjectCompanyId: supplier.companyId,
      details: {},
      ip: "x".repeat(64),
    });
    await writeAuditLog(t.database.db, {
      action: "company_created",
      actor: { userId: null, assumedByUserId: null, ip: null },
      subjectUserId: supplier.id,
      subjectCompanyId: admin.companyId,
      details: { a: 1 },
    });
    expect(await last()).toMatchObject({ subjectCompanyId: admin.companyId, ip: null, details: { a: 1 } });
  });

  it("fills the staff behind an acting session and the company for every writer (privacy, act-as)", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const supplier = await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "writer@supplier.test" });
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: "writer@supplier.test" },
      headers: bearer(admin.token),
    });
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const actingToken = assumed.json().data.token as string;
    // Act-as lines name the acted-as user's company, so the log's company filter finds them.
    const [started] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "assume_started"));
    expect(started).toMatchObject({ actorUserId: admin.user.id, subjectCompanyId: supplier.companyId });
    // A privacy export from the acting session: the staff member is recorded as the one behind it.
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/privacy/export",
      headers: bearer(actingToken),
    });
    expect(exported.statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "privacy_export"));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      assumedByUserId: admin.user.id,
      subjectUserId: supplier.id,
      subjectCompanyId: supplier.companyId,
      ip: "127.0.0.1",
    });
    // The audit log page's filters: by company, and acting-as only (another administrator reads it: the first
    // one's own session ended when it started acting).
    const reader = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const page = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?company_id=${supplier.companyId}&assumed_only=1`,
      headers: bearer(reader.token),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.items.map((i: { action: string }) => i.action)).toEqual(["privacy_export"]);
  });
});
