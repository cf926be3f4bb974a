import type { RoleId } from "@mkt/contracts";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isImplementedPath } from "../../../shared/routing/implemented-states.ts";
import { usePageKeys } from "../../../shared/routing/page-keys.ts";
import { type Alert, alertOutcome, alertToShow } from "../alert-rules.ts";
import { usePlanAlerts } from "../api.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { SUPPLIER_CHECKOUT } from "../purchase-rules.ts";
import { markPlanAlertShown, planAlertShown } from "../purchase-store.ts";

const ALERT_CODES = [
  "complete_profile",
  "plan_expired",
  "plan_needs_upgrade",
  "plan_expires_today",
  "no_plan",
] as const;
type AlertCode = (typeof ALERT_CODES)[number];
const isAlertCode = (code: string): code is AlertCode => (ALERT_CODES as readonly string[]).includes(code);

export type PlanAlertModalProps = { userId: number; roleId: RoleId; enabled: boolean };

/**
 * §2.6/§4 plan-alert modal: after login, once per session, the first plan alert with its title, text, Later and
 * the button of its action code (4 company profile, 5 my plans, 6 checkout).
 */
export function PlanAlertModal({ userId, roleId, enabled }: PlanAlertModalProps) {
  const { pathname } = useLocation();
  const [alreadyShown] = useState(planAlertShown);
  const alerts = usePlanAlerts(userId, enabled && !alreadyShown);
  const [dismissed, setDismissed] = useState(false);
  const alert = alerts.data ? alertToShow(alerts.data, roleId, pathname) : null;
  const visible = !alreadyShown && !dismissed && alert !== null && isAlertCode(alert.code);
  useEffect(() => {
    if (visible) markPlanAlertShown();
  }, [visible]);
  if (!visible || !alert) return null;
  return <AlertDialog alert={alert} roleId={roleId} onClose={() => setDismissed(true)} />;
}

type AlertDialogProps = { alert: Alert; roleId: RoleId; onClose: () => void };

function AlertDialog({ alert, roleId, onClose }: AlertDialogProps) {
  const { t } = useTranslation("plans");
  const navigate = useNavigate();
  const purchase = useStartPurchase();
  const titleId = useId();
  const code = alert.code as AlertCode;
  const keys = usePageKeys();
  const outcome = alertOutcome(alert.action, roleId, (path) => isImplementedPath(path) && keys.opens(path));
  const act = () => {
    if (!outcome) return;
    if (outcome.kind === "checkout") {
      purchase.start(SUPPLIER_CHECKOUT);
      return;
    }
    onClose();
    navigate(outcome.to);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="plan-alert">
      <DialogTitle id={titleId} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <WarningAmberOutlined color="warning" />
        {t(`alerts.${code}.title`)}
      </DialogTitle>
      <DialogContent>
        <Typography data-testid="plan-alert-text">{t(`alerts.${code}.text`)}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} data-testid="plan-alert-later">
          {t("alerts.later")}
        </Button>
        {outcome ? (
          <Button variant="contained" onClick={act} disabled={purchase.busy} data-testid="plan-alert-action">
            {t(`alerts.actions.${alert.action as 4 | 5 | 6}`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
