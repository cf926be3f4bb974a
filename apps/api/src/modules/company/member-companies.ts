import {
  type CreateMemberCompanyBody,
  type createMemberCompanyBodySchema,
  MEMBER_OWNER_ROLE,
  type MemberCompaniesQuery,
  type MemberCompany,
  type MemberCompanyDetail,
  type memberCompaniesQuerySchema,
  must,
  nextOnboardingStep,
  normalizeItalianVat,
  type OnboardingSteps,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { vatKey, writeAuditLog } from "../auth/index.ts";
import { grantDefaultFunctions } from "../functions/index.ts";
import { startFreePlan } from "../plans/index.ts";
import { documentationDeadlineDays } from "./documentation-settings.ts";
import {
  findMemberRow,
  insertMemberCompanyWithOwner,
  isCompanyAdminOrganisation,
  isVatKeyUsed,
  listMemberRows,
  type MemberRow,
  memberActivity,
  memberCounters,
} from "./queries/members.ts";
import { isEmailTaken, usersOfCompany } from "./queries/team.ts";
import { listTeam, sendInvite, statusOf } from "./team-service.ts";

/** Who acts in the back office or as a Company Administrator, for scoping and the audit log. */
export type OrganisationActor = {
  userId: number;
  /** The caller's company: the Company Administrator organisation, or staff's own company. */
  companyId: number;
  assumedByUserId: number | null;
  ip: string;
};

type ListQuery = z.output<typeof memberCompaniesQuerySchema>;
type CreateBody = z.output<typeof createMemberCompanyBodySchema>;

const stepsOf = (row: MemberRow): OnboardingSteps => ({
  profile_completed: row.profileCompleted,
  documents_sent: row.documentsSent,
  approved: row.approved,
  first_activity: row.firstActivity,
});

async function toMember(db: Db, row: MemberRow): Promise<MemberCompany> {
  const steps = stepsOf(row);
  // The owner: the company's first user (the one its organisation created it with).
  const [owner] = (await usersOfCompany(db, row.id)).sort((a, b) => a.id - b.id);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    vat_number: row.vatNumber,
    city: row.city,
    doc_status: row.docStatus,
    created_at: row.createdAt.toISOString(),
    users: Number(row.users),
    owner: owner
      ? { firstname: owner.firstname, lastname: owner.lastname, email: owner.email, status: statusOf(owner) }
      : null,
    steps,
    next_step: nextOnboardingStep(steps),
  };
}

/** The organisation's member companies (company, Search Company), with each one's onboarding steps. */
export async function listMemberCompanies(db: Db, adminCompanyId: number, query: ListQuery) {
  const { rows, total } = await listMemberRows(
    db,
    { adminCompanyId, search: query.search, type: query.type, nextStep: query.next_step },
    { by: query.sort, order: query.order },
    pageWindow(query),
  );
  const items = await Promise.all(rows.map((row) => toMember(db, row)));
  return toPage(query, total, items);
}

/** One member company with its users and activity; 404 for another organisation's company. */
export async function memberCompanyDetail(
  db: Db,
  adminCompanyId: number,
  companyId: number,
): Promise<MemberCompanyDetail> {
  const row = await findMemberRow(db, adminCompanyId, companyId);
  if (!row) throw new AppError("common.not_found");
  const [member, team, activity] = await Promise.all([
    toMember(db, row),
    listTeam(db, companyId),
    memberActivity(db, companyId),
  ]);
  return { ...member, website: row.website, country: row.country, team, activity };
}

/** The member company as a team scope, for managing its users; 404 for another organisation's company. */
export async function memberTeamRow(db: Db, adminCompanyId: number, companyId: number) {
  const row = await findMemberRow(db, adminCompanyId, companyId);
  if (!row) throw new AppError("common.not_found");
  return row;
}

/** The §9 counters of a Company Administrator organisation. */
export function organisationCounters(db: Db, adminCompanyId: number) {
  return memberCounters(db, adminCompanyId);
}

/** Staff's company_create names an organisation: it must be a Company Administrator organisation (400 otherwise). */
export async function assertOrganisation(db: Db, companyId: number) {
  if (!(await isCompanyAdminOrganisation(db, companyId))) {
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "admin_company_id", code: "validation.invalid", message: "" }],
    });
  }
}

const fieldError = (field: string, code: "auth.vat_taken" | "auth.email_taken") =>
  new AppError(code, { fieldErrors: [{ field, code, message: "" }] });

/**
 * company_create: a company of the chosen type (VAT checked as at sign-up, unique) with its owner, who gets an
 * invitation to set a password. Created by a Company Administrator, it joins that organisation; created by staff,
 * it joins the organisation staff chose, if any. Its documentation starts missing, with the usual deadline.
 */
export async function createMemberCompany(
  ctx: AppContext,
  actor: OrganisationActor,
  adminCompanyId: number | null,
  input: CreateBody,
  origin: string,
) {
  const db = ctx.database.db;
  const foreign = input.foreign_company === 1;
  const key = vatKey(input.vat_number, foreign, input.country);
  if (await isVatKeyUsed(db, key)) throw fieldError("vat_number", "auth.vat_taken");
  if (await isEmailTaken(db, input.owner_email)) throw fieldError("owner_email", "auth.email_taken");
  const roleId = MEMBER_OWNER_ROLE[input.type];
  const deadlineDays = await documentationDeadlineDays(ctx.settings);
  const language = normalizeLanguage(input.language);
  let created: { companyId: number; ownerUserId: number };
  try {
    created = await db.transaction(async (tx) => {
      const ids = must(
        await insertMemberCompanyWithOwner(tx, {
          company: {
            type: input.type,
            name: input.company_name,
            vatNumber: foreign ? input.vat_number.trim() : normalizeItalianVat(input.vat_number),
            vatKey: key,
            foreignCompany: foreign,
            country: foreign ? (input.country ?? "") : "IT",
            city: input.city || null,
            docStatus: 4,
            docLimitDate: new Date(Date.now() + deadlineDays * 86_400_000).toISOString().slice(0, 10),
            // Created by a trusted organisation or staff: no sign-up approval is pending.
            reviewStatus: "approved",
            adminCompanyId,
          },
          owner: {
            roleId,
            firstname: input.owner_firstname,
            lastname: input.owner_lastname,
            email: input.owner_email,
            language,
          },
        }),
        "the new company's ids",
      );
      await grantDefaultFunctions(tx, ids.companyId, input.type);
      await startFreePlan(tx, ids.companyId, input.type);
      await writeAuditLog(tx, {
        action: "company_created",
        actor,
        subjectCompanyId: ids.companyId,
        subjectUserId: ids.ownerUserId,
        details: { type: input.type, admin_company_id: adminCompanyId },
      });
      return ids;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("vat_number", "auth.vat_taken");
    throw error;
  }
  await sendInvite(
    ctx,
    { id: created.ownerUserId, email: input.owner_email, firstname: input.owner_firstname },
    input.company_name,
    language,
    origin,
  );
  return {
    company_id: created.companyId,
    owner_user_id: created.ownerUserId,
    owner_email: input.owner_email,
  };
}

export type { CreateMemberCompanyBody, MemberCompaniesQuery };
