import {
  CLAIM_TOKEN_TTL_MINUTES,
  type ClaimState,
  type GhostCompanyRow,
  type ghostAccountBodySchema,
  type ghostCompaniesQuerySchema,
  must,
  normalizeItalianVat,
  ROLE,
} from "@mkt/contracts";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { renderMail } from "../../mail/templates.ts";
import { issueOneTimeToken, vatKey, writeAuditLog } from "../auth/index.ts";
import { grantDefaultFunctions } from "../functions/index.ts";
import { startFreePlan } from "../plans/index.ts";
import { createProfile, type Manager } from "../profiles/index.ts";
import { documentationDeadlineDays } from "./documentation-settings.ts";
import {
  findGhost,
  ghostCompanies,
  insertGhostCompany,
  insertGhostUser,
  isVatKeyTaken,
} from "./queries/ghost.ts";
import { deleteCompany } from "./queries/staff-accounts.ts";
import { isEmailTaken } from "./queries/team.ts";
import type { StaffActor } from "./staff-audit.ts";

type Body = z.output<typeof ghostAccountBodySchema>;
type ListQuery = z.output<typeof ghostCompaniesQuerySchema>;
type GhostListRow = Awaited<ReturnType<typeof ghostCompanies>>["rows"][number];

const fieldError = (field: string, code: "auth.vat_taken" | "auth.email_taken") =>
  new AppError(code, { fieldErrors: [{ field, code, message: "" }] });

function claimStateOf(r: GhostListRow): ClaimState {
  if (!r.ghost) return "claimed";
  if (!r.invitedAt || !r.expiresAt) return "not_invited";
  return r.expiresAt.getTime() < Date.now() ? "expired" : "invited";
}

const toRow = (r: GhostListRow): GhostCompanyRow => ({
  id: r.id,
  name: r.name,
  vat_number: r.vatNumber,
  email: r.email ?? "",
  language: r.language ?? "it",
  profiles: Number(r.profiles),
  claim_state: claimStateOf(r),
  invited_at: r.invitedAt ? r.invitedAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
});

/** ghost_account: the companies staff created on a supplier's behalf, with their claim state. */
export async function listGhostCompanies(ctx: AppContext, query: ListQuery) {
  const { rows, total } = await ghostCompanies(ctx.database.db, query.search, pageWindow(query));
  return toPage(query, total, rows.map(toRow));
}

/**
 * Staff create a supplier company on its behalf (VAT checked as at sign-up, unique), its contact as the owner
 * without a password, and its profiles through the profiles module's create use case. The company is a ghost
 * until it claims the account; a profile that cannot be created undoes the whole company.
 */
export async function createGhostAccount(ctx: AppContext, actor: StaffActor, input: Body) {
  const db = ctx.database.db;
  const foreign = input.foreign_company === 1;
  const key = vatKey(input.vat_number, foreign, input.country);
  if (await isVatKeyTaken(db, key)) throw fieldError("vat_number", "auth.vat_taken");
  if (await isEmailTaken(db, input.email)) throw fieldError("email", "auth.email_taken");
  const deadlineDays = await documentationDeadlineDays(ctx.settings);
  let created: { companyId: number; userId: number };
  try {
    created = await db.transaction(async (tx) => {
      const companyId = must(
        await insertGhostCompany(tx, {
          type: "supplier",
          name: input.company_name,
          vatNumber: foreign ? input.vat_number.trim() : normalizeItalianVat(input.vat_number),
          vatKey: key,
          foreignCompany: foreign,
          country: foreign ? (input.country ?? "") : "IT",
          ghost: true,
          docStatus: 4,
          docLimitDate: new Date(Date.now() + deadlineDays * 86_400_000).toISOString().slice(0, 10),
          reviewStatus: "approved",
        }),
        "the ghost company's id",
      );
      const userId = must(
        await insertGhostUser(tx, {
          companyId,
          roleId: ROLE.SUPPLIER,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          language: input.language,
        }),
        "the ghost user's id",
      );
      await grantDefaultFunctions(tx, companyId, "supplier");
      await startFreePlan(tx, companyId, "supplier");
      await writeAuditLog(tx, {
        action: "ghost_company_created",
        actor,
        subjectCompanyId: companyId,
        subjectUserId: userId,
        details: { profiles: input.profiles.length },
      });
      return { companyId, userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("vat_number", "auth.vat_taken");
    throw error;
  }
  const manager: Manager = {
    kind: "manager",
    companyId: created.companyId,
    companyType: "supplier",
    roleId: ROLE.SUPPLIER,
    userId: created.userId,
  };
  const documentation = { docStatus: 4, docLimitDate: null };
  try {
    for (const profile of input.profiles) await createProfile(db, manager, documentation, profile);
  } catch (error) {
    await deleteCompany(db, created.companyId);
    throw error;
  }
  const ghost = must(await findGhost(db, created.companyId), "the ghost company just created");
  return { id: ghost.companyId, name: ghost.name, email: ghost.email, profiles: input.profiles.length };
}

/** E-mails the ghost's contact a link to claim the company (7 days, once; earlier links stop working). */
export async function sendClaimInvitation(
  ctx: AppContext,
  actor: StaffActor,
  companyId: number,
  origin: string,
) {
  const db = ctx.database.db;
  const ghost = await findGhost(db, companyId);
  if (!ghost) throw new AppError("common.not_found");
  if (!ghost.ghost) throw new AppError("staff.ghost_claimed");
  const token = await db.transaction(async (tx) => {
    const value = await issueOneTimeToken(tx, ghost.userId, "claim_company", CLAIM_TOKEN_TTL_MINUTES);
    await writeAuditLog(tx, {
      action: "ghost_claim_invited",
      actor,
      subjectCompanyId: companyId,
      subjectUserId: ghost.userId,
    });
    return value;
  });
  await ctx.mailer.send(
    renderMail("claim_company", normalizeLanguage(ghost.language), {
      to: ghost.email,
      name: ghost.firstname,
      company: ghost.name,
      actionUrl: `${origin}/authentication/claim-company?token=${token}`,
      brandName: "Marketplace",
    }),
  );
  return { id: companyId, sent: true as const };
}
