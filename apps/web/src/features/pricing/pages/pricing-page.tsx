import { Box, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { PublicPageFrame } from "../../landing/index.ts";
import { type Audience, usePublicPlans } from "../api.ts";
import { PricingPlanCard } from "../components/pricing-plan-card.tsx";

/** The chosen audience in the brand colour with white text (MUI's tinted default is under 4.5:1 on some brands). */
const CHOSEN = {
  "&.Mui-selected, &.Mui-selected:hover": { color: "primary.contrastText", bgcolor: "primary.main" },
} as const;

/** /pricing: the public price list, plans side by side for clients or suppliers (?audience=supplier). */
export function PricingPage() {
  const { t } = useTranslation("pricing");
  const language = useLanguage();
  useDocumentTitle(t("documentTitle"));
  const [params, setParams] = useAddressParams();
  const audience: Audience = params.get("audience") === "supplier" ? "supplier" : "client";
  const plans = usePublicPlans(audience);
  const choose = (_event: unknown, next: Audience | null) => {
    if (next) setParams(next === "client" ? {} : { audience: next }, { replace: true });
  };
  return (
    <PublicPageFrame maxWidth="lg">
      <Stack spacing={3}>
        <Box sx={{ textAlign: { sm: "center" } }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 30, sm: 42 } }}>
            {t("title")}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t("intro")}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", justifyContent: { sm: "center" } }}>
          <ToggleButtonGroup
            exclusive
            value={audience}
            onChange={choose}
            aria-label={t("audienceLabel")}
            size="small"
          >
            <ToggleButton value="client" data-testid="pricing-audience-client" sx={CHOSEN}>
              {t("audience.client")}
            </ToggleButton>
            <ToggleButton value="supplier" data-testid="pricing-audience-supplier" sx={CHOSEN}>
              {t("audience.supplier")}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <QueryState
          query={plans}
          retry={{ label: t("retry"), onClick: () => void plans.refetch() }}
          isEmpty={(list) => list.length === 0}
          emptyText={t("empty")}
        >
          {(list) => (
            <Grid container spacing={2} data-testid="pricing-plans">
              {list.map((plan, index) => (
                <Grid key={plan.id} size={{ xs: 12, sm: 6, md: Math.max(3, 12 / list.length) }}>
                  <PricingPlanCard plan={plan} language={language} highlighted={index === 1} />
                </Grid>
              ))}
            </Grid>
          )}
        </QueryState>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: { sm: "center" } }}>
          {t("footnote")}
        </Typography>
      </Stack>
    </PublicPageFrame>
  );
}
