import { type AddProfileVerdict, canAddProfile, type RoleId } from "@mkt/contracts";
import { parseDeadline } from "../../shared/session/documentation-status.ts";

export type AddGateInput = {
  roleId: RoleId;
  docStatus: number;
  /** limit_date_documentation as the API gives it (dd/mm/yyyy, YYYY-MM-DD or ISO), or null. */
  docLimitDate: string | null;
  /** Plan state of the summary (§4: 2 active). */
  planState: number | null;
  addProfileFlag: boolean;
  now: Date;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The contracts' add-profile gating (§5) fed from what the web loads (documentation, plan, functions). */
export function addProfileVerdict(input: AddGateInput): AddProfileVerdict {
  const deadline = parseDeadline(input.docLimitDate);
  return canAddProfile({
    roleId: input.roleId,
    docStatus: input.docStatus,
    docLimitDate: deadline ? isoDay(deadline) : null,
    today: isoDay(input.now),
    planStatus: input.planState === 2 ? 1 : 0,
    addProfileFlag: input.addProfileFlag,
  });
}

/** The error code whose translated text explains a refusal (the same the API answers with). */
export function refusalCode(verdict: AddProfileVerdict): string | null {
  if (verdict.allowed) return null;
  switch (verdict.reason) {
    case "documentation":
      return "profiles.add_blocked_documentation";
    case "plan":
      return "profiles.add_blocked_plan";
    case "permission":
      return "profiles.add_blocked_permission";
    case "role":
      return "auth.forbidden";
  }
}
