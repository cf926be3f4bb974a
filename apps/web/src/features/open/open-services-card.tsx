import type { OpenServiceItem } from "@mkt/contracts";
import { Card, CardActionArea } from "@mui/material";
import { ServiceCardContent } from "../find-services/index.ts";

/** A catalogue card for a visitor: title, supplier, excerpt, price, model, category; opens the detail. */
export function OpenServiceCard({
  service,
  onOpen,
}: {
  service: OpenServiceItem;
  onOpen: (id: number) => void;
}) {
  return (
    <Card variant="outlined" data-testid={`open-service-card-${service.id}`}>
      <CardActionArea onClick={() => onOpen(service.id)} sx={{ height: "100%" }}>
        <ServiceCardContent service={service} />
      </CardActionArea>
    </Card>
  );
}
