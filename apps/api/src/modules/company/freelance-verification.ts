import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAuditLog } from "../auth/index.ts";
import { findCompanyBasics, isQuotingAllowed, markFreelanceVerified } from "./queries/staff-accounts.ts";
import type { StaffActor } from "./staff-audit.ts";

/** freelance/checkValidFreelance: staff checked the freelancer's VAT and identity documents; it may now quote. */
export async function verifyFreelancer(db: Db, actor: StaffActor, companyId: number) {
  const found = await findCompanyBasics(db, companyId);
  if (!found) throw new AppError("common.not_found");
  if (found.type !== "freelance") throw new AppError("staff.not_freelancer");
  return db.transaction(async (tx) => {
    const row = await markFreelanceVerified(tx, companyId);
    if (!row?.freelanceVerifiedAt)
      throw new Error(`freelancer ${companyId}: the verification returned no row`);
    if (!found.freelanceVerifiedAt)
      await writeAuditLog(tx, {
        action: "freelance_verified",
        actor,
        subjectCompanyId: companyId,
      });
    return { id: row.id, freelance_verified_at: row.freelanceVerifiedAt.toISOString() };
  });
}

/** The quotes flow asks this before a freelancer sends a quote or a proposal (409 until staff verified it). */
export async function assertMayQuote(db: Db, companyId: number) {
  if (!(await isQuotingAllowed(db, companyId))) throw new AppError("quotes.freelancer_not_verified");
}

/** A company's freelancer verification state, for the staff's company detail. */
export async function freelancerVerification(db: Db, companyId: number) {
  const found = await findCompanyBasics(db, companyId);
  if (!found) throw new AppError("common.not_found");
  return {
    id: found.id,
    type: found.type,
    freelance_verified_at: found.freelanceVerifiedAt ? found.freelanceVerifiedAt.toISOString() : null,
  };
}
