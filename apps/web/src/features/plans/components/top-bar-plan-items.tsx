import {
  creditPill,
  pageAllowed,
  type SessionUser,
  type ShellHost,
  type ShellUser,
  showUpgrade,
} from "@mkt/contracts";
import TollOutlined from "@mui/icons-material/TollOutlined";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Hint } from "../../../shared/components/hint.tsx";
import { usePlanSummary } from "../api.ts";
import { UpgradeButton } from "./upgrade-button.tsx";

/** The part of the shell model the plan items read (the shell passes its whole model). */
export type PlanItemsModel = {
  shellUser: ShellUser;
  host: ShellHost;
  topBar: { creditPill: boolean; upgrade: boolean };
};

export type TopBarPlanItemsProps = { user: SessionUser; model: PlanItemsModel };

/**
 * §2.5/§6 plan items of the top bar: the Client's credit pill (Remaining credit in version 2, Remaining supplier
 * in version 1 with a custom domain and supplier maximum; on small screens the avatar's plan card carries the credits)
 * and the version-2 Supplier's Upgrade, hidden on plan 13. Both lead to the plans pages, which the page permission
 * key my_plans gates: with it off there is no Upgrade and the pill is no link.
 */
export function TopBarPlanItems({ user, model }: TopBarPlanItemsProps) {
  const { t } = useTranslation("shell");
  // Below 768 px the top bar has no room left: the avatar menu's plan card shows the credits there.
  const pill = model.topBar.creditPill && !model.host.smallScreen ? creditPill(model.shellUser) : null;
  const summary = usePlanSummary(user.id, model.shellUser.roleId, pill !== null || model.topBar.upgrade);
  const upgrade =
    model.topBar.upgrade &&
    summary.data !== undefined &&
    showUpgrade({ ...model.shellUser, idPlanCurrent: summary.data.idPlanCurrent }, model.host);
  const pillValue =
    pill?.tooltip === "remaining_supplier" ? (user.n_max_supplier ?? 0) : summary.data?.creditAvailable;
  // The pill opens /my_plans: with the page key my_plans off it still shows the credit, as a named group (its
  // aria-label needs a role that may be named) and no link.
  const pillLink = pageAllowed(model.shellUser.functions, "my_plans")
    ? { component: RouterLink, to: "/my_plans", clickable: true }
    : { role: "group" };
  return (
    <>
      {upgrade ? <UpgradeButton /> : null}
      {pill && pillValue !== undefined ? (
        <Hint
          title={
            pill.tooltip === "remaining_credit" ? t("topBar.remainingCredit") : t("topBar.remainingSupplier")
          }
        >
          <Chip
            {...pillLink}
            icon={<TollOutlined />}
            label={pillValue}
            color="primary"
            variant="outlined"
            size="small"
            aria-label={`${pill.tooltip === "remaining_credit" ? t("topBar.remainingCredit") : t("topBar.remainingSupplier")}: ${pillValue}`}
            data-testid="credit-pill"
            sx={{ fontWeight: 700, mx: 0.5 }}
          />
        </Hint>
      ) : null}
    </>
  );
}
