import { createHash, randomUUID } from "node:crypto";
import { ERASED_EMAIL_DOMAIN } from "@mkt/contracts";
import type { Db, Tx } from "../../db/client.ts";
import type { Storage } from "../../storage/storage.ts";
import { anonymiseEventsOfUser } from "../analytics/index.ts";
import { type AuditActor, writeAuditLog } from "../auth/index.ts";
import { eraseSavedSearchesOfUser } from "../saved-searches/index.ts";
import {
  anonymiseInterviewInvitations,
  anonymiseUser,
  blankCompanyContact,
  blankProfiles,
  cvStorageKeys,
  deleteCompanyDocuments,
  deleteCvUploads,
  deleteMatchScoresOfProfiles,
  deletePersonalRows,
  deleteProfileSections,
  deleteRateLimitHitsOfEmail,
  profilesAboutUser,
  renameCollaborationsOfProfiles,
} from "./queries/erase.ts";
import type { Account } from "./queries/personal-data.ts";
import { anonymisePublicLinkContacts } from "./queries/public-link-data.ts";

export type ErasePlan = {
  account: Account;
  /** The account is the last active user of a freelance company: the company's contact data goes too. */
  eraseFreelanceCompany: boolean;
};

export type AuditEntry = { actor: AuditActor; details: Record<string, unknown> };

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
    await erasePersonalRows(tx, account);
    await anonymiseUser(tx, account.id, `erased-${account.id}-${randomUUID()}@${ERASED_EMAIL_DOMAIN}`);
    await writeAuditLog(tx, {
      action: "privacy_erase",
      actor: audit.actor,
      subjectUserId: account.id,
      subjectCompanyId: account.companyId,
      details: { ...audit.details, files: removed.length, company_erased: plan.eraseFreelanceCompany },
    });
    return removed;
  });
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return { filesRemoved: results.filter((r) => r.status === "fulfilled").length };
}

async function erasePersonalRows(tx: Tx, account: Account) {
  const email = account.email.toLowerCase();
  await deletePersonalRows(tx, account.id, email);
  // Limiter hits keyed by the address: stored as its SHA-256 (lib/rate-limit.ts), or in clear.
  await deleteRateLimitHitsOfEmail(tx, email, createHash("sha256").update(email).digest("hex"));
  // Interviews keep the invitation, not who it was.
  await anonymiseInterviewInvitations(tx, account.id);
  // Contacts left on shared links with the address keep their date, not who it was (issue 16).
  await anonymisePublicLinkContacts(tx, email);
  // Analytics events stay counted, without the person nor their fields (issue 18).
  await anonymiseEventsOfUser(tx, account.id);
  // Saved searches hold what the person looked for (issue 20).
  await eraseSavedSearchesOfUser(tx, account.id);
}

/** Empties the profiles about the person; answers the storage keys of their photos and CVs. */
async function emptyProfiles(tx: Tx, userId: number): Promise<string[]> {
  const rows = await profilesAboutUser(tx, userId);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const cvIds = rows.flatMap((r) => (r.cvUploadId ? [r.cvUploadId] : []));
  const cvKeys = cvIds.length ? await cvStorageKeys(tx, cvIds) : [];
  await blankProfiles(tx, ids);
  if (cvIds.length) await deleteCvUploads(tx, cvIds);
  await deleteProfileSections(tx, ids);
  // An unpublished, empty profile matches nothing.
  await deleteMatchScoresOfProfiles(tx, ids);
  await renameCollaborationsOfProfiles(tx, ids);
  return [...rows.flatMap((r) => (r.photoKey ? [r.photoKey] : [])), ...cvKeys];
}

/**
 * A freelance company is the person: its name and contact details go, its logo and documentation files are
 * removed. The VAT number stays (it identifies the invoices, which are kept for tax law).
 */
async function eraseCompanyContact(tx: Tx, account: Account): Promise<string[]> {
  const documentKeys = await deleteCompanyDocuments(tx, account.companyId);
  await blankCompanyContact(tx, account.companyId);
  return [...(account.companyLogoKey ? [account.companyLogoKey] : []), ...documentKeys];
}
