import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profile } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

describe("the student's own profile (Profile Accademy)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** An academy with two student profiles, the first linked to a signed-in student account. */
  async function academyWithStudent() {
    const academy = await kit.member(ROLE.ACCADEMY);
    const linked = await kit.create(academy.token, {
      firstname: "Tommaso",
      lastname: "Rinaldi",
      premium: true,
    });
    const other = await kit.create(academy.token, { firstname: "Sara", lastname: "Neri" });
    const student = await kit.colleague(academy.companyId, ROLE.PROFILE_ACCADEMY);
    await t.database.db.update(profile).set({ userId: student.user.id }).where(eq(profile.id, linked.id));
    return { academy, student, linked, other };
  }

  it("answers GET /profiles/me with the profile the academy linked to the account", async () => {
    const { student, linked } = await academyWithStudent();
    const res = await call("GET", "/api/profiles/me", student.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: linked.id,
      kind: "student",
      firstname: "Tommaso",
      lastname: "Rinaldi",
      editable: true,
      contacts_visible: true,
    });
    expect((await call("GET", `/api/profiles/${linked.id}`, student.token)).statusCode).toBe(200);
    const pdf = await call("GET", `/api/profiles/${linked.id}/cv.pdf?lang=en`, student.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("answers 404 profiles.student_not_linked, creating nothing, when no profile is linked", async () => {
    const academy = await kit.member(ROLE.ACCADEMY);
    const student = await kit.colleague(academy.companyId, ROLE.PROFILE_ACCADEMY);
    const res = await call("GET", "/api/profiles/me", student.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("profiles.student_not_linked");
    expect(await t.database.db.select({ id: profile.id }).from(profile)).toEqual([]);
    expect((await call("GET", "/api/profiles/me")).statusCode).toBe(401);
  });

  it("lets the student save their own profile, keeping the academy's premium flag", async () => {
    const { student, linked } = await academyWithStudent();
    const body = await kit.body({
      firstname: "Tommaso",
      lastname: "Rinaldi",
      title: "Junior Java Developer",
    });
    const res = await call("PUT", `/api/profiles/${linked.id}`, student.token, { ...body, premium: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: "Junior Java Developer", premium: true });
    const [row] = await t.database.db
      .select({ title: profile.title, premium: profile.premium, userId: profile.userId })
      .from(profile)
      .where(eq(profile.id, linked.id));
    expect(row).toEqual({ title: "Junior Java Developer", premium: true, userId: student.user.id });
  });

  it("reports field errors on the student's save", async () => {
    const { student, linked } = await academyWithStudent();
    const res = await call("PUT", `/api/profiles/${linked.id}`, student.token, {
      ...(await kit.body()),
      title: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation.failed");
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain("title");
  });

  it("never lets the student read or edit another profile, nor publish, list, create or delete", async () => {
    const { student, linked, other } = await academyWithStudent();
    const stranger = await kit.member(ROLE.SUPPLIER);
    const foreign = await kit.create(stranger.token);
    for (const id of [other.id, foreign.id]) {
      expect((await call("GET", `/api/profiles/${id}`, student.token)).statusCode).toBe(404);
      const put = await call(
        "PUT",
        `/api/profiles/${id}`,
        student.token,
        await kit.body({ title: "Hacked" }),
      );
      expect(put.statusCode).toBe(404);
      expect((await call("DELETE", `/api/profiles/${id}/photo`, student.token)).statusCode).toBe(404);
    }
    const refused: [method: "GET" | "POST" | "DELETE", url: string, payload?: object][] = [
      ["GET", "/api/profiles"],
      ["POST", "/api/profiles", await kit.body()],
      ["POST", `/api/profiles/${linked.id}/publication`, { published: true }],
      ["POST", "/api/profiles/publication", { ids: [linked.id], published: true }],
      ["DELETE", `/api/profiles/${linked.id}`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, student.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
    const titles = await t.database.db
      .select({ title: profile.title, published: profile.published })
      .from(profile);
    expect(titles.every((r) => r.title !== "Hacked" && !r.published)).toBe(true);
    expect(titles).toHaveLength(3);
  });

  it("keeps a student of one academy away from a profile linked to another academy's account", async () => {
    const first = await academyWithStudent();
    const second = await academyWithStudent();
    expect((await call("GET", `/api/profiles/${first.linked.id}`, second.student.token)).statusCode).toBe(
      404,
    );
    const me = await call("GET", "/api/profiles/me", second.student.token);
    expect(me.json().data.id).toBe(second.linked.id);
  });
});
