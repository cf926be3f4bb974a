import type { Readable } from "node:stream";
import { DEFAULT_DOCUMENTATION_SETTINGS, requiredKinds } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { company, companyDocument } from "../db/schema/index.ts";
import { bearer, login, useTestApp } from "../test/app.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo.ts";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("demo companies' documentation", () => {
  const t = useTestApp();

  it("gives every company in review or approved a readable PDF of each required kind, and the others none", async () => {
    expect(await seedDemo(t.database.db, t.ctx.storage)).toBe(true);
    const db = t.database.db;
    const companies = await db
      .select({ id: company.id, type: company.type, docStatus: company.docStatus })
      .from(company);
    const documents = await db.select().from(companyDocument);
    const inReview = companies.filter((c) => c.docStatus === 1);
    const approved = companies.filter((c) => c.docStatus === 2 && c.type !== "staff");
    expect(inReview.length).toBeGreaterThan(0);
    expect(approved.length).toBeGreaterThan(0);

    for (const c of [...inReview, ...approved]) {
      const own = documents.filter((d) => d.companyId === c.id);
      const required = requiredKinds(DEFAULT_DOCUMENTATION_SETTINGS, c.type).map((k) => k.code);
      expect(required.length).toBeGreaterThan(0);
      expect(own.map((d) => d.kind).sort()).toEqual([...required].sort());
      for (const d of own) {
        expect(d.status).toBe(c.docStatus === 1 ? "pending" : "approved");
        expect(d.storageKey.startsWith(`companies/${c.id}/documents/`)).toBe(true);
        expect(d.expiresAt === null || d.expiresAt > new Date().toISOString().slice(0, 10)).toBe(true);
        const file = await readAll(await t.ctx.storage.get(d.storageKey));
        expect(file.subarray(0, 5).toString()).toBe("%PDF-");
        expect(file.length).toBe(d.size);
      }
    }
    // Documentation missing (4) or blocked (3): nothing was sent.
    const others = new Set(companies.filter((c) => c.docStatus === 3 || c.docStatus === 4).map((c) => c.id));
    expect(others.size).toBeGreaterThan(0);
    expect(documents.filter((d) => others.has(d.companyId))).toEqual([]);

    // Staff open a document of a company in review, as the back office does.
    const reviewed = documents.find((d) => d.companyId === inReview[0]?.id);
    const { token } = await login(t.app, "admin@demo.test", DEMO_PASSWORD);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/company/documents/${reviewed?.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
