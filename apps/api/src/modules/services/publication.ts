import {
  canPublishService,
  PLAN_STATE,
  PUBLISH_REFUSAL_CODE,
  type PublishServiceVerdict,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import { findSubscription } from "../plans/index.ts";
import { companyDocumentation, countPublishedServices } from "./queries/services.ts";

/** The role a company publishes as when staff approve for it: a freelance company's, else a Supplier's. */
export const publisherRoleOf = (companyType: string): RoleId =>
  companyType === "freelance" ? ROLE.FREELANCER : ROLE.SUPPLIER;

/**
 * Whether the company may publish one more service (this one aside), as for profiles: its documentation
 * status, its plan's status and the plan's limit on published services (contracts' canPublishService).
 */
export async function publicationVerdict(
  db: DbOrTx,
  input: { companyId: number; roleId: RoleId; serviceId: number },
): Promise<PublishServiceVerdict> {
  const documentation = await companyDocumentation(db, input.companyId);
  if (!documentation) return { allowed: false, reason: "role" };
  const sub = await findSubscription(db, input.companyId);
  return canPublishService({
    roleId: input.roleId,
    docStatus: documentation.docStatus,
    docLimitDate: documentation.docLimitDate,
    today: isoToday(),
    planStatus: sub?.subscription.state === PLAN_STATE.ACTIVE ? 1 : 0,
    maxServices: sub?.plan.maxServices ?? null,
    publishedCount: await countPublishedServices(db, input.companyId, input.serviceId),
  });
}

/** Throws the refusal's code (403) when the verdict refuses. */
export function assertPublishable(verdict: PublishServiceVerdict): void {
  if (!verdict.allowed) throw new AppError(PUBLISH_REFUSAL_CODE[verdict.reason]);
}
