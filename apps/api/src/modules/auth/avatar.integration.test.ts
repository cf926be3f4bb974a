import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PNG, useTestApp } from "../../test/app.ts";

describe("my avatar (PUT auth/me profile_image_name)", () => {
  const t = useTestApp();
  const put = (token: string | null, payload: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/auth/me",
      payload,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const session = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/company/profile", headers: bearer(token) })).statusCode;

  it("starts with no choice (initials), picks a built-in avatar alone, and resets to initials", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const [fresh] = await t.database.db
      .select({ name: appUser.profileImageName, url: appUser.profileImageUrl })
      .from(appUser)
      .where(eq(appUser.id, me.user.id));
    expect(fresh).toEqual({ name: "", url: null });

    const woman = await put(me.token, { profile_image_name: "avatar-woman.svg" });
    expect(woman.statusCode).toBe(200);
    expect(woman.json().data.user).toMatchObject({
      firstname: me.user.firstname,
      lastname: me.user.lastname,
      profile_image_name: "avatar-woman.svg",
      profile_image_url: null,
    });
    // The session user of a later refresh carries the choice too.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token: me.token, extend_session: 0 },
      headers: bearer(me.token),
    });
    expect(refreshed.json().data.user.profile_image_name).toBe("avatar-woman.svg");

    const initials = await put(me.token, { profile_image_name: "" });
    expect(initials.statusCode).toBe(200);
    expect(initials.json().data.user).toMatchObject({ profile_image_name: "", profile_image_url: null });
    expect(await session(me.token)).toBe(200);
  });

  it("replaces an uploaded picture with a built-in avatar, deleting the stored file", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const file = multipart("file", "me.png", TINY_PNG, "image/png");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/auth/avatar",
      payload: file.payload,
      headers: { ...bearer(me.token), ...file.headers },
    });
    const url = uploaded.json().data.user.profile_image_url as string;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);

    const man = await put(me.token, { profile_image_name: "avatar-man.svg" });
    expect(man.json().data.user).toMatchObject({
      profile_image_name: "avatar-man.svg",
      profile_image_url: null,
    });
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("changes names without touching the avatar choice", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await put(me.token, { profile_image_name: "avatar-man.svg" });
    const renamed = await put(me.token, { firstname: "Marco", lastname: "Galli" });
    expect(renamed.json().data.user).toMatchObject({
      firstname: "Marco",
      lastname: "Galli",
      profile_image_name: "avatar-man.svg",
    });
  });

  it("refuses an unknown avatar name with a field message, and anonymous callers", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me",
      payload: { profile_image_name: "avatar-cat.svg" },
      headers: { ...bearer(me.token), "accept-language": "en" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "validation.failed",
      errors: [{ field: "profile_image_name", code: "validation.invalid" }],
    });
    expect(wrong.json().errors[0].message).not.toBe("");
    const [row] = await t.database.db
      .select({ name: appUser.profileImageName })
      .from(appUser)
      .where(eq(appUser.id, me.user.id));
    expect(row?.name).toBe("");
    const anonymous = await put(null, { profile_image_name: "avatar-woman.svg" });
    expect(anonymous.statusCode).toBe(401);
  });
});
