import { createHash } from "node:crypto";
import { ERASED_USER_NAME, PRIVACY_LIMITS, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appUser,
  auditLog,
  authSession,
  collaboration,
  company,
  cvUpload,
  loginAttempt,
  message,
  messageAttachment,
  mfaRecoveryCode,
  notification,
  oneTimeToken,
  profile,
  profileExperience,
  quote,
  rateLimitHit,
} from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { personWithData } from "./test-kit.ts";

describe("privacy: erasing my account", () => {
  const t = useTestApp();
  const erase = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/privacy/erase", payload, headers: bearer(token) });

  it("removes personal data and files, keeps quotes, collaborations and messages with the person anonymised", async () => {
    const p = await personWithData(t);
    const db = t.database.db;
    const [before] = await db.select().from(appUser).where(eq(appUser.id, p.me.id));
    // What the address limiters (auth/checkEmail, confirmation mails) keep: the address's SHA-256.
    const addressKey = createHash("sha256").update(p.me.email.toLowerCase()).digest("hex");
    await db.insert(rateLimitHit).values({ bucket: "check_email_address", key: addressKey });
    const res = await erase(p.token, {
      password: TEST_PASSWORD,
      confirmation: ` ${p.me.email.toUpperCase()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ erased: true, files_removed: 3 });

    const [after] = await db.select().from(appUser).where(eq(appUser.id, p.me.id));
    expect(after).toMatchObject({
      firstname: ERASED_USER_NAME.firstname,
      lastname: ERASED_USER_NAME.lastname,
      phone: null,
      passwordHash: null,
      totpSecret: null,
      profileImageName: "",
      profileImageUrl: null,
      tokenVersion: (before?.tokenVersion ?? 0) + 1,
    });
    expect(after?.email).toMatch(new RegExp(`^erased-${p.me.id}-[0-9a-f-]{36}@erased\\.invalid$`));
    expect(after?.erasedAt).toBeInstanceOf(Date);
    expect(after?.disabledAt).toBeInstanceOf(Date);
    for (const table of [authSession, oneTimeToken, mfaRecoveryCode, notification]) {
      expect(await db.select().from(table).where(eq(table.userId, p.me.id))).toHaveLength(0);
    }
    expect(await db.select().from(loginAttempt).where(eq(loginAttempt.email, p.me.email))).toHaveLength(0);
    expect(await db.select().from(rateLimitHit).where(eq(rateLimitHit.key, addressKey))).toHaveLength(0);

    // Files about the person are gone; the attachment sent in a business conversation stays with it.
    for (const key of [p.keys.avatar, p.keys.cv, p.keys.photo])
      expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(await t.ctx.storage.exists(p.keys.attachment)).toBe(true);
    expect(await db.select().from(cvUpload).where(eq(cvUpload.storageKey, p.keys.cv))).toHaveLength(0);

    // The freelancer's profile stays (reviews and collaborations hang on it), emptied and unpublished.
    const [own] = await db.select().from(profile).where(eq(profile.id, p.profileId));
    expect(own).toMatchObject({
      firstname: ERASED_USER_NAME.firstname,
      email: null,
      phone: null,
      summary: null,
      photoKey: null,
      cvUploadId: null,
      published: false,
    });
    expect(
      await db.select().from(profileExperience).where(eq(profileExperience.profileId, p.profileId)),
    ).toEqual([]);

    // Shared business records are kept, pointing at the anonymised person.
    const [q] = await db.select().from(quote).where(eq(quote.id, p.quoteId));
    expect(q).toMatchObject({ createdBy: p.me.id, note: "Marta's quote" });
    const [c] = await db.select().from(collaboration).where(eq(collaboration.id, p.collaborationId));
    expect(c).toMatchObject({ profileId: p.profileId, status: "active", profileName: "Utente cancellato" });
    const [m] = await db.select().from(message).where(eq(message.id, p.messageId));
    expect(m).toMatchObject({ senderUserId: p.me.id, body: "Marta writes: here is my offer" });
    expect(
      await db.select().from(messageAttachment).where(eq(messageAttachment.messageId, p.messageId)),
    ).toHaveLength(1);

    // The freelance company is the person: its name goes too.
    const [firm] = await db.select().from(company).where(eq(company.id, p.me.companyId));
    expect(firm?.name).toBe("Utente cancellato");

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy_erase"), eq(auditLog.subjectUserId, p.me.id)));
    expect(entry).toMatchObject({ actorUserId: p.me.id, ip: "127.0.0.1" });
    expect(entry?.details).toMatchObject({ by: "self", files: 3, company_erased: true });
    expect(JSON.stringify(entry)).not.toContain(p.me.email);
  });

  it("signs the person out everywhere and they cannot sign in again", async () => {
    const p = await personWithData(t);
    expect((await erase(p.token, { password: TEST_PASSWORD, confirmation: p.me.email })).statusCode).toBe(
      200,
    );
    const me = await t.app.inject({ method: "GET", url: "/api/privacy/export", headers: bearer(p.token) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.me.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("needs the current password and the e-mail typed again", async () => {
    const p = await personWithData(t);
    const missing = await erase(p.token, { confirmation: p.me.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("validation.failed");
    const wrong = await erase(p.token, { password: "Wrong-password-1", confirmation: p.me.email });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "auth.wrong_password", errors: [{ field: "password" }] });
    const mismatch = await erase(p.token, { password: TEST_PASSWORD, confirmation: "someone@else.test" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: "privacy.confirmation_mismatch",
      errors: [{ field: "confirmation" }],
    });
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, p.me.id));
    expect(row?.erasedAt).toBeNull();
    expect(row?.firstname).toBe("Marta");
  });

  it("limits wrong passwords per account", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.FREELANCER);
    for (let i = 0; i < PRIVACY_LIMITS.eraseMaxFailures; i++) {
      expect(
        (await erase(token, { password: "Wrong-password-1", confirmation: user.email })).statusCode,
      ).toBe(400);
    }
    const limited = await erase(token, { password: TEST_PASSWORD, confirmation: user.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("privacy.too_many_attempts");
  });

  it("refuses the last active user of a client company, and lets them go once a colleague is there", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT, { language: "en" });
    const refused = await erase(token, { password: TEST_PASSWORD, confirmation: user.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "privacy.last_company_user" });
    expect(refused.json().message).toContain("last active user of your company");
    await createUser(t.database.db, { role: ROLE.CLIENT_EMPLOYEES, companyId: user.companyId });
    const done = await erase(token, { password: TEST_PASSWORD, confirmation: user.email });
    expect(done.statusCode, done.body).toBe(200);
    const [firm] = await t.database.db.select().from(company).where(eq(company.id, user.companyId));
    expect(firm?.name).not.toBe("Utente cancellato");
  });

  it("refuses anonymous callers", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      payload: { password: TEST_PASSWORD, confirmation: "a@b.test" },
    });
    expect(res.statusCode).toBe(401);
  });
});
