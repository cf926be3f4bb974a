import type { ServiceSearchItem } from "@mkt/contracts";
import { Box, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { priceLabel } from "../price-label.ts";

/** What a catalogue card shows, for a signed-in buyer and for an open-area visitor alike. */
export type ServiceCardData = Omit<ServiceSearchItem, "favourite">;

/**
 * The body of a catalogue card: title, supplier, excerpt, price label, delivery model, category, technologies.
 * `afterSupplier` is the signed-in card's rating line; `priceTestId` marks the price for the journeys.
 */
export function ServiceCardContent({
  service,
  afterSupplier,
  priceTestId,
  titleSx,
}: {
  service: ServiceCardData;
  afterSupplier?: ReactNode;
  priceTestId?: string;
  titleSx?: object;
}) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  return (
    <CardContent>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, ...titleSx }}>
        {service.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[service.supplier.name, service.supplier.city].filter(Boolean).join(" · ")}
      </Typography>
      {afterSupplier}
      <Typography variant="body2" sx={{ my: 1 }}>
        {service.excerpt}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }} data-testid={priceTestId}>
          {priceLabel(t, service, language)}
        </Typography>
        <Chip size="small" label={t(`model.${service.delivery_model}`)} />
        {service.category ? <Chip size="small" variant="outlined" label={service.category} /> : null}
      </Stack>
      {service.technologies.length ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {service.technologies.map((tech) => tech.name).join(", ")}
          </Typography>
        </Box>
      ) : null}
    </CardContent>
  );
}
