import {
  ASSUMI_ADDON_PRICE_CENTS,
  CLIENT_FUNCTIONS,
  isRoleId,
  planName,
  planTitle,
  ROLE,
  type RoleId,
  SUPPLIER_FUNCTIONS,
} from "@mkt/contracts";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RemoveOutlined from "@mui/icons-material/RemoveOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRouteName } from "../../../shared/routing/route-handle.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { addonAloneOffer } from "../addon-alone-offer.ts";
import { type Plan, usePlanSummary, usePlans } from "../api.ts";
import { AddonChoice } from "../components/addon-choice.tsx";
import { functionLabel } from "../components/blocked-feature-modal.tsx";
import { formatEuro } from "../format.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { functionCell, planAction, plansPageRedirect } from "../plans-table-rules.ts";
import { purchaseAudience } from "../purchase-rules.ts";

const BUYERS: readonly RoleId[] = [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY];

/**
 * /plans and /plans_supplier: the plans on sale compared side by side (a card per plan on narrow screens), the
 * current plan marked, and Buy starting the §4 purchase for company owners of the audience. A cheaper plan than
 * the active one is a downgrade, made from the billing portal. Each role sees its own audience's plans (staff both).
 */
export function PlansPage() {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const session = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const audience = useRouteName() === "plans_supplier" ? "supplier" : "client";
  const roleId: RoleId = session && isRoleId(session.user.role_id) ? session.user.role_id : ROLE.CLIENT;
  const plans = usePlans(audience);
  const ownAudience = purchaseAudience(roleId) === audience;
  const summary = usePlanSummary(session?.user.id ?? 0, roleId, ownAudience);
  const purchase = useStartPurchase();
  const canBuy = ownAudience && BUYERS.includes(roleId);
  const currentId = ownAudience ? (summary.data?.idPlanCurrent ?? null) : null;
  const functions: readonly string[] = audience === "client" ? CLIENT_FUNCTIONS : SUPPLIER_FUNCTIONS;
  // §1: the client buys or refuses the Assumi add-on with the plan; users with assumeSubscription 0 never see it.
  const offersAddon = audience === "client" && canBuy && session?.user.assumeSubscription === 1;
  const [addon, setAddon] = useState(false);
  const current =
    ownAudience && summary.data
      ? { id: summary.data.idPlanCurrent, price: summary.data.price, state: summary.data.state }
      : null;
  // The add-on alone, for the plan the client has: priced by the API until that plan expires.
  const addonAlone = addonAloneOffer(summary.data, offersAddon, language, purchase);
  const redirect = plansPageRedirect(roleId, audience);
  if (session && redirect) return <Navigate to={redirect} replace />;

  const action = (plan: Plan): ReactNode => {
    const kind = planAction(plan, { canBuy, current });
    if (kind === "current")
      return <Chip color="primary" label={t("table.current")} data-testid={`plan-current-${plan.id}`} />;
    if (kind === "lower")
      return (
        <Typography variant="body2" color="text.secondary" data-testid={`plan-lower-${plan.id}`}>
          {t("table.lower")}
        </Typography>
      );
    if (kind !== "buy") return null;
    return (
      <Button
        variant="contained"
        onClick={() =>
          purchase.start({
            plan_id: plan.id,
            ...(plan.charge_code ? { plan_charge: plan.charge_code } : {}),
            ...(offersAddon && addon ? { addon: true } : {}),
          })
        }
        disabled={purchase.busy}
        data-testid={`plan-buy-${plan.id}`}
      >
        {t("table.buy")}
      </Button>
    );
  };
  const limit = (value: number | null) => (value === null ? t("table.unlimited") : String(value));
  const price = (plan: Plan) =>
    plan.price <= 0 ? t("table.free") : t("table.perYear", { price: formatEuro(plan.price, language) });
  const rows: { key: string; label: string; value: (plan: Plan) => ReactNode }[] = [
    { key: "price", label: t("table.price"), value: price },
    ...(audience === "client"
      ? [
          { key: "credits", label: t("table.credits"), value: (p: Plan) => String(p.credits) },
          { key: "max_project", label: t("table.maxProject"), value: (p: Plan) => limit(p.max_project) },
        ]
      : []),
    { key: "max_position", label: t("table.maxPosition"), value: (p) => limit(p.max_position) },
    { key: "users", label: t("table.users"), value: (p) => limit(p.n_max_users) },
    { key: "fee", label: t("table.fee"), value: (p) => `${p.transaction_fee}%` },
  ];
  const tick = (plan: Plan, state: string) => {
    const cell = functionCell(plan, state);
    if (cell === "addon")
      return (
        <Typography variant="body2" color="text.secondary" data-testid={`plan-addon-${plan.id}`}>
          {t("table.withAddon")}
        </Typography>
      );
    return cell === "included" ? (
      <CheckCircle color="success" fontSize="small" titleAccess={t("table.included")} />
    ) : (
      <RemoveOutlined color="disabled" fontSize="small" titleAccess={t("table.notIncluded")} />
    );
  };

  return (
    <Stack spacing={2} data-testid="plans-page">
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {audience === "client" ? t("table.heading") : t("table.headingSupplier")}
        </Typography>
        <Typography color="text.secondary">{t("table.intro")}</Typography>
      </Box>
      {offersAddon ? (
        <AddonChoice
          included={summary.data?.assumePlan ?? false}
          checked={addon}
          onChange={setAddon}
          price={formatEuro(ASSUMI_ADDON_PRICE_CENTS / 100, language)}
          alone={addonAlone}
        />
      ) : null}
      {plans.isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
          <CircularProgress />
        </Box>
      ) : plans.isError ? (
        <ErrorAlert
          error={plans.error}
          retry={{ label: t("table.retry"), onClick: () => void plans.refetch() }}
        />
      ) : plans.data.length === 0 ? (
        <Alert severity="info">{t("table.empty")}</Alert>
      ) : wide ? (
        <TableContainer component={Card} data-testid="plans-table">
          <Table>
            <TableHead>
              <TableRow>
                <TableCell />
                {plans.data.map((plan) => (
                  <TableCell
                    key={plan.id}
                    align="center"
                    sx={{ bgcolor: plan.id === currentId ? "action.selected" : undefined, minWidth: 150 }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{planName(plan, language)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {planTitle(plan, language)}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {row.label}
                  </TableCell>
                  {plans.data.map((plan) => (
                    <TableCell key={plan.id} align="center">
                      {row.value(plan)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={plans.data.length + 1} sx={{ bgcolor: "action.hover", fontWeight: 700 }}>
                  {t("table.functions")}
                </TableCell>
              </TableRow>
              {functions.map((state) => (
                <TableRow key={state}>
                  <TableCell component="th" scope="row">
                    {functionLabel(t, state)}
                  </TableCell>
                  {plans.data.map((plan) => (
                    <TableCell key={plan.id} align="center">
                      {tick(plan, state)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell />
                {plans.data.map((plan) => (
                  <TableCell key={plan.id} align="center">
                    {action(plan)}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack spacing={2} data-testid="plans-cards">
          {plans.data.map((plan) => (
            <Card
              key={plan.id}
              variant="outlined"
              sx={{
                borderColor: plan.id === currentId ? "primary.main" : undefined,
                borderWidth: plan.id === currentId ? 2 : 1,
              }}
            >
              <CardContent>
                <Typography variant="h6" sx={{ fontWeight: 700 }}>
                  {planName(plan, language)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {planTitle(plan, language)}
                </Typography>
                {rows.map((row) => (
                  <Stack
                    key={row.key}
                    direction="row"
                    sx={{ justifyContent: "space-between", py: 0.5, gap: 2 }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {row.label}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600, textAlign: "right" }}>
                      {row.value(plan)}
                    </Typography>
                  </Stack>
                ))}
                <Divider sx={{ my: 1 }} />
                <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t("table.functions")}
                </Typography>
                {functions
                  .filter((state) => functionCell(plan, state) !== "not_included")
                  .map((state) => (
                    <Stack key={state} direction="row" spacing={1} sx={{ alignItems: "center", py: 0.25 }}>
                      <CheckCircle color="success" sx={{ fontSize: 18 }} />
                      <Typography variant="body2">
                        {functionCell(plan, state) === "addon"
                          ? t("table.functionWithAddon", { function: functionLabel(t, state) })
                          : functionLabel(t, state)}
                      </Typography>
                    </Stack>
                  ))}
                <Box sx={{ mt: 2, "& > *": { width: "100%" } }}>{action(plan)}</Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
