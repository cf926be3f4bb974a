import { ROLE, ROLE_IDS, type RoleId } from "@mkt/contracts";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, pageDescription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { seedPageDescriptions } from "./page-descriptions.ts";

const NON_STAFF = ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT) as RoleId[];
const BODY = {
  title: "Posizioni aperte",
  description: "Le posizioni pubblicate.",
  tutorial_steps: ["Filtra", "Candida"],
};

describe("back office description_pages", () => {
  const t = useTestApp();

  it("lists every page in both languages; Admin Management edits, users read the new text at once", async () => {
    await seedPageDescriptions(t.database.db);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/description_pages",
      headers: bearer(staff.token),
    });
    expect(list.statusCode).toBe(200);
    const page = list.json().data.find((p: { name_page: string }) => p.name_page === "position_list");
    expect(page.it.title).toBe("Posizioni aperte");
    expect(page.en.title).toBe("Open positions");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/description_pages/position_list/it",
      payload: { ...BODY, title: "Le posizioni" },
      headers: bearer(staff.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.it).toEqual({ ...BODY, title: "Le posizioni" });
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/description_pages/list?language=it",
      headers: bearer(client.token),
    });
    const seen = read.json().data.find((p: { name_page: string }) => p.name_page === "position_list");
    expect(seen).toMatchObject({
      title: "Le posizioni",
      has_tutorial: true,
      tutorial_steps: ["Filtra", "Candida"],
    });
    const [line] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ action: "page_description_changed", actorUserId: staff.user.id });
    expect(line?.details).toMatchObject({ name_page: "position_list", language: "it", created: false });
  });

  it("creates a missing language version, and clearing the tutorial survives the start-up seed", async () => {
    await seedPageDescriptions(t.database.db);
    await t.database.db
      .delete(pageDescription)
      .where(and(eq(pageDescription.namePage, "position_list"), eq(pageDescription.language, "en")));
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const before = await t.app.inject({
      method: "GET",
      url: "/api/admin/description_pages",
      headers: bearer(admin.token),
    });
    expect(
      before.json().data.find((p: { name_page: string }) => p.name_page === "position_list").en,
    ).toBeNull();
    const created = await t.app.inject({
      method: "PUT",
      url: "/api/admin/description_pages/position_list/en",
      payload: { title: "Positions", description: "Published positions.", tutorial_steps: [] },
      headers: bearer(admin.token),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      path: "/position_list",
      en: { title: "Positions", tutorial_steps: [] },
    });
    await seedPageDescriptions(t.database.db);
    const [row] = await t.database.db
      .select()
      .from(pageDescription)
      .where(and(eq(pageDescription.namePage, "position_list"), eq(pageDescription.language, "en")));
    expect(row).toMatchObject({ title: "Positions", hasTutorial: false, tutorial: "" });
  });

  it("refuses bad input with field messages, unknown pages with 404, and non-staff callers", async () => {
    await seedPageDescriptions(t.database.db);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/description_pages/position_list/it",
      payload: { title: " ", description: "x".repeat(2001), tutorial_steps: ["ok", ""] },
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (bad.json().errors as { field: string; code: string }[]).map((e) => [e.field, e.code]),
    );
    expect(fields).toMatchObject({
      title: "validation.required",
      description: "validation.too_long",
      "tutorial_steps.1": "validation.required",
    });
    const language = await t.app.inject({
      method: "PUT",
      url: "/api/admin/description_pages/position_list/fr",
      payload: BODY,
      headers: bearer(admin.token),
    });
    expect(language.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/admin/description_pages/no_such_page/it",
      payload: BODY,
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("config.unknown_page");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/description_pages" })).statusCode).toBe(401);
    for (const role of NON_STAFF) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      const get = await t.app.inject({
        method: "GET",
        url: "/api/admin/description_pages",
        headers: bearer(user.token),
      });
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/admin/description_pages/position_list/it",
        payload: BODY,
        headers: bearer(user.token),
      });
      expect([get.statusCode, put.statusCode], `role ${role}`).toEqual([403, 403]);
    }
  });
});
