import type { CatalogueService } from "@mkt/contracts";
import { Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { companyPagePath } from "../../company-page/index.ts";
import { ShortlistToggle } from "../../service-requests/index.ts";
import { useCatalogueService } from "../api.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ServiceBrochureLinks } from "./service-brochure-links.tsx";
import { ServiceDetailBody, ServiceDetailFrame } from "./service-detail-body.tsx";
import { ServiceRating } from "./service-rating.tsx";

/** The signed-in detail: the shared body with rating, favourite, shortlist, brochures and the supplier's links. */
function ServiceDetail({ service }: { service: CatalogueService }) {
  const { t } = useTranslation("find-services");
  return (
    <ServiceDetailBody
      service={service}
      testId="service-detail"
      slots={{
        header: (
          <>
            <ServiceRating rating={service} testId="service-detail-rating" />
            <FavouriteButton serviceId={service.id} favourite={service.favourite} />
          </>
        ),
        afterPrice: (
          <ShortlistToggle
            service={{ id: service.id, title: service.title, supplier: service.supplier.name }}
          />
        ),
        beforeSupplier: <ServiceBrochureLinks serviceId={service.id} attachments={service.attachments} />,
        supplierContact: service.supplier.website ? (
          <Typography variant="body2">
            <a href={service.supplier.website} target="_blank" rel="noopener noreferrer">
              {service.supplier.website}
            </a>
          </Typography>
        ) : null,
        supplierFooter: isImplementedState("supplier_profile") ? (
          <Link
            component={RouterLink}
            to={companyPagePath({ id: service.supplier.company_id })}
            variant="body2"
            sx={{ display: "inline-block", mt: 1 }}
            data-testid="service-detail-company-page"
          >
            {t("detail.companyPage")}
          </Link>
        ) : null,
      }}
    />
  );
}

/** The public detail of a listed service beside the results (GET services/catalogue/:id). */
export function ServiceDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useCatalogueService(id);
  return (
    <ServiceDetailFrame open={id !== null} onClose={onClose}>
      <QueryState query={detail}>{(service) => <ServiceDetail service={service} />}</QueryState>
    </ServiceDetailFrame>
  );
}
