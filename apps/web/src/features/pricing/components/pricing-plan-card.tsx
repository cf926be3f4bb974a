import { type Language, type PublicPlan, planName, planTitle, ROLE } from "@mkt/contracts";
import CheckCircle from "@mui/icons-material/CheckCircle";
import { Box, Button, Card, CardActions, CardContent, Divider, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatEuro } from "../../../shared/i18n/format-euro.ts";
import { ADDON_FUNCTION } from "../../plans/index.ts";
import type { Audience } from "../api.ts";

/** Where a plan's call to action leads: registration with the audience's role (clients, suppliers). */
export function registerPath(audience: Audience): string {
  const role = audience === "client" ? ROLE.CLIENT : ROLE.SUPPLIER;
  return `/authentication/register?role_id=${role}&utm_source=pricing`;
}

export type PricingPlanCardProps = { plan: PublicPlan; language: Language; highlighted: boolean };

/** One plan of the pricing page: name, tagline, yearly price, limits, included features, sign-up button. */
export function PricingPlanCard({ plan, language, highlighted }: PricingPlanCardProps) {
  const { t } = useTranslation(["pricing", "plans"]);
  const limit = (value: number | null) => (value === null ? t("pricing:unlimited") : String(value));
  const tagline = t(`pricing:taglines.${plan.id}` as "pricing:taglines.1", {
    defaultValue: planTitle(plan, language),
  });
  const functionLabel = (code: string) =>
    t(`plans:functions.${code}` as "plans:functions.chat", { defaultValue: code });
  // Hiring academy profiles comes with the Assumi add-on, not with the plan (the limitation rule, §1).
  const functionText = (code: string) =>
    code === ADDON_FUNCTION
      ? t("plans:table.functionWithAddon", { function: functionLabel(code) })
      : functionLabel(code);
  const facts = [
    t("pricing:facts.credits", { count: plan.credits }),
    t("pricing:facts.users", { value: limit(plan.n_max_users) }),
    t("pricing:facts.projects", { value: limit(plan.max_project) }),
    t("pricing:facts.positions", { value: limit(plan.max_position) }),
    ...(plan.transaction_fee > 0 ? [t("pricing:facts.fee", { fee: plan.transaction_fee })] : []),
  ];
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid={`pricing-plan-${plan.id}`}
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderColor: highlighted ? "primary.main" : "divider",
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={`plan-${plan.id}-name`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {planName(plan, language)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: { md: 40 } }}>
          {tagline}
        </Typography>
        <Box sx={{ my: 2 }} data-testid="pricing-price">
          {plan.price === 0 ? (
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {t("pricing:free")}
            </Typography>
          ) : (
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {formatEuro(plan.price, language)}
              <Typography component="span" variant="body1" color="text.secondary">
                {` ${t("pricing:perYear")}`}
              </Typography>
            </Typography>
          )}
          {plan.price === 0 ? null : (
            <Typography variant="caption" color="text.secondary">
              {t("pricing:vatExcluded")}
            </Typography>
          )}
        </Box>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {facts.map((fact) => (
            <Typography component="li" variant="body2" key={fact}>
              {fact}
            </Typography>
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t("pricing:included")}
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {plan.functions.map((code) => (
            <Stack component="li" direction="row" spacing={1} key={code} sx={{ alignItems: "flex-start" }}>
              <CheckCircle color="success" fontSize="small" aria-hidden />
              <Typography variant="body2">{functionText(code)}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={registerPath(plan.audience)}
          variant={highlighted ? "contained" : "outlined"}
          fullWidth
          data-testid={`pricing-cta-${plan.id}`}
        >
          {t(plan.audience === "client" ? "pricing:ctaClient" : "pricing:ctaSupplier")}
        </Button>
      </CardActions>
    </Card>
  );
}
