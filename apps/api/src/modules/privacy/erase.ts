import { createHash, randomUUID } from "node:crypto";
import { ERASED_EMAIL_DOMAIN, ERASED_USER_NAME } from "@mkt/contracts";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  appUser,
  auditLog,
  authSession,
  collaboration,
  company,
  companyDocument,
  conversationRead,
  cvUpload,
  emailOutbox,
  emailPreference,
  emailSetting,
  feedbackSurvey,
  interviewInvitee,
  loginAttempt,
  matchScore,
  mfaRecoveryCode,
  notification,
  oneTimeToken,
  paramLogin,
  profile,
  profileCertification,
  profileEducation,
  profileExperience,
  profileLanguage,
  profileSkill,
  rateLimitHit,
  tutorialPage,
} from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Account } from "./queries.ts";

const ERASED_NAME = `${ERASED_USER_NAME.firstname} ${ERASED_USER_NAME.lastname}`;

export type ErasePlan = {
  account: Account;
  /** The account is the last active user of a freelance company: the company's contact data goes too. */
  eraseFreelanceCompany: boolean;
};

export type AuditEntry = { actorUserId: number; ip: string; details: Record<string, unknown> };

/**
 * Erases one person in one transaction. Personal rows go (sessions, one-time tokens, recovery codes, act-as
 * links, notifications, preferences, read markers, survey answer, login attempts and rate-limit hits of the
 * address, the mails written to it); the app_user row stays, so quotes, collaborations, messages and reviews
 * still point at someone, but as "Utente cancellato" with a unique never-routable address, no phone, picture,
 * password or TOTP, disabled, its token version raised. Profiles about the person (a freelancer's own, a
 * student's) are emptied and unpublished rather than deleted, since reviews and collaborations hang on them.
 * Stored files are removed after the commit (a failed transaction leaves every file in place); the audit row
 * commits with the erasure.
 */
export async function eraseAccount(db: Db, storage: Storage, plan: ErasePlan, audit: AuditEntry) {
  const { account } = plan;
  const keys = await db.transaction(async (tx) => {
    const removed: string[] = [];
    if (account.profileImageUrl && account.profileImageName) {
      removed.push(`users/${account.id}/${account.profileImageName}`);
    }
    removed.push(...(await emptyProfiles(tx, account.id)));
    if (plan.eraseFreelanceCompany) removed.push(...(await eraseCompanyContact(tx, account)));
    await deletePersonalRows(tx, account);
    await tx
      .update(appUser)
      .set({
        firstname: ERASED_USER_NAME.firstname,
        lastname: ERASED_USER_NAME.lastname,
        email: `erased-${account.id}-${randomUUID()}@${ERASED_EMAIL_DOMAIN}`,
        phone: null,
        passwordHash: null,
        profileImageName: "",
        profileImageUrl: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        newsletter: false,
        tokenVersion: sql`${appUser.tokenVersion} + 1`,
        disabledAt: sql`coalesce(${appUser.disabledAt}, now())`,
        erasedAt: sql`now()`,
      })
      .where(eq(appUser.id, account.id));
    await tx.insert(auditLog).values({
      action: "privacy_erase",
      actorUserId: audit.actorUserId,
      subjectUserId: account.id,
      details: { ...audit.details, files: removed.length, company_erased: plan.eraseFreelanceCompany },
      ip: audit.ip.slice(0, 64),
    });
    return removed;
  });
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return { filesRemoved: results.filter((r) => r.status === "fulfilled").length };
}

async function deletePersonalRows(tx: Tx, account: Account) {
  const id = account.id;
  const email = account.email.toLowerCase();
  await tx.delete(authSession).where(or(eq(authSession.userId, id), eq(authSession.assumedByUserId, id)));
  await tx.delete(oneTimeToken).where(eq(oneTimeToken.userId, id));
  await tx.delete(mfaRecoveryCode).where(eq(mfaRecoveryCode.userId, id));
  await tx.delete(paramLogin).where(or(eq(paramLogin.staffUserId, id), eq(paramLogin.targetUserId, id)));
  await tx.delete(notification).where(eq(notification.userId, id));
  await tx.delete(conversationRead).where(eq(conversationRead.userId, id));
  await tx.delete(emailPreference).where(eq(emailPreference.userId, id));
  await tx.delete(emailSetting).where(eq(emailSetting.userId, id));
  await tx.delete(tutorialPage).where(eq(tutorialPage.userId, id));
  await tx.delete(feedbackSurvey).where(eq(feedbackSurvey.userId, id));
  await tx.delete(loginAttempt).where(eq(sql`lower(${loginAttempt.email})`, email));
  await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, email));
  // Limiter hits keyed by the address: stored as its SHA-256 (lib/rate-limit.ts), or in clear.
  const hashed = createHash("sha256").update(email).digest("hex");
  await tx
    .delete(rateLimitHit)
    .where(or(eq(rateLimitHit.key, hashed), sql`strpos(lower(${rateLimitHit.key}), ${email}) > 0`));
  // Interviews keep the invitation, not who it was.
  await tx
    .update(interviewInvitee)
    .set({ email: `erased-${id}@${ERASED_EMAIL_DOMAIN}`, name: ERASED_NAME, tokenHash: null })
    .where(eq(interviewInvitee.userId, id));
}

/** Empties the profiles about the person; answers the storage keys of their photos and CVs. */
async function emptyProfiles(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: profile.id, photoKey: profile.photoKey, cvUploadId: profile.cvUploadId })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const cvIds = rows.flatMap((r) => (r.cvUploadId ? [r.cvUploadId] : []));
  const cvKeys = cvIds.length
    ? (await tx.select({ key: cvUpload.storageKey }).from(cvUpload).where(inArray(cvUpload.id, cvIds))).map(
        (r) => r.key,
      )
    : [];
  await tx
    .update(profile)
    .set({
      firstname: ERASED_USER_NAME.firstname,
      lastname: ERASED_USER_NAME.lastname,
      title: "-",
      summary: null,
      email: null,
      phone: null,
      city: null,
      localities: [],
      photoKey: null,
      cvUploadId: null,
      published: false,
      availableFrom: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(profile.id, ids));
  if (cvIds.length) await tx.delete(cvUpload).where(inArray(cvUpload.id, cvIds));
  for (const table of [
    profileExperience,
    profileCertification,
    profileEducation,
    profileSkill,
    profileLanguage,
  ]) {
    await tx.delete(table).where(inArray(table.profileId, ids));
  }
  // An unpublished, empty profile matches nothing.
  await tx.delete(matchScore).where(inArray(matchScore.profileId, ids));
  await tx
    .update(collaboration)
    .set({ profileName: ERASED_NAME })
    .where(inArray(collaboration.profileId, ids));
  return [...rows.flatMap((r) => (r.photoKey ? [r.photoKey] : [])), ...cvKeys];
}

/**
 * A freelance company is the person: its name and contact details go, its logo and documentation files are
 * removed. The VAT number stays (it identifies the invoices, which are kept for tax law).
 */
async function eraseCompanyContact(tx: Tx, account: Account): Promise<string[]> {
  const documents = await tx
    .delete(companyDocument)
    .where(eq(companyDocument.companyId, account.companyId))
    .returning({ key: companyDocument.storageKey });
  await tx
    .update(company)
    .set({ name: ERASED_NAME, city: null, website: null, description: null, domainUrl: null, logoKey: null })
    .where(eq(company.id, account.companyId));
  return [...(account.companyLogoKey ? [account.companyLogoKey] : []), ...documents.map((d) => d.key)];
}
