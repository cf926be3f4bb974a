import type { Readable } from "node:stream";
import { PRIVACY_LIMITS } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit } from "../../lib/rate-limit.ts";
import { verifyPassword, writeAuditLog } from "../auth/index.ts";
import { savedSearchesForExport } from "../saved-searches/index.ts";
import { eraseAccount } from "./erase.ts";
import { personalDataArchive } from "./export-builder.ts";
import { BUCKET, recentHits, recordHit } from "./limits.ts";
import { type Account, findAccount, otherActiveUsers, personalRows } from "./queries/personal-data.ts";
import { publicLinkRows } from "./queries/public-link-data.ts";

const EXPORT_LIMIT = { max: PRIVACY_LIMITS.exportsPerHour, windowSeconds: 60 * 60 };

type Log = { error(details: object, message: string): void };
/**
 * Who asks: the person themself (or staff acting as them: the staff member is then the actor of record, and
 * `assumedByUserId` says it happened in an acting session), or staff through the admin endpoints.
 */
export type PrivacyActor = {
  userId: number;
  assumedByUserId: number | null;
  ip: string;
  by: "self" | "staff";
};
const auditActor = (actor: PrivacyActor) => ({
  userId: actor.userId,
  assumedByUserId: actor.assumedByUserId,
  ip: actor.ip,
});

async function accountOrNotFound(ctx: AppContext, userId: number): Promise<Account> {
  const account = await findAccount(ctx.database.db, userId);
  if (!account) throw new AppError("common.not_found");
  return account;
}

/**
 * The personal-data archive of one user, recorded in the audit log before it streams. The person may
 * download it PRIVACY_LIMITS.exportsPerHour times an hour; staff exports on request are not limited.
 */
export async function exportPersonalData(
  ctx: AppContext,
  subjectUserId: number,
  actor: PrivacyActor,
  log: Log,
): Promise<{ stream: Readable; filename: string }> {
  const db = ctx.database.db;
  const account = await accountOrNotFound(ctx, subjectUserId);
  if (actor.by === "self") {
    await hit(db, BUCKET.export, String(subjectUserId), EXPORT_LIMIT, "privacy.too_many_attempts");
  }
  const personal = await personalRows(db, account);
  const { files } = personal;
  const data = {
    ...personal.data,
    ...(await publicLinkRows(db, account.id, account.email.toLowerCase())),
    savedSearches: await savedSearchesForExport(db, account.id),
  };
  await writeAuditLog(db, {
    action: "privacy_export",
    actor: auditActor(actor),
    subjectUserId,
    subjectCompanyId: account.companyId,
    details: { by: actor.by, files: files.length },
  });
  const date = new Date().toISOString().slice(0, 10);
  return {
    stream: personalDataArchive(ctx.storage, data, files, log),
    filename: `personal-data-${subjectUserId}-${date}.zip`,
  };
}

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/**
 * The person erases their own account: the current password (wrong ones are limited per account, in the
 * database) and their e-mail typed again. The last active user of a company other than a freelance one is
 * refused (privacy.last_company_user): a colleague must take the company over first, or support closes it.
 */
export async function eraseOwnAccount(
  ctx: AppContext,
  userId: number,
  input: { password: string; confirmation: string },
  actor: PrivacyActor,
) {
  const db = ctx.database.db;
  const account = await accountOrNotFound(ctx, userId);
  if (account.erasedAt) throw new AppError("privacy.already_erased");
  const key = String(userId);
  if (
    (await recentHits(db, BUCKET.erasePassword, key, PRIVACY_LIMITS.eraseWindowMinutes)) >=
    PRIVACY_LIMITS.eraseMaxFailures
  ) {
    throw new AppError("privacy.too_many_attempts");
  }
  if (!account.passwordHash) throw new AppError("privacy.no_password");
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordHit(db, BUCKET.erasePassword, key);
    throw new AppError("auth.wrong_password", {
      status: 400,
      fieldErrors: [{ field: "password", code: "auth.wrong_password", message: "" }],
    });
  }
  if (!sameEmail(input.confirmation, account.email)) {
    throw new AppError("privacy.confirmation_mismatch", {
      fieldErrors: [{ field: "confirmation", code: "privacy.confirmation_mismatch", message: "" }],
    });
  }
  const freelance = account.companyType === "freelance";
  if (!freelance && (await otherActiveUsers(db, account.companyId, account.id)) === 0) {
    throw new AppError("privacy.last_company_user");
  }
  const lastOfFreelance = freelance && (await otherActiveUsers(db, account.companyId, account.id)) === 0;
  return eraseAccount(
    db,
    ctx.storage,
    { account, eraseFreelanceCompany: lastOfFreelance },
    { actor: auditActor(actor), details: { by: actor.by } },
  );
}

/**
 * Staff erase a user on request: the subject's e-mail typed again, and optionally the request's reference.
 * The last user of a client, supplier or academy company is erased too: the company stays as the other
 * party's business record, with no one signed in to it (a freelance company is the person, so its contact
 * data goes as well).
 */
export async function eraseUserByStaff(
  ctx: AppContext,
  subjectUserId: number,
  input: { confirmation: string; reason?: string | undefined },
  actor: PrivacyActor,
) {
  const db = ctx.database.db;
  const account = await accountOrNotFound(ctx, subjectUserId);
  if (account.erasedAt) throw new AppError("privacy.already_erased");
  if (!sameEmail(input.confirmation, account.email)) {
    throw new AppError("privacy.confirmation_mismatch", {
      fieldErrors: [{ field: "confirmation", code: "privacy.confirmation_mismatch", message: "" }],
    });
  }
  const lastOfFreelance =
    account.companyType === "freelance" && (await otherActiveUsers(db, account.companyId, account.id)) === 0;
  return eraseAccount(
    db,
    ctx.storage,
    { account, eraseFreelanceCompany: lastOfFreelance },
    { actor: auditActor(actor), details: { by: "staff", reason: input.reason ?? null } },
  );
}
