import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  appUser,
  auditLog,
  authSession,
  collaborationFeedback,
  company,
  conversationRead,
  cvUpload,
  emailOutbox,
  emailPreference,
  emailSetting,
  employeeReview,
  feedbackSurvey,
  interviewInvitee,
  loginAttempt,
  message,
  messageAttachment,
  mfaRecoveryCode,
  notification,
  oneTimeToken,
  openContact,
  profile,
  profileCertification,
  profileEducation,
  profileExperience,
  profileLanguage,
  profileSkill,
  tutorialPage,
} from "../../../db/schema/index.ts";

/**
 * The account row without its secrets: never the password hash, the TOTP secrets or the token version.
 * Every other column of app_user is the person's data.
 */
export const accountColumns = {
  id: appUser.id,
  companyId: appUser.companyId,
  roleId: appUser.roleId,
  firstname: appUser.firstname,
  lastname: appUser.lastname,
  email: appUser.email,
  phone: appUser.phone,
  language: appUser.language,
  emailConfirmedAt: appUser.emailConfirmedAt,
  profileImageName: appUser.profileImageName,
  profileImageUrl: appUser.profileImageUrl,
  sendFeedback: appUser.sendFeedback,
  possibleSkipModalComplete: appUser.possibleSkipModalComplete,
  versionProduct: appUser.versionProduct,
  purchasePlan: appUser.purchasePlan,
  completeProfileSkips: appUser.completeProfileSkips,
  newsletter: appUser.newsletter,
  disabledAt: appUser.disabledAt,
  twoFactorEnabledAt: appUser.totpEnabledAt,
  erasedAt: appUser.erasedAt,
  createdAt: appUser.createdAt,
};

export async function findAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      ...accountColumns,
      passwordHash: appUser.passwordHash,
      companyName: company.name,
      companyType: company.type,
      companyLogoKey: company.logoKey,
    })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(eq(appUser.id, userId));
  return row;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The profiles that are about this person: a freelancer's own profile, a student's profile at the academy. */
export async function linkedProfiles(db: DbOrTx, userId: number) {
  return db.select().from(profile).where(eq(profile.userId, userId)).orderBy(asc(profile.id));
}

