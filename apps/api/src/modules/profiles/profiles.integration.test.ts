import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyFunction, profile, profileExperience, profileSkill } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

describe("consultant profiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it("creates a whole profile in one request and reads it back with its nested lists", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const res = await call("POST", "/api/profiles", supplier.token, await kit.body());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      company_id: supplier.companyId,
      kind: "employee",
      firstname: "Giulia",
      lastname: "Bianchi",
      email: "giulia.bianchi@example.test",
      published: false,
      editable: true,
      contacts_visible: true,
      daily_rate_min: 400,
      localities: ["Torino"],
      skills: [
        { name: "Java", years: 8, level: 5 },
        { name: "Spring Boot", years: 5, level: 4 },
      ],
      languages: [
        { code: "en", level: "C1" },
        { code: "it", level: "native" },
      ],
      experiences: [
        {
          company: "Fintech Lab SpA",
          end_date: null,
          technologies: [{ name: "Java" }, { name: "Spring Boot" }],
        },
      ],
      certifications: [{ name: "Oracle Certified Professional", issued_on: "2020-05-01" }],
      education: [{ institution: "Politecnico di Milano", start_year: 2010, end_year: 2015 }],
    });
    const again = await call("GET", `/api/profiles/${data.id}`, supplier.token);
    expect(again.json().data).toEqual(data);
  });

  it("replaces the nested lists on update, in one transaction", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER_MANAGEMENT);
    const { id } = await kit.create(supplier.token);
    const python = await kit.techId("Python");
    const res = await call(
      "PUT",
      `/api/profiles/${id}`,
      supplier.token,
      await kit.body({
        title: "Data Engineer",
        skills: [{ technology_id: python, years: 3, level: 3 }],
        experiences: [],
        certifications: [],
        education: [],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: "Data Engineer",
      skills: [{ name: "Python" }],
      experiences: [],
    });
    const skills = await t.database.db.select().from(profileSkill).where(eq(profileSkill.profileId, id));
    expect(skills.map((s) => s.technologyId)).toEqual([python]);
    // The trigger on profile_skill keeps the searchable technology_ids in step.
    const [row] = await t.database.db
      .select({ ids: profile.technologyIds })
      .from(profile)
      .where(eq(profile.id, id));
    expect(must(row, "profile row").ids).toEqual([python]);
    expect(
      await t.database.db.select().from(profileExperience).where(eq(profileExperience.profileId, id)),
    ).toEqual([]);
    // An unknown technology is a field error and changes nothing.
    const bad = await call(
      "PUT",
      `/api/profiles/${id}`,
      supplier.token,
      await kit.body({ skills: [{ technology_id: 99_999, years: 1, level: 1 }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: "skills.0.technology_id", code: "validation.invalid", message: "Valore non valido." },
    ]);
    const after = await call("GET", `/api/profiles/${id}`, supplier.token);
    expect(after.json().data.title).toBe("Data Engineer");
  });

  it("validates the body with translated field messages", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles",
      headers: bearer(supplier.token),
      payload: await kit.body({
        firstname: "",
        email: "not-an-email",
        daily_rate_min: 500,
        daily_rate_max: 300,
        experiences: [
          {
            company: "Acme",
            role: "Dev",
            start_date: "2020-05-01",
            end_date: "2019-01-01",
            technology_ids: [],
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    // Messages come in the signed-in user's language (Italian here).
    expect(res.json().errors).toEqual([
      { field: "firstname", code: "validation.required", message: "Campo obbligatorio." },
      { field: "email", code: "validation.email", message: "Inserisci un indirizzo e-mail valido." },
      {
        field: "experiences.0.end_date",
        code: "validation.date_order",
        message: "La data di fine non può precedere quella di inizio.",
      },
      {
        field: "daily_rate_max",
        code: "validation.rate_order",
        message: "La tariffa massima non può essere inferiore alla minima.",
      },
    ]);
  });

  it("answers 401 without a session and 403 to roles that do not manage profiles", async () => {
    expect((await call("GET", "/api/profiles")).statusCode).toBe(401);
    expect((await call("POST", "/api/profiles", undefined, await kit.body())).statusCode).toBe(401);
    for (const role of [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES, ROLE.SUPPLIER_EMPLOYEES, ROLE.PROFILE_ACCADEMY]) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      const res = await call("POST", "/api/profiles", user.token, await kit.body());
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect((await call("GET", "/api/profiles", client.token)).statusCode).toBe(403);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect((await call("POST", "/api/profiles", staff.token, await kit.body())).statusCode).toBe(403);
  });

  it("guards every endpoint: 401 without a session, 403 for roles without profile rights", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const body = await kit.body();
    const endpoints: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object][] = [
      ["GET", "/api/profiles"],
      ["POST", "/api/profiles", body],
      ["GET", "/api/profiles/me"],
      ["POST", "/api/profiles/publication", { ids: [id], published: true }],
      ["GET", `/api/profiles/${id}`],
      ["PUT", `/api/profiles/${id}`, body],
      ["POST", `/api/profiles/${id}/publication`, { published: true }],
      ["DELETE", `/api/profiles/${id}`],
      ["DELETE", `/api/profiles/${id}/photo`],
      ["GET", `/api/profiles/${id}/cv.pdf`],
      ["GET", `/api/profiles/${id}/cv-file`],
      ["GET", `/api/profiles/${id}/photo`],
    ];
    const employee = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
    const companyAdmin = await createUserAndLogin(t.database.db, t.app, ROLE.COMPANY_ADMINISTRATOR);
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [employee.token, companyAdmin.token]) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe("auth.forbidden");
      }
    }
    // Clients read (published profiles) but never write.
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    for (const [method, url, payload] of endpoints.filter(([m, u]) => m !== "GET" || u === "/api/profiles")) {
      if (url === "/api/profiles/me") continue;
      expect((await call(method, url, client.token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.select({ published: profile.published }).from(profile)).toEqual([
      { published: false },
    ]);
  });

  it("hides another company's profiles (404) and lets staff read every company", async () => {
    const owner = await kit.member(ROLE.SUPPLIER);
    const other = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(owner.token);
    for (const [method, url] of [
      ["GET", `/api/profiles/${id}`],
      ["PUT", `/api/profiles/${id}`],
      ["DELETE", `/api/profiles/${id}`],
      ["POST", `/api/profiles/${id}/publication`],
    ] as const) {
      const payload =
        method === "PUT" ? await kit.body() : method === "POST" ? { published: true } : undefined;
      const res = await call(method, url, other.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call("GET", "/api/profiles", other.token)).json().data.total).toBe(0);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const read = await call("GET", `/api/profiles/${id}`, staff.token);
    expect(read.json().data).toMatchObject({ id, editable: false, contacts_visible: true });
    const all = await call("GET", `/api/profiles?company_id=${owner.companyId}`, staff.token);
    expect(all.json().data.items.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it("shows clients published profiles only, anonymised until unlocked", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect((await call("GET", `/api/profiles/${id}`, client.token)).statusCode).toBe(404);
    await call("POST", `/api/profiles/${id}/publication`, supplier.token, { published: true });
    const res = await call("GET", `/api/profiles/${id}`, client.token);
    expect(res.json().data).toMatchObject({
      firstname: "Giulia",
      lastname: "B.",
      email: null,
      phone: null,
      photo_url: null,
      contacts_visible: false,
      editable: false,
    });
  });

  it("deletes a profile of the company", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    const res = await call("DELETE", `/api/profiles/${id}`, supplier.token);
    expect(res.json()).toMatchObject({ success: true, data: { deleted: true } });
    expect((await call("GET", `/api/profiles/${id}`, supplier.token)).statusCode).toBe(404);
    expect(await t.database.db.select().from(profile)).toEqual([]);
  });

  it("gates adding profiles on documentation, plan and the add_profile flag (§4, §5)", async () => {
    const underRevision = await kit.member(ROLE.SUPPLIER, { docStatus: 1 });
    const res = await call("POST", "/api/profiles", underRevision.token, await kit.body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "profiles.add_blocked_documentation" });
    const late = await kit.member(ROLE.SUPPLIER, { docStatus: 4, docLimitDate: "2020-01-01" });
    expect((await call("POST", "/api/profiles", late.token, await kit.body())).json().code).toBe(
      "profiles.add_blocked_documentation",
    );
    const inTime = await kit.member(ROLE.SUPPLIER, { docStatus: 4, docLimitDate: "2099-01-01" });
    expect((await call("POST", "/api/profiles", inTime.token, await kit.body())).statusCode).toBe(200);
    const noFlag = await kit.member(ROLE.ACCADEMY);
    await t.database.db
      .update(companyFunction)
      .set({ status: 0 })
      .where(eq(companyFunction.companyId, noFlag.companyId));
    const blocked = await call("POST", "/api/profiles", noFlag.token, await kit.body());
    expect(blocked.json()).toMatchObject({ code: "profiles.add_blocked_permission" });
  });

  it("academies own their students' profiles", async () => {
    const academy = await kit.member(ROLE.ACCADEMY);
    const { id } = await kit.create(academy.token);
    const staffOfAcademy = await kit.colleague(academy.companyId, ROLE.MANAGEMENT_ACCADEMY);
    const res = await call("GET", `/api/profiles/${id}`, staffOfAcademy.token);
    expect(res.json().data).toMatchObject({ kind: "student", editable: true });
  });

  it("gives a freelancer exactly one profile, created on first access", async () => {
    const freelancer = await kit.member(ROLE.FREELANCER);
    const first = await call("GET", "/api/profiles/me", freelancer.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      kind: "freelancer",
      firstname: "Anna",
      lastname: "Rossi",
      title: "Consulente freelance",
      published: false,
    });
    const second = await call("GET", "/api/profiles/me", freelancer.token);
    expect(second.json().data.id).toBe(first.json().data.id);
    const create = await call("POST", "/api/profiles", freelancer.token, await kit.body());
    expect(create.statusCode).toBe(409);
    expect(create.json().code).toBe("profiles.freelancer_single");
    const remove = await call("DELETE", `/api/profiles/${first.json().data.id}`, freelancer.token);
    expect(remove.json().code).toBe("profiles.freelancer_cannot_delete");
    const supplier = await kit.member(ROLE.SUPPLIER);
    expect((await call("GET", "/api/profiles/me", supplier.token)).statusCode).toBe(403);
  });

  it("lists the technology lookup list for signed-in users", async () => {
    expect((await call("GET", "/api/technologies")).statusCode).toBe(401);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const res = await call("GET", "/api/technologies", supplier.token);
    expect(res.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Java", category: "language" })]),
    );
  });
});
