import { PERSONAL_DATA_FORMAT, PRIVACY_LIMITS } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, auditLog } from "../../db/schema/index.ts";
import { bearer, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";
import { ATTACHMENT, personWithData, readArchive, SECRETS } from "./test-kit.ts";

describe("privacy: downloading my personal data", () => {
  const t = useTestApp();
  const download = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/privacy/export", headers: bearer(token) });

  it("answers a ZIP with data.json about me and my files", async () => {
    const p = await personWithData(t);
    const res = await download(p.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-\d+-[\d-]+\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const { data, files } = await readArchive(res.rawPayload);

    expect(data).toMatchObject({
      format: PERSONAL_DATA_FORMAT,
      account: {
        id: p.me.id,
        firstname: "Marta",
        lastname: "Verdi",
        email: p.me.email,
        phone: "+39 333 000 1111",
        twoFactorEnabled: false,
      },
      company: { id: p.me.companyId, name: "Marta Verdi IT", type: "freelance" },
      notifications: [expect.objectContaining({ type: "marta_notice" })],
      messagesWritten: [
        expect.objectContaining({
          body: "Marta writes: here is my offer",
          attachments: [expect.objectContaining({ filename: "offer.pdf" })],
        }),
      ],
      emails: [expect.objectContaining({ subject: "Reset your password", template: "password_reset" })],
      oneTimeTokens: [expect.objectContaining({ purpose: "password_reset" })],
      twoFactorRecoveryCodes: [expect.objectContaining({ usedAt: null })],
      profiles: [
        expect.objectContaining({
          id: p.profileId,
          email: "marta.contact@example.test",
          experience: [expect.objectContaining({ company: "Acme Data" })],
          cv: expect.objectContaining({ filename: "marta cv.pdf" }),
        }),
      ],
    });
    const sessions = data.sessions as { ip: string; openedByStaff: boolean }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.openedByStaff === false)).toBe(true);
    expect((data.loginAttempts as { success: boolean }[]).some((a) => a.success)).toBe(true);

    const [avatarName] = p.keys.avatar.split("/").slice(-1);
    expect(files.get(`files/avatar/${avatarName}`)?.equals(TINY_PNG)).toBe(true);
    expect(files.get(`files/profile-${p.profileId}/cv-marta_cv.pdf`)?.equals(TINY_PDF)).toBe(true);
    const photoName = p.keys.photo.split("/").pop();
    expect(files.get(`files/profile-${p.profileId}/${photoName}`)?.equals(TINY_PNG)).toBe(true);
    const chat = [...files.keys()].find((k) => k.startsWith("files/chat/"));
    expect(chat).toMatch(new RegExp(`^files/chat/${p.messageId}-\\d+-offer\\.pdf$`));
    expect(files.get(chat ?? "")?.equals(ATTACHMENT)).toBe(true);
    expect(data.files).toHaveLength(4);
    expect(data.missingFiles).toEqual([]);
  });

  it("contains no secret: no password hash, TOTP secret, token or code hashes, mail bodies", async () => {
    const p = await personWithData(t);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, p.me.id));
    const { text } = await readArchive((await download(p.token)).rawPayload);
    for (const secret of [
      row?.passwordHash ?? "",
      SECRETS.totp,
      SECRETS.oneTimeTokenHash,
      SECRETS.recoveryHash,
      "c".repeat(40),
    ]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(text).not.toContain(secret);
    }
    for (const key of [
      "passwordHash",
      "totpSecret",
      "totpPendingSecret",
      "tokenHash",
      "codeHash",
      "tokenVersion",
    ]) {
      expect(text).not.toContain(`"${key}"`);
    }
    expect(text).not.toContain("returnUuid");
  });

  it("contains nothing of another user", async () => {
    const p = await personWithData(t);
    const { text } = await readArchive((await download(p.token)).rawPayload);
    expect(text).not.toContain(p.client.user.email);
    expect(text).not.toContain("client_only_notice");
    expect(text).not.toContain("Client writes: thanks");
    // …and the client's own export has none of the freelancer's personal data.
    const other = await readArchive((await download(p.client.token)).rawPayload);
    expect(other.text).not.toContain(p.me.email);
    expect(other.text).not.toContain("marta_notice");
    expect(other.files.size).toBe(0);
  });

  it("is recorded in the audit log with the IP, and limited per hour", async () => {
    const p = await personWithData(t);
    expect((await download(p.token)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy_export"), eq(auditLog.subjectUserId, p.me.id)));
    expect(rows).toEqual([
      expect.objectContaining({ actorUserId: p.me.id, ip: "127.0.0.1", details: { by: "self", files: 4 } }),
    ]);
    for (let i = 1; i < PRIVACY_LIMITS.exportsPerHour; i++)
      expect((await download(p.token)).statusCode).toBe(200);
    const limited = await download(p.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("privacy.too_many_attempts");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lists a file the storage no longer has instead of failing", async () => {
    const p = await personWithData(t);
    await t.ctx.storage.remove(p.keys.photo);
    const { data, files } = await readArchive((await download(p.token)).rawPayload);
    expect(files.size).toBe(3);
    expect(data.missingFiles).toEqual([`files/profile-${p.profileId}/${p.keys.photo.split("/").pop()}`]);
  });

  it("refuses anonymous callers and forged tokens", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/privacy/export" })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/privacy/export",
      headers: bearer("x.y.z"),
    });
    expect(forged.statusCode).toBe(401);
  });
});