/** Everything stored about one user, table by table (see docs/architecture.md, Privacy), without secrets. */
export async function personalRows(db: DbOrTx, account: Account) {
  const userId = account.id;
  const email = account.email.toLowerCase();
  const profiles = await linkedProfiles(db, userId);
  const profileIds = profiles.map((p) => p.id);
  const cvIds = profiles.flatMap((p) => (p.cvUploadId ? [p.cvUploadId] : []));
  const byProfile = <T extends { profileId: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.profileId === id).map(({ profileId: _, ...rest }) => rest);
  const [experience, certifications, education, skills, languages, cvs] = profileIds.length
    ? await Promise.all([
        db.select().from(profileExperience).where(inArray(profileExperience.profileId, profileIds)),
        db.select().from(profileCertification).where(inArray(profileCertification.profileId, profileIds)),
        db.select().from(profileEducation).where(inArray(profileEducation.profileId, profileIds)),
        db.select().from(profileSkill).where(inArray(profileSkill.profileId, profileIds)),
        db.select().from(profileLanguage).where(inArray(profileLanguage.profileId, profileIds)),
        cvIds.length ? db.select().from(cvUpload).where(inArray(cvUpload.id, cvIds)) : Promise.resolve([]),
      ])
    : [[], [], [], [], [], []];

  const sessions = await db
    .select({
      createdAt: authSession.createdAt,
      expiresAt: authSession.expiresAt,
      revokedAt: authSession.revokedAt,
      lastRefreshAt: authSession.lastRefreshAt,
      ip: authSession.ip,
      userAgent: authSession.userAgent,
      provider: authSession.provider,
      openedByStaff: sql<boolean>`${authSession.assumedByUserId} IS NOT NULL`,
    })
    .from(authSession)
    .where(eq(authSession.userId, userId))
    .orderBy(asc(authSession.createdAt));
  const oneTimeTokens = await db
    .select({
      purpose: oneTimeToken.purpose,
      createdAt: oneTimeToken.createdAt,
      expiresAt: oneTimeToken.expiresAt,
      usedAt: oneTimeToken.usedAt,
    })
    .from(oneTimeToken)
    .where(eq(oneTimeToken.userId, userId));
  const recoveryCodes = await db
    .select({ createdAt: mfaRecoveryCode.createdAt, usedAt: mfaRecoveryCode.usedAt })
    .from(mfaRecoveryCode)
    .where(eq(mfaRecoveryCode.userId, userId));
  const loginAttempts = await db
    .select({ ip: loginAttempt.ip, success: loginAttempt.success, createdAt: loginAttempt.createdAt })
    .from(loginAttempt)
    .where(eq(sql`lower(${loginAttempt.email})`, email))
    .orderBy(asc(loginAttempt.createdAt));
  // The mails' subjects and state, not their bodies: a body may carry a one-time link (reset, confirmation).
  const emails = await db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      language: emailOutbox.language,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.to})`, email))
    .orderBy(asc(emailOutbox.id));
  // Open-area leads left with this address or claimed by this user (issue 16), without their token hash.
  const openContacts = (
    await db
      .select()
      .from(openContact)
      .where(or(eq(sql`lower(${openContact.email})`, email), eq(openContact.userId, userId)))
      .orderBy(asc(openContact.id))
  ).map(({ registrationTokenHash: _, ...lead }) => lead);
  const notifications = await db
    .select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(asc(notification.id));
  const messages = await db
    .select()
    .from(message)
    .where(eq(message.senderUserId, userId))
    .orderBy(asc(message.id));
  const attachments = messages.length
    ? await db
        .select()
        .from(messageAttachment)
        .where(
          inArray(
            messageAttachment.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(messageAttachment.id))
    : [];
  const readMarkers = await db.select().from(conversationRead).where(eq(conversationRead.userId, userId));
  const invitations = await db
    .select({
      interviewId: interviewInvitee.interviewId,
      email: interviewInvitee.email,
      name: interviewInvitee.name,
      status: interviewInvitee.status,
      respondedAt: interviewInvitee.respondedAt,
      createdAt: interviewInvitee.createdAt,
    })
    .from(interviewInvitee)
    .where(eq(interviewInvitee.userId, userId));
  const reviewsWritten = await db
    .select()
    .from(collaborationFeedback)
    .where(eq(collaborationFeedback.authorUserId, userId));
  const employeeReviewsWritten = await db
    .select()
    .from(employeeReview)
    .where(eq(employeeReview.reviewerUserId, userId));
  const survey = await db.select().from(feedbackSurvey).where(eq(feedbackSurvey.userId, userId));
  const preferences = await db.select().from(emailPreference).where(eq(emailPreference.userId, userId));
  const settings = await db.select().from(emailSetting).where(eq(emailSetting.userId, userId));
  const tutorial = await db.select().from(tutorialPage).where(eq(tutorialPage.userId, userId));
  // The user's own actions keep their IP; another person's action about the user does not show that person's IP.
  const audit = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorUserId, userId), eq(auditLog.subjectUserId, userId)))
    .orderBy(asc(auditLog.id));

  const { passwordHash: _, companyLogoKey: __, companyName, companyType, ...user } = account;
  const files: PersonalFile[] = [];
  // An uploaded picture has a URL; built-in avatars and initials have none (and no file).
  if (account.profileImageUrl && account.profileImageName) {
    files.push({
      key: `users/${userId}/${account.profileImageName}`,
      path: `avatar/${account.profileImageName}`,
    });
  }
  for (const p of profiles) {
    if (p.photoKey) files.push({ key: p.photoKey, path: `profile-${p.id}/${baseName(p.photoKey)}` });
    const cv = cvs.find((c) => c.id === p.cvUploadId);
    if (cv) files.push({ key: cv.storageKey, path: `profile-${p.id}/cv-${safeName(cv.filename)}` });
  }
  for (const a of attachments) {
    files.push({ key: a.storageKey, path: `chat/${a.messageId}-${a.id}-${safeName(a.filename)}` });
  }
  const data = {
    account: { ...user, twoFactorEnabled: account.twoFactorEnabledAt !== null },
    company: { id: account.companyId, name: companyName, type: companyType },
    sessions,
    oneTimeTokens,
    twoFactorRecoveryCodes: recoveryCodes,
    loginAttempts,
    emails,
    openContacts,
    notifications,
    emailPreferences: preferences,
    emailSettings: settings[0] ?? null,
    tutorialPages: tutorial,
    feedbackSurvey: survey[0] ?? null,
    profiles: profiles.map((p) => {
      const { searchTsv: _tsv, technologyIds: _t, languageKeys: _l, ...rest } = p;
      return {
        ...rest,
        experience: byProfile(experience, p.id),
        certifications: byProfile(certifications, p.id),
        education: byProfile(education, p.id),
        skills: byProfile(skills, p.id),
        languages: byProfile(languages, p.id),
        cv: cvs.find((c) => c.id === p.cvUploadId) ?? null,
      };
    }),
    messagesWritten: messages.map((m) => ({
      ...m,
      attachments: attachments.filter((a) => a.messageId === m.id),
    })),
    conversationReadMarkers: readMarkers,
    interviewInvitations: invitations,
    collaborationReviewsWritten: reviewsWritten,
    employeeReviewsWritten,
    auditLog: audit.map((a) => ({ ...a, ip: a.actorUserId === userId ? a.ip : null })),
  };
  return { data, files };
}

/** A stored file of the person, and where it goes inside the export archive (under files/). */
export type PersonalFile = { key: string; path: string };

const baseName = (key: string) => key.slice(key.lastIndexOf("/") + 1);
/** A file name safe inside a ZIP: letters, digits, dot, dash and underscore; at most 100 characters. */
export function safeName(name: string): string {
  const cleaned = name.replace(/[^\w.-]/g, "_").replace(/^\.+/, "_");
  return cleaned.slice(-100) || "file";
}

/** Other active users of a company (not erased, not disabled), besides this one. */
export async function otherActiveUsers(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyId, companyId),
        sql`${appUser.id} <> ${userId}`,
        sql`${appUser.erasedAt} IS NULL`,
        sql`${appUser.disabledAt} IS NULL`,
      ),
    );
  return rows[0]?.n ?? 0;
}
