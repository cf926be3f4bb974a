import type { CatalogueService } from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Chip, Divider, Drawer, IconButton, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { companyPagePath } from "../../company-page/index.ts";
import { ShortlistToggle } from "../../service-requests/index.ts";
import { useCatalogueService } from "../api.ts";
import { durationLabel, priceLabel } from "../price-label.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ServiceBrochureLinks } from "./service-brochure-links.tsx";
import { ServiceRating } from "./service-rating.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ServiceDetail({ service }: { service: CatalogueService }) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  const duration = durationLabel(t, service);
  const category = service.category
    ? [service.category.parent, service.category.name].filter(Boolean).join(" › ")
    : null;
  return (
    <Stack spacing={2} data-testid="service-detail">
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pr: 5 }}>
          {service.title}
        </Typography>
        {category ? <Typography color="text.secondary">{category}</Typography> : null}
        <ServiceRating rating={service} testId="service-detail-rating" />
        <FavouriteButton serviceId={service.id} favourite={service.favourite} />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="service-detail-price">
          {priceLabel(t, service, language)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("filters.vatExcluded")}
        </Typography>
        <Chip size="small" label={t(`model.${service.delivery_model}`)} />
        {duration ? <Chip size="small" variant="outlined" label={duration} /> : null}
      </Stack>
      <ShortlistToggle service={{ id: service.id, title: service.title, supplier: service.supplier.name }} />
      <Typography sx={{ whiteSpace: "pre-line" }}>{service.description}</Typography>
      {service.technologies.length ? (
        <Section title={t("detail.technologies")}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
            {service.technologies.map((tech) => (
              <Chip key={tech.id} size="small" label={tech.name} />
            ))}
          </Stack>
        </Section>
      ) : null}
      {service.sectors.length ? (
        <Section title={t("detail.sectors")}>
          <Typography variant="body2">{service.sectors.map((s) => s.name).join(", ")}</Typography>
        </Section>
      ) : null}
      {service.deliverables.length ? (
        <Section title={t("detail.deliverables")}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {service.deliverables.map((d) => (
              <li key={d}>
                <Typography variant="body2">{d}</Typography>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      {service.case_studies.length ? (
        <Section title={t("detail.caseStudies")}>
          <Stack spacing={1}>
            {service.case_studies.map((c) => (
              <Box key={c.title}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.title}
                  {c.client_sector ? ` · ${c.client_sector}` : ""}
                </Typography>
                <Typography variant="body2">{c.outcome}</Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      ) : null}
      <ServiceBrochureLinks serviceId={service.id} attachments={service.attachments} />
      <Divider />
      <Section title={t("detail.supplier")}>
        <Typography sx={{ fontWeight: 600 }} data-testid="service-detail-supplier">
          {service.supplier.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[service.supplier.city, service.supplier.country].filter(Boolean).join(", ")}
        </Typography>
        {service.supplier.website ? (
          <Typography variant="body2">
            <a href={service.supplier.website} target="_blank" rel="noopener noreferrer">
              {service.supplier.website}
            </a>
          </Typography>
        ) : null}
        {service.supplier.description ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {service.supplier.description}
          </Typography>
        ) : null}
        {isImplementedState("supplier_profile") ? (
          <Link
            component={RouterLink}
            to={companyPagePath({ id: service.supplier.company_id })}
            variant="body2"
            sx={{ display: "inline-block", mt: 1 }}
            data-testid="service-detail-company-page"
          >
            {t("detail.companyPage")}
          </Link>
        ) : null}
      </Section>
    </Stack>
  );
}

/** The public detail of a listed service beside the results (GET services/catalogue/:id). */
export function ServiceDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("find-services");
  const detail = useCatalogueService(id);
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose}>
      <Box sx={{ width: { xs: "100vw", sm: 520 }, p: 3, position: "relative" }}>
        <IconButton
          aria-label={t("detail.close")}
          onClick={onClose}
          sx={{ position: "absolute", top: 12, right: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <QueryState query={detail}>{(service) => <ServiceDetail service={service} />}</QueryState>
      </Box>
    </Drawer>
  );
}
