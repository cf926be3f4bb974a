import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, profile } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "./test-kit.ts";

describe("student accounts: an academy links its student users to its profiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const list = (token?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/profiles/student-accounts",
      ...(token ? { headers: bearer(token) } : {}),
    });
  // Messages come in the signed-in user's stored language (Italian for the test users).
  const link = (profileId: number, userId: unknown, token?: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/profiles/${profileId}/student-account`,
      payload: { user_id: userId },
      ...(token ? { headers: bearer(token) } : {}),
    });
  const linkedUser = async (profileId: number) =>
    (await db().select({ userId: profile.userId }).from(profile).where(eq(profile.id, profileId)))[0]?.userId;
  const notifications = async (token: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/notifications/getNotifications",
        headers: bearer(token),
      })
    ).json().data.notifications as { type: string; subject: string; link: string | null }[];

  /** An academy with two student profiles, two student users and an academy manager colleague. */
  async function academy() {
    const owner = await kit.member(ROLE.ACCADEMY);
    const first = await kit.create(owner.token, { firstname: "Tommaso", lastname: "Rinaldi" });
    const second = await kit.create(owner.token, { firstname: "Sara", lastname: "Neri" });
    const student = await kit.colleague(owner.companyId, ROLE.PROFILE_ACCADEMY);
    const classmate = await kit.colleague(owner.companyId, ROLE.PROFILE_ACCADEMY);
    const manager = await kit.colleague(owner.companyId, ROLE.MANAGEMENT_ACCADEMY);
    return { owner, first, second, student, classmate, manager };
  }

  it("lists the academy's student users, links one (notified) who then sees the profile, and unlinks", async () => {
    const a = await academy();
    await db().update(appUser).set({ lastname: "Amato" }).where(eq(appUser.id, a.student.user.id));
    await db().update(appUser).set({ lastname: "Zanetti" }).where(eq(appUser.id, a.classmate.user.id));
    const invited = await createUser(db(), {
      role: ROLE.PROFILE_ACCADEMY,
      companyId: a.owner.companyId,
      confirmed: false,
    });
    await db()
      .update(appUser)
      .set({ passwordHash: null, lastname: "Bassi" })
      .where(eq(appUser.id, invited.id));

    const before = await list(a.owner.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([
      {
        user_id: a.student.user.id,
        firstname: "Anna",
        lastname: "Amato",
        email: a.student.user.email,
        status: "active",
        profile: null,
      },
      expect.objectContaining({ user_id: invited.id, status: "invited", profile: null }),
      expect.objectContaining({ user_id: a.classmate.user.id, status: "active", profile: null }),
    ]);
    const notLinked = await t.app.inject({
      method: "GET",
      url: "/api/profiles/me",
      headers: bearer(a.student.token),
    });
    expect(notLinked.json().code).toBe("profiles.student_not_linked");

    const linked = await link(a.first.id, a.student.user.id, a.owner.token);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({
      profile_id: a.first.id,
      account: expect.objectContaining({
        user_id: a.student.user.id,
        status: "active",
        profile: {
          id: a.first.id,
          firstname: "Tommaso",
          lastname: "Rinaldi",
          title: "Senior Java Developer",
        },
      }),
    });
    expect(await linkedUser(a.first.id)).toBe(a.student.user.id);
    const [note] = await notifications(a.student.token);
    expect(note).toMatchObject({ type: "student_account_linked", link: "/student_profile" });
    expect(note?.subject).toMatch(/^Company .+ ha collegato il profilo Tommaso Rinaldi al tuo account/);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/profiles/me",
      headers: bearer(a.student.token),
    });
    expect(me.json().data).toMatchObject({ id: a.first.id, editable: true });
    const after = (await list(a.owner.token)).json().data as { user_id: number; profile: { id: number } }[];
    expect(after.find((s) => s.user_id === a.student.user.id)?.profile?.id).toBe(a.first.id);

    // Linking again is a no-op: no second notification.
    expect((await link(a.first.id, a.student.user.id, a.owner.token)).statusCode).toBe(200);
    expect(await notifications(a.student.token)).toHaveLength(1);

    // The academy's managers (Management Accademy too) unlink it.
    const unlinked = await link(a.first.id, null, a.manager.token);
    expect(unlinked.json().data).toEqual({ profile_id: a.first.id, account: null });
    expect(await linkedUser(a.first.id)).toBeNull();
    const gone = await t.app.inject({
      method: "GET",
      url: "/api/profiles/me",
      headers: bearer(a.student.token),
    });
    expect(gone.json().code).toBe("profiles.student_not_linked");
  });

  it("moves a profile from one student to another, but refuses a student already linked elsewhere", async () => {
    const a = await academy();
    expect((await link(a.first.id, a.student.user.id, a.manager.token)).statusCode).toBe(200);
    const taken = await link(a.second.id, a.student.user.id, a.owner.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "profiles.student_user_taken",
      errors: [{ field: "user_id", code: "profiles.student_user_taken" }],
    });
    expect(taken.json().errors[0].message).toMatch(/già collegato a un altro profilo/);
    expect(await linkedUser(a.second.id)).toBeNull();

    // The profile's account can be replaced: the first student is freed.
    expect((await link(a.first.id, a.classmate.user.id, a.owner.token)).statusCode).toBe(200);
    expect(await linkedUser(a.first.id)).toBe(a.classmate.user.id);
    expect((await link(a.second.id, a.student.user.id, a.owner.token)).statusCode).toBe(200);
    expect(await linkedUser(a.second.id)).toBe(a.student.user.id);
  });

  it("refuses users who are not the academy's active students, with translated field errors", async () => {
    const a = await academy();
    const wrongRole = await link(a.first.id, a.manager.user.id, a.owner.token);
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json()).toMatchObject({
      code: "profiles.student_user_role",
      errors: [{ field: "user_id", code: "profiles.student_user_role" }],
    });
    expect(wrongRole.json().errors[0].message).toMatch(/ruolo di studente/);

    await db().update(appUser).set({ disabledAt: new Date() }).where(eq(appUser.id, a.classmate.user.id));
    const disabled = await link(a.first.id, a.classmate.user.id, a.owner.token);
    expect(disabled.json()).toMatchObject({
      code: "profiles.student_user_disabled",
      errors: [{ field: "user_id" }],
    });

    const other = await academy();
    const foreign = await link(a.first.id, other.student.user.id, a.owner.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: "profiles.student_user_unknown",
      errors: [{ field: "user_id" }],
    });
    expect((await link(a.first.id, 999_999, a.owner.token)).json().code).toBe(
      "profiles.student_user_unknown",
    );

    for (const bad of [undefined, "12", 0, 1.5]) {
      const res = await link(a.first.id, bad, a.owner.token);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation.failed", errors: [{ field: "user_id" }] });
    }
    expect(await linkedUser(a.first.id)).toBeNull();
  });

  it("keeps another academy out: its profiles are not found and its list holds only its own students", async () => {
    const a = await academy();
    const other = await academy();
    const res = await link(a.first.id, other.student.user.id, other.owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("common.not_found");
    expect((await link(a.first.id, null, other.owner.token)).statusCode).toBe(404);
    expect((await link(987_654, null, a.owner.token)).statusCode).toBe(404);
    const theirs = (await list(other.owner.token)).json().data as { user_id: number }[];
    expect(theirs.map((s) => s.user_id).sort()).toEqual(
      [other.student.user.id, other.classmate.user.id].sort((x, y) => x - y),
    );
    expect(await linkedUser(a.first.id)).toBeNull();
  });

  it("refuses suppliers, freelancers, clients, staff, the student themself and anonymous callers", async () => {
    const a = await academy();
    const supplier = await kit.member(ROLE.SUPPLIER);
    const supplierProfile = await kit.create(supplier.token);
    const freelancer = await kit.member(ROLE.FREELANCER);
    for (const token of [supplier.token, freelancer.token]) {
      const listed = await list(token);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().code).toBe("profiles.students_academy_only");
      const put = await link(supplierProfile.id, null, token);
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe("profiles.students_academy_only");
    }
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const staff = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    for (const token of [client.token, staff.token, a.student.token]) {
      expect((await list(token)).json().code).toBe("auth.forbidden");
      const put = await link(a.first.id, a.student.user.id, token);
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe("auth.forbidden");
    }
    expect((await list()).statusCode).toBe(401);
    expect((await link(a.first.id, a.student.user.id)).statusCode).toBe(401);
    expect(await linkedUser(a.first.id)).toBeNull();
  });
});
