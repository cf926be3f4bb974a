import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profile } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("profile sections: working_experience and certifications, one entry at a time", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: Method, url: string, token?: string, payload?: object, lang = "it") =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { "accept-language": lang, ...(token ? bearer(token) : {}) },
    });
  const updatedAt = async (id: number) =>
    must(
      (await t.database.db.select({ at: profile.updatedAt }).from(profile).where(eq(profile.id, id)))[0],
      "profile row",
    ).at;

  it("lets the owning supplier add, edit and delete experiences, in timeline order, touching the profile", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const java = await kit.techId("Java");
    const before = await updatedAt(id);

    const listed = await call("GET", `/api/profiles/${id}/experiences`, supplier.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.profile).toMatchObject({ id, firstname: "Giulia", kind: "employee" });
    expect(listed.json().data.items).toMatchObject([{ company: "Fintech Lab SpA", end_date: null }]);

    const added = await call("POST", `/api/profiles/${id}/experiences`, supplier.token, {
      company: "Banca Nord",
      role: "Java Developer",
      start_date: "2015-02-01",
      end_date: "2019-02-28",
      description: "Core banking.",
      technology_ids: [java, java],
    });
    expect(added.statusCode).toBe(200);
    const items = added.json().data.items as { id: number; company: string; technologies: unknown[] }[];
    // The current job first, then the ended one.
    expect(items.map((i) => i.company)).toEqual(["Fintech Lab SpA", "Banca Nord"]);
    expect(must(items[1], "items[1]").technologies).toEqual([{ id: java, name: "Java" }]);
    expect((await updatedAt(id)).getTime()).toBeGreaterThan(before.getTime());

    const bancaId = must(items[1], "items[1]").id;
    const edited = await call("PUT", `/api/profiles/${id}/experiences/${bancaId}`, supplier.token, {
      company: "Banca Nord SpA",
      role: "Tech Lead",
      start_date: "2015-02-01",
      end_date: null,
      technology_ids: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.items[1]).toMatchObject({
      id: bancaId,
      company: "Banca Nord SpA",
      role: "Tech Lead",
      end_date: null,
      description: null,
      technologies: [],
    });

    // The whole profile shows the same entries.
    const detail = await call("GET", `/api/profiles/${id}`, supplier.token);
    expect(detail.json().data.experiences.map((e: { company: string }) => e.company)).toEqual([
      "Fintech Lab SpA",
      "Banca Nord SpA",
    ]);

    const deleted = await call("DELETE", `/api/profiles/${id}/experiences/${bancaId}`, supplier.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.items.map((i: { company: string }) => i.company)).toEqual(["Fintech Lab SpA"]);
    expect(
      (await call("DELETE", `/api/profiles/${id}/experiences/${bancaId}`, supplier.token)).statusCode,
    ).toBe(404);
  });

  it("answers translated field messages for an invalid experience (the user's language)", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const res = await call(
      "POST",
      `/api/profiles/${id}/experiences`,
      supplier.token,
      { company: "", role: "Dev", start_date: "2022-05-01", end_date: "2021-01-01" },
      // A signed-in user's stored language (it) wins over the header.
      "en",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation.failed");
    const errors = res.json().errors as { field: string; code: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "company",
          code: "validation.required",
          message: "Campo obbligatorio.",
        }),
        expect.objectContaining({ field: "end_date", code: "validation.date_order" }),
      ]),
    );
    const unknownTech = await call("POST", `/api/profiles/${id}/experiences`, supplier.token, {
      company: "Acme",
      role: "Dev",
      start_date: "2022-05-01",
      technology_ids: [999999],
    });
    expect(unknownTech.statusCode).toBe(400);
    expect(unknownTech.json().errors).toEqual([
      expect.objectContaining({ field: "technology_ids", code: "validation.invalid" }),
    ]);
    const list = await call("GET", `/api/profiles/${id}/experiences`, supplier.token);
    expect(list.json().data.items).toHaveLength(1);
  });

  it("manages certifications the same way, most recently issued first", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const added = await call("POST", `/api/profiles/${id}/certifications`, supplier.token, {
      name: "AWS Solutions Architect",
      issuer: "Amazon",
      issued_on: "2023-04-01",
      expires_on: "2026-04-01",
    });
    expect(added.statusCode).toBe(200);
    const items = added.json().data.items as { id: number; name: string }[];
    expect(items.map((c) => c.name)).toEqual(["AWS Solutions Architect", "Oracle Certified Professional"]);

    const invalid = await call(
      "PUT",
      `/api/profiles/${id}/certifications/${must(items[0], "items[0]").id}`,
      supplier.token,
      {
        name: "AWS Solutions Architect",
        issued_on: "2023-04-01",
        expires_on: "2020-01-01",
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      expect.objectContaining({ field: "expires_on", code: "validation.date_order" }),
    ]);

    const edited = await call(
      "PUT",
      `/api/profiles/${id}/certifications/${must(items[0], "items[0]").id}`,
      supplier.token,
      {
        name: "AWS SA Professional",
        issuer: null,
        issued_on: null,
        expires_on: null,
      },
    );
    expect(edited.statusCode).toBe(200);
    // Undated certifications go last.
    expect(edited.json().data.items).toMatchObject([
      { name: "Oracle Certified Professional" },
      { id: must(items[0], "items[0]").id, name: "AWS SA Professional", issuer: null, issued_on: null },
    ]);
    const removed = await call(
      "DELETE",
      `/api/profiles/${id}/certifications/${must(items[0], "items[0]").id}`,
      supplier.token,
    );
    expect(removed.json().data.items).toHaveLength(1);
  });

  it("refuses an entry beyond the section's maximum with profiles.section_full", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const certifications = Array.from({ length: 30 }, (_, i) => ({
      name: `Cert ${i}`,
      issuer: null,
      issued_on: null,
      expires_on: null,
    }));
    const { id } = await kit.create(supplier.token, { certifications });
    const res = await call("POST", `/api/profiles/${id}/certifications`, supplier.token, {
      name: "One more",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("profiles.section_full");
  });

  it("refuses another company, a client, someone else's student, and anonymous callers", async () => {
    const academy = await kit.member(ROLE.ACCADEMY);
    const { id } = await kit.create(academy.token);
    const own = await kit.create(academy.token, { firstname: "Sara" });
    const student = await kit.colleague(academy.companyId, ROLE.PROFILE_ACCADEMY);
    await t.database.db.update(profile).set({ userId: student.user.id }).where(eq(profile.id, own.id));
    const otherSupplier = await kit.member(ROLE.SUPPLIER);
    const otherAcademy = await kit.member(ROLE.ACCADEMY);
    const client = await kit.member(ROLE.CLIENT);
    const [experience] = (await call("GET", `/api/profiles/${id}/experiences`, academy.token)).json().data
      .items as { id: number }[];
    const body = { company: "X", role: "Y", start_date: "2020-01-01" };

    for (const token of [otherSupplier.token, otherAcademy.token, student.token]) {
      expect((await call("GET", `/api/profiles/${id}/experiences`, token)).statusCode).toBe(404);
      expect((await call("POST", `/api/profiles/${id}/experiences`, token, body)).statusCode).toBe(404);
      expect(
        (
          await call(
            "PUT",
            `/api/profiles/${id}/experiences/${must(experience, "experience").id}`,
            token,
            body,
          )
        ).statusCode,
      ).toBe(404);
      expect((await call("DELETE", `/api/profiles/${id}/certifications/1`, token)).statusCode).toBe(404);
    }
    for (const method of ["GET", "POST"] as const) {
      const url = `/api/profiles/${id}/certifications`;
      const clientRes = await call(method, url, client.token, method === "POST" ? { name: "X" } : undefined);
      expect(clientRes.statusCode).toBe(403);
      expect(clientRes.json().code).toBe("auth.forbidden");
      expect(
        (await call(method, url, undefined, method === "POST" ? { name: "X" } : undefined)).statusCode,
      ).toBe(401);
    }
    // An entry id of another profile is not found through this profile.
    const otherProfile = await kit.create(otherSupplier.token);
    const [foreign] = (
      await call("GET", `/api/profiles/${otherProfile.id}/experiences`, otherSupplier.token)
    ).json().data.items as { id: number }[];
    expect(
      (
        await call(
          "PUT",
          `/api/profiles/${id}/experiences/${must(foreign, "foreign").id}`,
          academy.token,
          body,
        )
      ).statusCode,
    ).toBe(404);
    // Nothing changed on the academy's profile.
    const after = await call("GET", `/api/profiles/${id}/experiences`, academy.token);
    expect(after.json().data.items).toMatchObject([{ company: "Fintech Lab SpA" }]);
  });

  it("lets the student edit their own profile's sections and staff any profile's", async () => {
    const academy = await kit.member(ROLE.ACCADEMY);
    const own = await kit.create(academy.token, { firstname: "Sara", certifications: [] });
    const student = await kit.colleague(academy.companyId, ROLE.PROFILE_ACCADEMY);
    await t.database.db.update(profile).set({ userId: student.user.id }).where(eq(profile.id, own.id));
    const added = await call("POST", `/api/profiles/${own.id}/certifications`, student.token, {
      name: "Java SE 17 Developer",
      issuer: "Oracle",
      issued_on: "2025-06-01",
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.profile).toMatchObject({ id: own.id, kind: "student" });

    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const staffList = await call("GET", `/api/profiles/${own.id}/certifications`, staff.token);
    expect(staffList.statusCode).toBe(200);
    const certId = staffList.json().data.items[0].id as number;
    const staffDelete = await call("DELETE", `/api/profiles/${own.id}/certifications/${certId}`, staff.token);
    expect(staffDelete.statusCode).toBe(200);
    expect(staffDelete.json().data.items).toEqual([]);
    expect((await call("GET", "/api/profiles/999999/certifications", staff.token)).statusCode).toBe(404);
  });
});
