import { ERASED_EMAIL_DOMAIN, ERASED_USER_NAME } from "@mkt/contracts";
import { eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  appUser,
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
  openContact,
  paramLogin,
  profile,
  profileCertification,
  profileEducation,
  profileExperience,
  profileLanguage,
  profileSkill,
  rateLimitHit,
  tutorialPage,
} from "../../../db/schema/index.ts";

/** The name an erased person is shown under. */
export const ERASED_NAME = `${ERASED_USER_NAME.firstname} ${ERASED_USER_NAME.lastname}`;

/** The account row kept for the records, emptied: the erased name, a never-routable address, no secrets, disabled. */
export async function anonymiseUser(tx: DbOrTx, userId: number, erasedEmail: string) {
  await tx
    .update(appUser)
    .set({
      firstname: ERASED_USER_NAME.firstname,
      lastname: ERASED_USER_NAME.lastname,
      email: erasedEmail,
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
    .where(eq(appUser.id, userId));
}

/**
 * Deletes the person's own rows: sessions (also those opened as them by staff), one-time tokens, recovery codes,
 * act-as links, notifications, read markers, mail preferences and settings, tutorial pages, survey answer, and the
 * login attempts and mails of the address (`email` lower-cased).
 */
export async function deletePersonalRows(tx: DbOrTx, userId: number, email: string) {
  const id = userId;
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
  // Open-area leads of the address: anonymised, so the funnel per source still counts them (issue 16).
  await tx
    .update(openContact)
    .set({
      email: sql`'erased-' || ${openContact.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`,
      firstname: null,
      lastname: null,
      companyName: null,
      phone: null,
      needPayload: null,
      registrationTokenHash: null,
    })
    .where(or(eq(sql`lower(${openContact.email})`, email), eq(openContact.userId, id)));
}

/** Limiter hits keyed by the address: its SHA-256 (`hashedEmail`), or the address in clear inside the key. */
export async function deleteRateLimitHitsOfEmail(tx: DbOrTx, email: string, hashedEmail: string) {
  await tx
    .delete(rateLimitHit)
    .where(or(eq(rateLimitHit.key, hashedEmail), sql`strpos(lower(${rateLimitHit.key}), ${email}) > 0`));
}

/** Interview invitations of the person keep the invitation, not who it was. */
export async function anonymiseInterviewInvitations(tx: DbOrTx, userId: number) {
  await tx
    .update(interviewInvitee)
    .set({ email: `erased-${userId}@${ERASED_EMAIL_DOMAIN}`, name: ERASED_NAME, tokenHash: null })
    .where(eq(interviewInvitee.userId, userId));
}

/** The profiles about the person, with their photo key and CV. */
export async function profilesAboutUser(tx: DbOrTx, userId: number) {
  return tx
    .select({ id: profile.id, photoKey: profile.photoKey, cvUploadId: profile.cvUploadId })
    .from(profile)
    .where(eq(profile.userId, userId));
}

/** The storage keys of these CV uploads. */
export async function cvStorageKeys(tx: DbOrTx, cvIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ key: cvUpload.storageKey })
    .from(cvUpload)
    .where(inArray(cvUpload.id, cvIds));
  return rows.map((r) => r.key);
}

/** Empties and unpublishes the profiles: the erased name, no contact data, photo or CV. */
export async function blankProfiles(tx: DbOrTx, profileIds: number[]) {
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
    .where(inArray(profile.id, profileIds));
}

export async function deleteCvUploads(tx: DbOrTx, cvIds: string[]) {
  await tx.delete(cvUpload).where(inArray(cvUpload.id, cvIds));
}

/** Deletes the profiles' sections (experience, certifications, education, skills, languages). */
export async function deleteProfileSections(tx: DbOrTx, profileIds: number[]) {
  for (const table of [
    profileExperience,
    profileCertification,
    profileEducation,
    profileSkill,
    profileLanguage,
  ]) {
    await tx.delete(table).where(inArray(table.profileId, profileIds));
  }
}

export async function deleteMatchScoresOfProfiles(tx: DbOrTx, profileIds: number[]) {
  await tx.delete(matchScore).where(inArray(matchScore.profileId, profileIds));
}

/** Collaborations on these profiles show the erased name. */
export async function renameCollaborationsOfProfiles(tx: DbOrTx, profileIds: number[]) {
  await tx
    .update(collaboration)
    .set({ profileName: ERASED_NAME })
    .where(inArray(collaboration.profileId, profileIds));
}

/** Deletes the company's documentation rows; answers their storage keys. */
export async function deleteCompanyDocuments(tx: DbOrTx, companyId: number): Promise<string[]> {
  const documents = await tx
    .delete(companyDocument)
    .where(eq(companyDocument.companyId, companyId))
    .returning({ key: companyDocument.storageKey });
  return documents.map((d) => d.key);
}

/** The company's name becomes the erased name; its contact details and logo go (the VAT number stays). */
export async function blankCompanyContact(tx: DbOrTx, companyId: number) {
  await tx
    .update(company)
    .set({ name: ERASED_NAME, city: null, website: null, description: null, domainUrl: null, logoKey: null })
    .where(eq(company.id, companyId));
}
