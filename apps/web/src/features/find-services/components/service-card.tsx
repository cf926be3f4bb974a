import type { ServiceSearchItem } from "@mkt/contracts";
import { Box, Card, CardActionArea } from "@mui/material";
import { ShortlistToggle } from "../../service-requests/index.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ServiceCardContent } from "./service-card-content.tsx";
import { ServiceRating } from "./service-rating.tsx";

/** A result: title, supplier, category, price label and delivery model; opens the detail. */
export function ServiceCard({
  service,
  onOpen,
}: {
  service: ServiceSearchItem;
  onOpen: (id: number) => void;
}) {
  return (
    <Card
      variant="outlined"
      data-testid={`service-card-${service.id}`}
      sx={{ position: "relative", display: "flex", flexDirection: "column" }}
    >
      <CardActionArea onClick={() => onOpen(service.id)} sx={{ flex: 1 }}>
        <ServiceCardContent
          service={service}
          titleSx={{ pr: 5 }}
          priceTestId={`service-price-${service.id}`}
          afterSupplier={<ServiceRating rating={service} testId={`service-rating-${service.id}`} />}
        />
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
