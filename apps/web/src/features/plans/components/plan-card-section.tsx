import { planCard, planName, type RoleId } from "@mkt/contracts";
import { alpha, Box, Button, Chip, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { usePlanSummary, usePortal } from "../api.ts";
import { formatEuro } from "../format.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { plansPath, renewRequest } from "../purchase-rules.ts";
import { CreditBar } from "./credit-bar.tsx";

export type PlanCardSectionProps = { userId: number; roleId: RoleId; onNavigate: () => void };

/**
 * §2.5 plan card of the avatar menu: name, yearly price (hidden at 0), credits (clients: left / total over the
 * banded bar of the share left, and the number used), the expiry line (hidden at 31/12/9999; Expired at state 4),
 * Buy new plan (state 3 or 4), Renew (state 4) and Manage (billing portal); without a subscription a message and a buy button. A legacy plan
 * (§4 is_old_plan) shows the older style: marked as a plan no longer sold, with the way to today's plans.
 */
export function PlanCardSection({ userId, roleId, onNavigate }: PlanCardSectionProps) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useNotice();
  const summary = usePlanSummary(userId, roleId);
  const portal = usePortal();
  const purchase = useStartPurchase();

  if (!summary.data) {
    return (
      <Box sx={{ px: 2, py: 1.5, display: "grid", placeItems: "center" }} data-testid="plan-card">
        {summary.isError ? null : <CircularProgress size={20} />}
      </Box>
    );
  }
  const data = summary.data;
  const card = planCard(data);
  const goToPlans = () => {
    onNavigate();
    navigate(plansPath(roleId));
  };
  if (card.kind === "none") {
    return (
      <Box sx={{ px: 2, py: 1.5 }} data-testid="plan-card">
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="plan-card-none">
          {t("card.noSubscription")}
        </Typography>
        <Button size="small" variant="contained" fullWidth onClick={goToPlans} data-testid="plan-card-buy">
          {t("card.buyPlan")}
        </Button>
      </Box>
    );
  }
  const renew = () => {
    const request = renewRequest(data);
    if (request) purchase.start(request);
    else goToPlans();
  };
  const manage = () =>
    portal.mutate(location.pathname, { onError: (error) => notify(errorText(error, language), "error") });

  return (
    <Box
      sx={{
        px: 2,
        py: 1.5,
        bgcolor: (theme) => (card.expired ? alpha(theme.palette.error.main, 0.06) : undefined),
      }}
      data-testid="plan-card"
      data-state={data.state}
      data-style={data.isOldPlan ? "legacy" : "current"}
    >
      <Typography variant="caption" color="text.secondary">
        {t("card.heading")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography
          sx={{ fontWeight: 700 }}
          color={card.expired ? "error" : undefined}
          data-testid="plan-card-name"
        >
          {planName({ name: card.name, name_en: data.namePlanCurrentEn }, language)}
        </Typography>
        {data.isOldPlan ? (
          <Chip size="small" variant="outlined" label={t("card.legacy")} data-testid="plan-card-legacy" />
        ) : null}
      </Stack>
      {card.price !== null ? (
        <Typography variant="body2" color="text.secondary" data-testid="plan-card-price">
          {t("card.perYear", { price: formatEuro(card.price, language) })}
        </Typography>
      ) : null}
      {data.source === "credits" ? (
        <Box sx={{ mt: 1 }}>
          {/* The bar shows the share left (§4), so the line above it counts what is left; the used count follows. */}
          <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
            <Typography variant="body2" data-testid="plan-card-credits">
              {t("card.creditsLeft", {
                left: Math.max(0, card.creditsTotal - card.creditsUsed),
                total: card.creditsTotal,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="plan-card-credits-used">
              {t("card.creditsUsed", { used: card.creditsUsed })}
            </Typography>
          </Stack>
          <Box sx={{ mt: 0.5 }}>
            <CreditBar
              percentLeft={card.percentLeft}
              band={card.band}
              label={`${t("card.barLabel")}: ${t(`bands.${card.band}`)}`}
              height={6}
            />
          </Box>
        </Box>
      ) : null}
      {card.expiry ? (
        <Typography
          variant="body2"
          color={card.expired ? "error" : "text.secondary"}
          sx={{ mt: 1 }}
          data-testid="plan-card-expiry"
        >
          {card.expiry.kind === "expired"
            ? t("card.expired", { date: card.expiry.date })
            : t("card.expiresOn", { date: card.expiry.date })}
        </Typography>
      ) : null}
      {data.isOldPlan ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="plan-card-legacy-text">
          {t("card.legacyText")}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: "wrap", rowGap: 1 }}>
        {data.isOldPlan && !card.buyNewPlan ? (
          <Button size="small" variant="outlined" onClick={goToPlans} data-testid="plan-card-legacy-compare">
            {t("card.legacyCompare")}
          </Button>
        ) : null}
        {card.buyNewPlan ? (
          <Button size="small" variant="contained" onClick={goToPlans} data-testid="plan-card-buy-new">
            {t("card.buyNewPlan")}
          </Button>
        ) : null}
        {card.renew ? (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={renew}
            disabled={purchase.busy}
            data-testid="plan-card-renew"
          >
            {t("card.renew")}
          </Button>
        ) : null}
        {card.manage ? (
          <Button
            size="small"
            variant="outlined"
            onClick={manage}
            disabled={portal.isPending || portal.isSuccess}
            data-testid="plan-card-manage"
          >
            {t("card.manage")}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
