import { planCard, planName, type RoleId } from "@mkt/contracts";
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { addonAloneOffer } from "../addon-alone-offer.ts";
import { type PlanSummary, usePortal } from "../api.ts";
import { formatEuro } from "../format.ts";
import { useStartPurchase } from "../hooks/use-start-purchase.ts";
import { plansPath, renewRequest } from "../purchase-rules.ts";
import { CreditBar } from "./credit-bar.tsx";

export type CurrentPlanCardProps = { summary: PlanSummary; roleId: RoleId; canManage: boolean };

/** The current plan on /my_plans: name, price, expiry, credits with the banded bar, usage and the plan actions. */
export function CurrentPlanCard({ summary, roleId, canManage }: CurrentPlanCardProps) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useNotice();
  const portal = usePortal();
  const purchase = useStartPurchase();
  const card = planCard(summary);
  // §1: the Assumi add-on, for users who see it; the owner adds it alone to the current plan (issue 20).
  const seesAddon = useSession()?.user.assumeSubscription === 1 && summary.source === "credits";
  const addonOffer = addonAloneOffer(summary, seesAddon && canManage, language, purchase);
  const toPlans = () => navigate(plansPath(roleId));
  const manage = () =>
    portal.mutate(location.pathname, { onError: (error) => notify(errorText(error, language), "error") });

  if (card.kind === "none") {
    return (
      <Card data-testid="current-plan">
        <CardContent>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {t("myPlans.noPlan")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("card.noSubscription")}
          </Typography>
          <Button variant="contained" onClick={toPlans} data-testid="current-plan-buy">
            {t("card.buyPlan")}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const renew = () => {
    const request = renewRequest(summary);
    if (request) purchase.start(request);
    else toPlans();
  };
  const limit = (value: number | null) => (value === null ? t("myPlans.unlimited") : String(value));

  return (
    <Card data-testid="current-plan" data-state={summary.state}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {t("myPlans.current")}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 700 }}
                color={card.expired ? "error" : undefined}
                data-testid="current-plan-name"
              >
                {planName({ name: card.name, name_en: summary.namePlanCurrentEn }, language)}
              </Typography>
              {summary.freePlan ? <Chip size="small" label={t("myPlans.free")} /> : null}
            </Stack>
            {card.price !== null ? (
              <Typography color="text.secondary" data-testid="current-plan-price">
                {t("card.perYear", { price: formatEuro(card.price, language) })}
              </Typography>
            ) : null}
            {card.expiry ? (
              <Typography color={card.expired ? "error" : "text.secondary"} data-testid="current-plan-expiry">
                {card.expiry.kind === "expired"
                  ? t("card.expired", { date: card.expiry.date })
                  : t("card.expiresOn", { date: card.expiry.date })}
              </Typography>
            ) : null}
          </Box>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flexShrink: 0 }}>
            {card.renew ? (
              <Button
                variant="contained"
                color="error"
                onClick={renew}
                disabled={purchase.busy}
                data-testid="current-plan-renew"
              >
                {t("card.renew")}
              </Button>
            ) : null}
            {card.buyNewPlan ? (
              <Button variant="contained" onClick={toPlans} data-testid="current-plan-buy-new">
                {t("card.buyNewPlan")}
              </Button>
            ) : (
              <Button variant="outlined" onClick={toPlans} data-testid="current-plan-compare">
                {t("myPlans.comparePlans")}
              </Button>
            )}
            {canManage ? (
              <Button
                variant="outlined"
                onClick={manage}
                disabled={portal.isPending || portal.isSuccess}
                data-testid="current-plan-manage"
              >
                {t("myPlans.manage")}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        {seesAddon && summary.assumePlan ? (
          <Chip
            color="success"
            variant="outlined"
            sx={{ mt: 2 }}
            label={t("addon.includedShort")}
            data-testid="current-plan-addon-included"
          />
        ) : null}
        {addonOffer ? (
          // The button under the text (not in the alert's action slot, which squeezed it into a column at 375 px).
          <Alert severity="info" sx={{ mt: 2 }} data-testid="current-plan-addon">
            {t("addon.alone", { plan: addonOffer.plan, date: addonOffer.until, price: addonOffer.price })}
            <Box sx={{ mt: 1 }}>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={addonOffer.onBuy}
                disabled={addonOffer.busy}
                data-testid="current-plan-addon-buy"
              >
                {t("addon.aloneBuy")}
              </Button>
            </Box>
          </Alert>
        ) : null}
        {summary.cancelAtPeriodEnd && card.expiry ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="current-plan-cancelled">
            {t("card.cancelsOn", { date: card.expiry.date })}
          </Alert>
        ) : null}
        {summary.source === "credits" ? (
          <Box sx={{ mt: 3 }} data-testid="current-plan-credits">
            <Stack direction="row" sx={{ justifyContent: "space-between", mb: 1, gap: 2, flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t("myPlans.creditsLeft", { count: summary.creditAvailable, total: summary.credits })}
              </Typography>
              <Typography color="text.secondary">
                {t("card.credits", { used: card.creditsUsed, total: card.creditsTotal })}
              </Typography>
            </Stack>
            <CreditBar
              percentLeft={card.percentLeft}
              band={card.band}
              label={`${t("card.barLabel")}: ${t(`bands.${card.band}`)}`}
              height={10}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("myPlans.percentLeft", { percent: card.percentLeft })} · {t(`bands.${card.band}`)}
            </Typography>
          </Box>
        ) : null}
        <Box sx={{ mt: 3 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t("myPlans.usage")}</Typography>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={{ xs: 0.5, sm: 3 }}
            sx={{ flexWrap: "wrap" }}
          >
            {summary.countProjects !== null ? (
              <Typography variant="body2">
                {t("myPlans.projects", { count: summary.countProjects, max: limit(summary.maxProject) })}
              </Typography>
            ) : null}
            <Typography variant="body2">
              {t("myPlans.positions", { count: summary.countPosition, max: limit(summary.maxPosition) })}
            </Typography>
            {summary.source === "credits" ? (
              <Typography variant="body2">{t("myPlans.users", { max: limit(summary.nMaxUsers) })}</Typography>
            ) : null}
            <Typography variant="body2">{t("myPlans.fee", { fee: summary.transactionFee })}</Typography>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
