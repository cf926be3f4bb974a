import { ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { technology, technologyAlias } from "../../db/schema/index.ts";
import { TECHNOLOGIES } from "../../seed/reference-data.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { openVisit } from "../open/open-test-support.ts";
import { resolveTechnologyNames, seedTaxonomy, taxonomyUnchangedSinceSeed } from "./index.ts";
import { loadTaxonomy } from "./taxonomy.ts";

describe("skills taxonomy in the database", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const idOf = async (name: string) =>
    (await db().select({ id: technology.id }).from(technology).where(eq(technology.name, name)))[0]?.id;

  it("seeds every entry and alias, the original 88 first with their old ids, and is idempotent", async () => {
    const count = async () => {
      const [tech] = await db().select({ n: sql<number>`count(*)::int` }).from(technology);
      const [alias] = await db().select({ n: sql<number>`count(*)::int` }).from(technologyAlias);
      return [tech?.n, alias?.n];
    };
    const entries = loadTaxonomy();
    const before = await count();
    expect(before[0]).toBe(entries.length);
    expect(before[1]).toBe(entries.reduce((n, e) => n + e.aliases.length, 0));
    const first = await db()
      .select({ id: technology.id, name: technology.name })
      .from(technology)
      .orderBy(technology.id)
      .limit(88);
    expect(first.map((r) => r.name)).toEqual(TECHNOLOGIES.map(([name]) => name));

    await seedTaxonomy(
      db(),
      TECHNOLOGIES.map(([name]) => name),
    );
    expect(await count()).toEqual(before);
  });

  it("updates an existing row in place (same id), keeps staff choices and never deletes", async () => {
    const java = await idOf("Java");
    await db()
      .update(technology)
      .set({ category: "data", enabled: false })
      .where(eq(technology.name, "Java"));
    await db().insert(technology).values({ name: "Staff Only Tool", category: "tool" });
    await db().delete(technologyAlias).where(eq(technologyAlias.alias, "k8s"));
    await seedTaxonomy(db());
    const [row] = await db().select().from(technology).where(eq(technology.name, "Java"));
    expect(row).toMatchObject({ id: java, category: "language", enabled: false });
    expect(await idOf("Staff Only Tool")).toBeDefined();
    expect((await resolveTechnologyNames(db(), ["k8s"])).get("k8s")).toBe(await idOf("Kubernetes"));
  });

  it("resolves names and aliases to the canonical id, case-insensitively, following merges", async () => {
    const js = await idOf("JavaScript");
    const pg = await idOf("PostgreSQL");
    const found = await resolveTechnologyNames(db(), [
      "JS",
      " ecmascript ",
      "Postgres",
      "POSTGRESQL",
      "Nope",
    ]);
    expect(Object.fromEntries(found)).toEqual({ JS: js, " ecmascript ": js, Postgres: pg, POSTGRESQL: pg });
    const oracle = await idOf("Oracle Database");
    await db().update(technology).set({ mergedIntoId: pg }).where(eq(technology.name, "Oracle Database"));
    expect((await resolveTechnologyNames(db(), ["Oracle DB"])).get("Oracle DB")).toBe(pg);
    expect(oracle).not.toBe(pg);
  });

  it("offers enabled, non-merged entries by name with labels and aliases; disabled ones come flagged", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/technologies" })).statusCode).toBe(401);
    const user = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await db().update(technology).set({ enabled: false }).where(eq(technology.name, "COBOL"));
    await db()
      .update(technology)
      .set({ mergedIntoId: await idOf("PostgreSQL") })
      .where(eq(technology.name, "MySQL"));
    const res = await t.app.inject({ method: "GET", url: "/api/technologies", headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const all: { name: string; aliases?: string[]; label_it?: string; category: string; enabled?: false }[] =
      res.json().data;
    // Switched-off and merged entries keep their names for the rows that hold them, flagged for the pickers.
    expect(all.find((x) => x.name === "COBOL")).toMatchObject({ enabled: false });
    expect(all.find((x) => x.name === "MySQL")).toMatchObject({ enabled: false });
    expect(all.find((x) => x.name === "Kubernetes")).not.toHaveProperty("enabled");
    const list = all.filter((x) => x.enabled !== false);
    const names = list.map((x) => x.name);
    expect(names).toContain("Kubernetes");
    // The open area's filter offers the enabled ones only.
    const visit = await openVisit(t.app, { language: "en" });
    const open: { name: string }[] = (
      await t.app.inject({ method: "GET", url: `/api/open/getTechOpen?token=${visit}` })
    ).json().data;
    expect(open.map((x) => x.name)).not.toContain("COBOL");
    expect(open.map((x) => x.name)).toContain("Kubernetes");
    const at = (name: string) => names.indexOf(name);
    expect(
      [at("ABAP"), at("angular"), at("Java"), at("kubernetes"), at("Zabbix")].map((i) => i >= 0),
    ).toEqual([true, false, true, false, true]);
    expect(at("ABAP") < at("Angular") && at("Angular") < at("Java") && at("Java") < at("Kubernetes")).toBe(
      true,
    );
    expect(at("Kubernetes") < at("Zabbix") && at("dbt") < at("Docker") && at("Docker") < at("Excel")).toBe(
      true,
    );
    expect(list.find((x) => x.name === "Kubernetes")?.aliases).toContain("k8s");
    expect(list.find((x) => x.name === "Cybersecurity")).toMatchObject({
      category: "security",
      label_it: "Sicurezza informatica",
    });
    expect(list.find((x) => x.name === "Kubernetes")).not.toHaveProperty("label_it");
  });

  it("lets a test reset keep untouched taxonomy tables and rewrite touched ones", async () => {
    const java = await idOf("Java");
    expect(await taxonomyUnchangedSinceSeed(db())).toBe(true);
    await resetDatabase(t.database);
    expect(await idOf("Java")).toBe(java);
    await db().update(technology).set({ enabled: false }).where(eq(technology.name, "Java"));
    await db().insert(technology).values({ name: "Left By A Test", category: "tool" });
    expect(await taxonomyUnchangedSinceSeed(db())).toBe(false);
    await resetDatabase(t.database);
    expect(await taxonomyUnchangedSinceSeed(db())).toBe(true);
    expect(await idOf("Left By A Test")).toBeUndefined();
    const [row] = await db().select().from(technology).where(eq(technology.name, "Java"));
    expect(row).toMatchObject({ id: java, enabled: true });
  });
});
