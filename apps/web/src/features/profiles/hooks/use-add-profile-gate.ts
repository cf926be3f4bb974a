import { type AddProfileVerdict, hasFunction, isRoleId, ROLE } from "@mkt/contracts";
import { useDocumentationStatus } from "../../../shared/api/shell-queries.ts";
import { useErrorTexts } from "../../../shared/i18n/error-text.ts";
import { useCompanyFunctions } from "../../../shared/session/company-functions.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { usePlanSummary } from "../../plans/index.ts";
import { addProfileVerdict, refusalCode } from "../add-gate.ts";

export type AddProfileGate = {
  /** Still loading what the verdict needs. */
  pending: boolean;
  verdict: AddProfileVerdict;
  /** Error code explaining a refusal. */
  reasonCode: string | null;
};

/**
 * §5 add-profile gating for the signed-in user: documentation (§4), plan status and the add_profile flag. Suspends
 * until the error texts are in (its reason is one).
 */
export function useAddProfileGate(): AddProfileGate {
  // The refusal's reason is shown as an error code's text (profiles.*), outside the start table.
  useErrorTexts();
  const session = useSession();
  const user = session?.user;
  const roleId = user && isRoleId(user.role_id) ? user.role_id : null;
  const isSupplier = roleId === ROLE.SUPPLIER;
  const functions = useCompanyFunctions(user?.id ?? 0);
  const documentation = useDocumentationStatus(user?.id ?? 0, Boolean(user) && isSupplier);
  const plan = usePlanSummary(user?.id ?? 0, roleId ?? ROLE.SUPPLIER, Boolean(user) && isSupplier);
  if (!user || roleId === null) {
    const verdict: AddProfileVerdict = { allowed: false, reason: "role" };
    return { pending: false, verdict, reasonCode: refusalCode(verdict) };
  }
  const pending = functions.isPending || (isSupplier && (documentation.isPending || plan.isPending));
  const verdict = addProfileVerdict({
    roleId,
    docStatus: documentation.data?.id_doc_status ?? user.id_doc_status,
    docLimitDate: documentation.data?.limit_date_documentation ?? user.limit_date_documentation,
    planState: plan.data?.state ?? null,
    addProfileFlag: hasFunction(functions.data ?? [], "add_profile"),
    now: new Date(),
  });
  return { pending, verdict, reasonCode: refusalCode(verdict) };
}
