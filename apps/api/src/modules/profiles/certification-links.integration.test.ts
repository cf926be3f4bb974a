import { readFileSync } from "node:fs";
import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileCertification, technology } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, useTestApp } from "../../test/app.ts";
import { addTechnology, auditRows, call as referenceCall } from "../reference-data/test-kit.ts";
import { cvDocx } from "./cv-test-files.ts";
import { profileKit } from "./test-kit.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const SAA = "AWS Certified Solutions Architect - Associate";
const cert = (overrides: object = {}) => ({
  name: "x",
  issuer: "Amazon",
  issued_on: "2024-03-01",
  expires_on: null,
  ...overrides,
});

describe("profile certifications linked to the taxonomy's certification entries (issue 17 item 3)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: Method, url: string, token?: string, payload?: object, lang = "it") =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { "accept-language": lang, ...(token ? bearer(token) : {}) },
    });
  const certRows = (profileId: number) =>
    t.database.db
      .select()
      .from(profileCertification)
      .where(eq(profileCertification.profileId, profileId))
      .orderBy(profileCertification.id);

  it("stores a picked entry with its own name, links typed names by alias, keeps unknown text as typed", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const saa = await kit.techId(SAA);
    const { id } = await kit.create(supplier.token, {
      certifications: [
        cert({ name: "my AWS cert", technology_id: saa }),
        cert({ name: "  itil   4 FOUNDATION ", issuer: null, issued_on: "2021-01-01" }),
        cert({ name: "Corso interno sicurezza", issued_on: null }),
      ],
    });
    const itil = await kit.techId("ITIL 4 Foundation");
    const detail = (await call("GET", `/api/profiles/${id}`, supplier.token)).json().data;
    expect(detail.certifications).toEqual([
      { name: SAA, technology_id: saa, issuer: "Amazon", issued_on: "2024-03-01", expires_on: null },
      {
        name: "ITIL 4 Foundation",
        technology_id: itil,
        issuer: null,
        issued_on: "2021-01-01",
        expires_on: null,
      },
      {
        name: "Corso interno sicurezza",
        technology_id: null,
        issuer: "Amazon",
        issued_on: null,
        expires_on: null,
      },
    ]);

    // The section screen: an alias ("AWS SAA") links; the answer carries technology_id.
    const added = await call(
      "POST",
      `/api/profiles/${id}/certifications`,
      supplier.token,
      cert({ name: "aws saa" }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const items = added.json().data.items as { id: number; name: string; technology_id: number | null }[];
    expect(items.filter((i) => i.technology_id === saa).map((i) => i.name)).toEqual([SAA, SAA]);
    const free = must(
      items.find((i) => i.technology_id === null),
      "the free-text entry",
    );
    const edited = await call(
      "PUT",
      `/api/profiles/${id}/certifications/${free.id}`,
      supplier.token,
      cert({ name: "Anything", technology_id: itil }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.items.find((i: { id: number }) => i.id === free.id)).toMatchObject({
      name: "ITIL 4 Foundation",
      technology_id: itil,
    });
  });

  it("answers 400 on technology_id for an unknown, a non-certification and a switched-off entry", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const java = await kit.techId("Java");
    const off = await addTechnology(t, "Retired Cert Foundation", "certification");
    await t.database.db.update(technology).set({ enabled: false }).where(eq(technology.id, off.id));
    // The message is the signed-in user's language (Italian here); contracts holds it in both languages.
    for (const bad of [999_999, java, off.id]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/profiles",
        payload: await kit.body({ certifications: [cert(), cert({ technology_id: bad })] }),
        headers: bearer(supplier.token),
      });
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json();
      expect(error.code).toBe("validation.failed");
      expect(error.errors).toEqual([
        {
          field: "certifications.1.technology_id",
          code: "validation.certification_unknown",
          message: expect.stringContaining("Certificazione non presente"),
        },
      ]);
    }
    const { id } = await kit.create(supplier.token);
    const before = await certRows(id);
    const res = await call(
      "POST",
      `/api/profiles/${id}/certifications`,
      supplier.token,
      cert({ technology_id: java }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: "technology_id", code: "validation.certification_unknown" },
    ]);
    const zero = await call(
      "POST",
      `/api/profiles/${id}/certifications`,
      supplier.token,
      cert({ technology_id: 0 }),
    );
    expect(zero.json().errors).toMatchObject([{ field: "technology_id", code: "validation.invalid" }]);
    expect(await certRows(id)).toEqual(before);
  });

  it("still refuses a client, anonymous callers and another company with a linked certification", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const other = await kit.member(ROLE.SUPPLIER);
    const client = await kit.member(ROLE.CLIENT);
    const { id } = await kit.create(supplier.token);
    const body = cert({ technology_id: await kit.techId(SAA) });
    const before = await certRows(id);
    const url = `/api/profiles/${id}/certifications`;
    expect((await call("POST", url, client.token, body)).statusCode).toBe(403);
    expect((await call("POST", url, undefined, body)).statusCode).toBe(401);
    expect((await call("POST", url, other.token, body)).statusCode).toBe(404);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/profiles/${id}`,
      payload: await kit.body({ certifications: [body] }),
      headers: bearer(client.token),
    });
    expect(put.statusCode).toBe(403);
    expect(await certRows(id)).toEqual(before);
  });

  it("follows a rename and a merge in the back office: linked rows move with their names, nothing is lost", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const admin = referenceCall(
      t,
      (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token,
    );
    const dup = await addTechnology(t, "Zeta Cloud Associate", "certification");
    const keep = await addTechnology(t, "Zeta Cloud Certified Associate", "certification");
    const { id } = await kit.create(supplier.token, {
      certifications: [
        cert({ name: "Zeta Cloud Associate" }),
        cert({ name: "x", technology_id: keep.id, issued_on: "2023-01-01" }),
        cert({ name: "Internal course", issued_on: null }),
      ],
    });
    expect((await certRows(id)).map((r) => r.technologyId)).toEqual([dup.id, keep.id, null]);

    const base = "/api/admin/reference/technologies";
    const renamed = await admin.put(`${base}/${dup.id}`, {
      name: "Zeta Cloud Assoc.",
      category: "certification",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await certRows(id)).map((r) => r.name)).toEqual([
      "Zeta Cloud Assoc.",
      "Zeta Cloud Certified Associate",
      "Internal course",
    ]);
    const [update] = await auditRows(t, "reference.technology.update");
    expect(must(update, "audit").details).toMatchObject({ certifications_renamed: 1 });

    const preview = (await admin.get(`${base}/${dup.id}/merge-preview`)).json().data;
    expect(preview.references).toContainEqual({ table: "profile_certification", count: 1 });
    const merged = await admin.post(`${base}/${dup.id}/merge`, { survivor_id: keep.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.moved).toBe(1);
    const rows = await certRows(id);
    // Three certifications still: the moved one keeps its issuer and dates, named as the survivor.
    expect(rows.map((r) => [r.name, r.technologyId, r.issuer, r.issuedOn])).toEqual([
      ["Zeta Cloud Certified Associate", keep.id, "Amazon", "2024-03-01"],
      ["Zeta Cloud Certified Associate", keep.id, "Amazon", "2023-01-01"],
      ["Internal course", null, "Amazon", null],
    ]);
    // The merged entry's old name is now an alias of the survivor: typing it links to the survivor.
    const again = await call(
      "POST",
      `/api/profiles/${id}/certifications`,
      supplier.token,
      cert({ name: "zeta cloud assoc." }),
    );
    expect(
      again.json().data.items.filter((i: { technology_id: number }) => i.technology_id === keep.id),
    ).toHaveLength(3);
  });

  it("links CV draft certifications the taxonomy knows", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const docx = await cvDocx([
      "Giulia Bianchi",
      "Senior Backend Developer",
      "Esperienze",
      "03/2019 - oggi Backend Developer presso Fintech Lab SpA",
      "Certificazioni",
      "AWS SAA",
      "Corso interno di sicurezza",
    ]);
    const m = multipart("file", "cv.docx", docx);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      payload: m.payload,
      headers: { ...m.headers, ...bearer(supplier.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const certifications = res.json().data.draft.certifications as {
      name: string;
      technology_id: number | null;
    }[];
    expect(certifications).toContainEqual(
      expect.objectContaining({ name: SAA, technology_id: await kit.techId(SAA) }),
    );
    expect(certifications).toContainEqual(
      expect.objectContaining({ name: "Corso interno di sicurezza", technology_id: null }),
    );
  });

  it("backfills existing rows by name or alias in migration 0040", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token, { certifications: [] });
    await t.database.db.insert(profileCertification).values([
      { profileId: id, position: 0, name: "aws  saa" },
      { profileId: id, position: 1, name: "Java" },
      { profileId: id, position: 2, name: "Something else" },
    ]);
    const migration = readFileSync(
      new URL("../../../drizzle/0040_certification_technology.sql", import.meta.url),
      "utf8",
    );
    const backfill = must(migration.split("--> statement-breakpoint").at(-1), "the backfill statement");
    await t.database.db.execute(sql.raw(backfill));
    expect((await certRows(id)).map((r) => [r.name, r.technologyId])).toEqual([
      [SAA, await kit.techId(SAA)],
      ["Java", null],
      ["Something else", null],
    ]);
  });
});
