import { isRoleId, ROLE, type RoleId } from "@mkt/contracts";
import Download from "@mui/icons-material/Download";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedPath } from "../../../shared/routing/implemented-states.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { alertOutcome } from "../alert-rules.ts";
import {
  downloadReceipt,
  type Invoice,
  type LedgerEntry,
  showsPlanAlerts,
  useInvoices,
  useLedger,
  usePlanAlerts,
  usePlanSummary,
} from "../api.ts";
import { CurrentPlanCard } from "../components/current-plan-card.tsx";
import { HistorySection } from "../components/history-section.tsx";
import { ThankYouCard } from "../components/thank-you-card.tsx";
import { formatDate, formatDateTime, formatEuro } from "../format.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { purchaseAudience, SUPPLIER_CHECKOUT, THANK_YOU_PARAM } from "../purchase-rules.ts";

/** Roles that own the subscription: they open the billing portal and buy. */
const OWNERS: readonly RoleId[] = [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY];
const ALERT_CODES = [
  "complete_profile",
  "plan_expired",
  "plan_needs_upgrade",
  "plan_expires_today",
  "no_plan",
];

/**
 * /my_plans and /my_plans_supplier: the thank-you page after a purchase, the current plan with its credits,
 * the plan alerts with their actions, the credit history and the invoices with their PDF receipts.
 */
export function MyPlansPage() {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const purchase = useStartPurchase();
  const [params, setParams] = useAddressParams();
  const [ledgerPage, setLedgerPage] = useState(1);
  const [invoicePage, setInvoicePage] = useState(1);
  const userId = session?.user.id ?? 0;
  const roleId: RoleId = session && isRoleId(session.user.role_id) ? session.user.role_id : ROLE.CLIENT;
  const summary = usePlanSummary(userId, roleId);
  const alerts = usePlanAlerts(userId, showsPlanAlerts(roleId));
  const ledger = useLedger(userId, ledgerPage);
  const invoices = useInvoices(userId, invoicePage);
  const thankYou = params.get(THANK_YOU_PARAM) === "1";
  const isOwner = OWNERS.includes(roleId);

  const closeThankYou = () => {
    params.delete(THANK_YOU_PARAM);
    setParams(params, { replace: true });
  };
  const runAlert = (action: number) => {
    const outcome = alertOutcome(action, roleId, isImplementedPath);
    if (outcome?.kind === "checkout") purchase.start(SUPPLIER_CHECKOUT);
    else if (outcome) navigate(outcome.to);
  };
  const download = (invoice: Invoice) =>
    void downloadReceipt(invoice).catch((error: unknown) => notify(errorText(error, language), "error"));
  const reason = (entry: LedgerEntry) =>
    entry.reason === "grant" || entry.reason === "spend"
      ? t(`myPlans.reasons.${entry.reason}`)
      : t("myPlans.reasons.other");

  return (
    <Stack spacing={2} data-testid="my-plans-page">
      {thankYou ? <ThankYouCard audience={purchaseAudience(roleId)} onClose={closeThankYou} /> : null}
      {summary.isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
          <CircularProgress />
        </Box>
      ) : summary.isError ? (
        <ErrorAlert
          error={summary.error}
          retry={{ label: t("myPlans.retry"), onClick: () => void summary.refetch() }}
        />
      ) : (
        <CurrentPlanCard summary={summary.data} roleId={roleId} canManage={isOwner} />
      )}
      {alerts.data && alerts.data.length > 0 ? (
        <Card data-testid="my-plans-alerts">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t("myPlans.alerts")}
            </Typography>
            <Stack spacing={1}>
              {alerts.data
                .filter((alert) => ALERT_CODES.includes(alert.code))
                .map((alert) => {
                  const code = alert.code as "no_plan";
                  const outcome = alertOutcome(alert.action, roleId, isImplementedPath);
                  return (
                    <Alert
                      key={alert.code}
                      severity="warning"
                      icon={<WarningAmberOutlined />}
                      data-testid={`my-plans-alert-${alert.code}`}
                      action={
                        outcome ? (
                          <Button
                            color="inherit"
                            size="small"
                            onClick={() => runAlert(alert.action)}
                            disabled={purchase.busy}
                          >
                            {t(`alerts.actions.${alert.action as 4 | 5 | 6}`)}
                          </Button>
                        ) : undefined
                      }
                    >
                      <strong>{t(`alerts.${code}.title`)}</strong> — {t(`alerts.${code}.text`)}
                    </Alert>
                  );
                })}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {summary.data?.source === "credits" ? (
        <HistorySection<LedgerEntry>
          title={t("myPlans.ledger")}
          empty={t("myPlans.ledgerEmpty")}
          testId="ledger"
          query={ledger}
          page={ledgerPage}
          onPage={setLedgerPage}
          columns={[
            { key: "date", label: t("myPlans.date"), render: (e) => formatDateTime(e.created_at) },
            {
              key: "movement",
              label: t("myPlans.movement"),
              render: (e) =>
                e.function_state
                  ? `${reason(e)} · ${t(`functions.${e.function_state}` as "functions.chat", { defaultValue: e.function_state })}`
                  : reason(e),
            },
            {
              key: "delta",
              label: t("myPlans.change"),
              align: "right",
              render: (e) => (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontWeight: 700 }}
                  color={e.delta > 0 ? "success.main" : "text.primary"}
                >
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </Typography>
              ),
            },
          ]}
        />
      ) : null}
      <HistorySection<Invoice>
        title={t("myPlans.invoices")}
        empty={t("myPlans.invoicesEmpty")}
        testId="invoices"
        query={invoices}
        page={invoicePage}
        onPage={setInvoicePage}
        columns={[
          { key: "number", label: t("myPlans.number"), render: (i) => i.number },
          { key: "description", label: t("myPlans.description"), render: (i) => i.description },
          {
            key: "period",
            label: t("myPlans.period"),
            render: (i) => `${formatDate(i.period_start)} – ${formatDate(i.period_end)}`,
          },
          {
            key: "total",
            label: t("myPlans.total"),
            align: "right",
            render: (i) => formatEuro(i.total, language),
          },
          {
            key: "receipt",
            label: t("myPlans.receipt"),
            render: (i) => (
              <Button
                size="small"
                startIcon={<Download />}
                onClick={() => download(i)}
                data-testid={`invoice-download-${i.id}`}
              >
                {t("myPlans.download")}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
