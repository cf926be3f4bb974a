import { isRoleId, planName, ROLE } from "@mkt/contracts";
import Edit from "@mui/icons-material/Edit";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { FieldList } from "../../../shared/components/field-list.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import {
  type CompanySubscription,
  SUBSCRIPTIONS_PAGE_SIZE,
  useAllPlans,
  useCompanySubscriptions,
} from "../admin-api.ts";
import type { Plan } from "../api.ts";
import { PlanEditDialog } from "../components/plan-edit-dialog.tsx";
import { formatDate, formatEuro } from "../format.ts";

const STATE_COLOR = { 1: "default", 2: "success", 3: "warning", 4: "error" } as const;
const STATES = [1, 2, 3, 4] as const;
const TYPES = ["client", "supplier", "academy", "freelance", "company_admin"] as const;

/**
 * The company's available credits, or null where credits mean nothing: a plan without credits (the suppliers'
 * plans) and none left over. A plan not on sale any more (unknown here) shows its balance.
 */
export function creditsOf(row: CompanySubscription, plans: readonly Plan[] | undefined): number | null {
  const plan = plans?.find((p) => p.id === row.plan_id);
  return plan !== undefined && plan.credits === 0 && row.credit_available === 0 ? null : row.credit_available;
}

/** /company_subscriptions (staff): every company's plan, state, expiry and credits, and the plans on sale. */
export function CompanySubscriptionsPage() {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const session = useSession();
  const theme = useTheme();
  // The billing provider that took the payment (apps/api billing/provider.ts): named, not its code.
  const providerName = (provider: string) =>
    provider === "local" || provider === "stripe" ? t(`admin.subscriptions.providers.${provider}`) : provider;
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const isAdministrator =
    session !== null && isRoleId(session.user.role_id) && session.user.role_id === ROLE.ADMINISTRATOR;
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [state, setState] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Plan | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const subscriptions = useCompanySubscriptions({ page, search, state });
  const plans = useAllPlans();
  const pages = subscriptions.data
    ? Math.max(1, Math.ceil(subscriptions.data.total / SUBSCRIPTIONS_PAGE_SIZE))
    : 1;
  const typeLabel = (type: string) =>
    (TYPES as readonly string[]).includes(type) ? t(`admin.subscriptions.types.${type as "client"}`) : type;
  const stateLabel = (value: number) =>
    value >= 1 && value <= 4 ? t(`admin.states.${value as 1}`) : String(value);
  const stateChips = (row: CompanySubscription) => (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ flexWrap: "wrap", rowGap: 0.5 }}
      data-testid="subscription-state"
    >
      <Chip size="small" label={stateLabel(row.state)} color={STATE_COLOR[row.state as 1] ?? "default"} />
      {row.cancel_at_period_end ? (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t("admin.subscriptions.cancelAtPeriodEnd")}
        />
      ) : null}
    </Stack>
  );
  const expiry = (row: CompanySubscription) =>
    row.expires.startsWith("9999") ? "—" : formatDate(row.expires);
  const credits = (row: CompanySubscription) => creditsOf(row, plans.data) ?? "—";

  return (
    <Stack spacing={2} data-testid="company-subscriptions-page">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t("admin.subscriptions.heading")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              label={t("admin.subscriptions.search")}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              size="small"
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: 120, "data-testid": "subscriptions-search" } }}
            />
            <SelectFilter
              label={t("admin.subscriptions.state")}
              value={state === null ? "" : String(state)}
              onChange={(value) => {
                setState(value === "" ? null : Number(value));
                setPage(1);
              }}
              anyLabel={t("admin.subscriptions.allStates")}
              options={STATES.map((value) => ({ value: String(value), label: stateLabel(value) }))}
              sx={{ minWidth: 220 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              data-testid="subscriptions-state"
            />
          </Stack>
          <QueryState
            query={subscriptions}
            retry={{ label: t("admin.retry"), onClick: () => void subscriptions.refetch() }}
            isEmpty={(data) => data.items.length === 0}
            emptyText={t("admin.subscriptions.empty")}
          >
            {(data) => (
              <>
                {wide ? null : (
                  <SubscriptionCards
                    rows={data.items}
                    title={(row) => row.company_name}
                    caption={(row) =>
                      `${typeLabel(row.company_type)} · ${planName({ name: row.plan_name, name_en: row.plan_name_en }, language)}`
                    }
                    fields={[
                      { key: "state", label: t("admin.subscriptions.state"), render: stateChips },
                      { key: "expires", label: t("admin.subscriptions.expires"), render: expiry },
                      { key: "credits", label: t("admin.subscriptions.credits"), render: credits },
                    ]}
                  />
                )}
                {wide ? (
                  <DataTable
                    rows={data.items}
                    rowKey={(row) => row.company_id}
                    rowTestId="subscription-row"
                    columns={[
                      {
                        key: "company",
                        label: t("admin.subscriptions.company"),
                        sx: { fontWeight: 600 },
                        render: (row) => row.company_name,
                      },
                      {
                        key: "type",
                        label: t("admin.subscriptions.type"),
                        render: (row) => typeLabel(row.company_type),
                      },
                      {
                        key: "plan",
                        label: t("admin.subscriptions.plan"),
                        render: (row) =>
                          planName({ name: row.plan_name, name_en: row.plan_name_en }, language),
                      },
                      {
                        key: "state",
                        label: t("admin.subscriptions.state"),
                        render: stateChips,
                      },
                      {
                        key: "expires",
                        label: t("admin.subscriptions.expires"),
                        sx: { whiteSpace: "nowrap" },
                        render: expiry,
                      },
                      {
                        key: "credits",
                        label: t("admin.subscriptions.credits"),
                        bodyAlign: "right",
                        render: credits,
                      },
                      {
                        key: "provider",
                        label: t("admin.subscriptions.provider"),
                        render: (row) => providerName(row.provider),
                      },
                    ]}
                  />
                ) : null}
                <ListPagination count={pages} page={page} onChange={setPage} testId="subscriptions-pages" />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <Card data-testid="plans-admin">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t("admin.plans.heading")}
          </Typography>
          {plans.isPending ? (
            <CircularProgress size={24} />
          ) : plans.isError ? (
            <Alert severity="error">{errorText(plans.error, language)}</Alert>
          ) : (
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: "divider" }} />}>
              {plans.data.map((plan) => (
                <Stack
                  key={plan.id}
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: "center", justifyContent: "space-between", py: 1 }}
                  data-testid={`admin-plan-${plan.id}`}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {planName(plan, language)}{" "}
                      <Typography component="span" variant="body2" color="text.secondary">
                        · {typeLabel(plan.audience)}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {plan.price > 0 ? formatEuro(plan.price, language) : t("table.free")}
                      {plan.credits > 0 ? ` · ${plan.credits} ${t("table.credits").toLowerCase()}` : null}
                    </Typography>
                  </Box>
                  {isAdministrator ? (
                    <Button
                      size="small"
                      startIcon={<Edit />}
                      onClick={() => setEditing(plan)}
                      data-testid={`admin-plan-edit-${plan.id}`}
                    >
                      {t("admin.plans.edit")}
                    </Button>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      {editing ? <PlanEditDialog plan={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

type CardField = { key: string; label: string; render: (row: CompanySubscription) => ReactNode };

/** The subscriptions on a phone: one card each, the company and its type and plan, then state, expiry, credits. */
function SubscriptionCards({
  rows,
  title,
  caption,
  fields,
}: {
  rows: readonly CompanySubscription[];
  title: (row: CompanySubscription) => string;
  caption: (row: CompanySubscription) => string;
  fields: readonly CardField[];
}) {
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.company_id}
          data-testid="subscription-row"
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{title(row)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {caption(row)}
          </Typography>
          <FieldList items={fields.map((f) => ({ key: f.key, label: f.label, value: f.render(row) }))} />
        </Box>
      ))}
    </Stack>
  );
}
