import { randomUUID } from "node:crypto";
import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { expect } from "vitest";
import {
  appUser,
  collaboration,
  company,
  conversation,
  cvUpload,
  emailOutbox,
  message,
  messageAttachment,
  mfaRecoveryCode,
  need,
  notification,
  oneTimeToken,
  profile,
  profileExperience,
  quote,
} from "../../db/schema/index.ts";
import {
  bearer,
  createUser,
  createUserAndLogin,
  login,
  multipart,
  type TestHarness,
  TINY_PDF,
  TINY_PNG,
} from "../../test/app.ts";

export const SECRETS = {
  totp: "JBSWY3DPEHPK3PXPTOTPSECRET",
  oneTimeTokenHash: "a".repeat(64),
  recoveryHash: "b".repeat(64),
};
export const ATTACHMENT = Buffer.from("%PDF-1.4\n% the freelancer's offer\n%%EOF\n");

/**
 * A freelancer with everything a person can leave on the platform (picture, own profile with photo and CV,
 * sessions, tokens, notifications, a chat message with an attachment, a quote and a collaboration with a
 * client), and that client with data of their own.
 */
export async function personWithData(t: TestHarness) {
  const db = t.database.db;
  const freelancer = await createUserAndLogin(db, t.app, ROLE.FREELANCER);
  const me = freelancer.user;
  await db
    .update(appUser)
    .set({ firstname: "Marta", lastname: "Verdi", phone: "+39 333 000 1111", totpSecret: SECRETS.totp })
    .where(eq(appUser.id, me.id));
  await db.update(company).set({ name: "Marta Verdi IT" }).where(eq(company.id, me.companyId));
  const avatar = multipart("file", "me.png", TINY_PNG);
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/auth/avatar",
    payload: avatar.payload,
    headers: { ...avatar.headers, ...bearer(freelancer.token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [withAvatar] = await db.select().from(appUser).where(eq(appUser.id, me.id));
  const avatarKey = `users/${me.id}/${withAvatar?.profileImageName}`;

  const cvId = randomUUID();
  const cvKey = `companies/${me.companyId}/cv/${cvId}.pdf`;
  await t.ctx.storage.put(cvKey, TINY_PDF);
  await db.insert(cvUpload).values({
    id: cvId,
    companyId: me.companyId,
    userId: me.id,
    kind: "pdf",
    filename: "marta cv.pdf",
    storageKey: cvKey,
    size: TINY_PDF.length,
  });
  const photoKey = `companies/${me.companyId}/profiles/photo-${randomUUID()}.png`;
  await t.ctx.storage.put(photoKey, TINY_PNG);
  const [own] = await db
    .insert(profile)
    .values({
      companyId: me.companyId,
      userId: me.id,
      kind: "freelancer",
      firstname: "Marta",
      lastname: "Verdi",
      title: "Data engineer",
      seniority: "senior",
      email: "marta.contact@example.test",
      phone: "+39 333 000 2222",
      summary: "Pipelines in Milano",
      published: true,
      photoKey,
      cvUploadId: cvId,
    })
    .returning();
  const profileId = own?.id ?? 0;
  await db.insert(profileExperience).values({
    profileId,
    position: 0,
    company: "Acme Data",
    role: "Data engineer",
    startDate: "2020-01-01",
  });
  await db.insert(oneTimeToken).values({
    userId: me.id,
    purpose: "password_reset",
    tokenHash: SECRETS.oneTimeTokenHash,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(mfaRecoveryCode).values({ userId: me.id, codeHash: SECRETS.recoveryHash });
  await db.insert(notification).values({ userId: me.id, type: "marta_notice", params: { n: 1 } });
  await db.insert(emailOutbox).values({
    to: me.email,
    subject: "Reset your password",
    text: `reset link token=${"c".repeat(40)}`,
    html: "<p>reset</p>",
    template: "password_reset",
    language: "it",
    status: "sent",
  });

  const client = await createUserAndLogin(db, t.app, ROLE.CLIENT);
  const colleague = await createUser(db, { role: ROLE.CLIENT_EMPLOYEES, companyId: client.user.companyId });
  await db.insert(notification).values({ userId: client.user.id, type: "client_only_notice", params: {} });
  const [chat] = await db
    .insert(conversation)
    .values({ companyAId: client.user.companyId, companyBId: me.companyId })
    .returning();
  const [sent] = await db
    .insert(message)
    .values({
      conversationId: chat?.id ?? 0,
      senderUserId: me.id,
      senderCompanyId: me.companyId,
      body: "Marta writes: here is my offer",
    })
    .returning();
  await db.insert(message).values({
    conversationId: chat?.id ?? 0,
    senderUserId: client.user.id,
    senderCompanyId: client.user.companyId,
    body: "Client writes: thanks",
  });
  const attachmentKey = `conversations/${chat?.id}/${randomUUID()}.pdf`;
  await t.ctx.storage.put(attachmentKey, ATTACHMENT);
  await db.insert(messageAttachment).values({
    messageId: sent?.id ?? 0,
    filename: "offer.pdf",
    contentType: "application/pdf",
    storageKey: attachmentKey,
    size: ATTACHMENT.length,
  });
  const [wanted] = await db
    .insert(need)
    .values({
      companyId: client.user.companyId,
      type: "fp",
      title: "Data platform",
      createdBy: client.user.id,
    })
    .returning();
  const [offer] = await db
    .insert(quote)
    .values({
      needId: wanted?.id ?? 0,
      kind: "fp",
      supplierCompanyId: me.companyId,
      clientCompanyId: client.user.companyId,
      createdBy: me.id,
      price: "10000",
      note: "Marta's quote",
    })
    .returning();
  const [work] = await db
    .insert(collaboration)
    .values({
      clientCompanyId: client.user.companyId,
      supplierCompanyId: me.companyId,
      profileId,
      profileName: "Marta Verdi – Data engineer",
      quoteId: offer?.id ?? null,
      status: "active",
      createdBy: client.user.id,
    })
    .returning();
  // A fresh sign-in after the setup, so the freelancer's session row shows the final data.
  const session = await login(t.app, me.email);
  return {
    me: { ...me, firstname: "Marta", lastname: "Verdi" },
    token: session.token,
    profileId,
    keys: { avatar: avatarKey, cv: cvKey, photo: photoKey, attachment: attachmentKey },
    client,
    colleague,
    quoteId: offer?.id ?? 0,
    collaborationId: work?.id ?? 0,
    messageId: sent?.id ?? 0,
  };
}

/** The archive of an export response: data.json parsed, and every file by its path. */
export async function readArchive(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const json = await zip.file("data.json")?.async("string");
  if (!json) throw new Error("no data.json in the archive");
  const files = new Map<string, Buffer>();
  for (const [path, entry] of Object.entries(zip.files)) {
    if (!entry.dir && path.startsWith("files/")) files.set(path, await entry.async("nodebuffer"));
  }
  return { text: json, data: JSON.parse(json) as Record<string, unknown>, files };
}
