import type { OpenServiceItem } from "@mkt/contracts";
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { priceLabel } from "../find-services/index.ts";

/** A catalogue card for a visitor: title, supplier, excerpt, price, model, category; opens the detail. */
export function OpenServiceCard({
  service,
  onOpen,
}: {
  service: OpenServiceItem;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  return (
    <Card variant="outlined" data-testid={`open-service-card-${service.id}`}>
      <CardActionArea onClick={() => onOpen(service.id)} sx={{ height: "100%" }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {service.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[service.supplier.name, service.supplier.city].filter(Boolean).join(" · ")}
          </Typography>
          <Typography variant="body2" sx={{ my: 1 }}>
            {service.excerpt}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
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
      </CardActionArea>
    </Card>
  );
}
