import type { ServiceSearchItem } from "@mkt/contracts";
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { ShortlistToggle } from "../../service-requests/index.ts";
import { priceLabel } from "../price-label.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ServiceRating } from "./service-rating.tsx";

/** A result: title, supplier, category, price label and delivery model; opens the detail. */
export function ServiceCard({
  service,
  onOpen,
}: {
  service: ServiceSearchItem;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  return (
    <Card
      variant="outlined"
      data-testid={`service-card-${service.id}`}
      sx={{ position: "relative", display: "flex", flexDirection: "column" }}
    >
      <CardActionArea onClick={() => onOpen(service.id)} sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pr: 5 }}>
            {service.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[service.supplier.name, service.supplier.city].filter(Boolean).join(" · ")}
          </Typography>
          <ServiceRating rating={service} testId={`service-rating-${service.id}`} />
          <Typography variant="body2" sx={{ my: 1 }}>
            {service.excerpt}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Typography
              variant="subtitle2"
              sx={{ fontWeight: 700 }}
              data-testid={`service-price-${service.id}`}
            >
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
      <ShortlistToggle
        service={{ id: service.id, title: service.title, supplier: service.supplier.name }}
        sx={{ mx: 0, px: 1, pb: 0.5 }}
      />
      <Box sx={{ position: "absolute", top: 4, right: 4 }}>
        <FavouriteButton serviceId={service.id} favourite={service.favourite} />
      </Box>
    </Card>
  );
}
