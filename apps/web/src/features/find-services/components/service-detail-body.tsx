import type { OpenServiceDetail } from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Chip, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { durationLabel, priceLabel } from "../price-label.ts";

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

/** What the body shows of a service: the catalogue detail without the viewer's own flags (favourite, brochures). */
export type ServiceDetailData = OpenServiceDetail;

/**
 * The places where a caller adds its own parts to the detail body; each is left out when not given.
 * A visitor's page gives none of the signed-in ones (favourite, shortlist, brochures, supplier contacts).
 */
export type ServiceDetailSlots = {
  /** Under the title and category (rating, favourite heart). */
  header?: ReactNode;
  /** Under the price line (shortlist toggle, sign-up call). */
  afterPrice?: ReactNode;
  /** After the case studies, before the supplier (brochures). */
  beforeSupplier?: ReactNode;
  /** Under the supplier's city (website). */
  supplierContact?: ReactNode;
  /** At the end of the supplier block (company page link). */
  supplierFooter?: ReactNode;
};

/**
 * The catalogue detail of one service: title, category, price, model, duration, description, technologies,
 * sectors, deliverables, case studies and the supplier's name, place and description. `testId` names the body;
 * its price and supplier name are `<testId>-price` and `<testId>-supplier`.
 */
export function ServiceDetailBody({
  service,
  testId,
  slots = {},
}: {
  service: ServiceDetailData;
  testId: string;
  slots?: ServiceDetailSlots;
}) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  const duration = durationLabel(t, service);
  const category = service.category
    ? [service.category.parent, service.category.name].filter(Boolean).join(" › ")
    : null;
  return (
    <Stack spacing={2} data-testid={testId}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pr: 5 }}>
          {service.title}
        </Typography>
        {category ? <Typography color="text.secondary">{category}</Typography> : null}
        {slots.header}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Typography sx={{ fontWeight: 700 }} data-testid={`${testId}-price`}>
          {priceLabel(t, service, language)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("filters.vatExcluded")}
        </Typography>
        <Chip size="small" label={t(`model.${service.delivery_model}`)} />
        {duration ? <Chip size="small" variant="outlined" label={duration} /> : null}
      </Stack>
      {slots.afterPrice}
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
      {slots.beforeSupplier}
      <Divider />
      <Section title={t("detail.supplier")}>
        <Typography sx={{ fontWeight: 600 }} data-testid={`${testId}-supplier`}>
          {service.supplier.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[service.supplier.city, service.supplier.country].filter(Boolean).join(", ")}
        </Typography>
        {slots.supplierContact}
        {service.supplier.description ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {service.supplier.description}
          </Typography>
        ) : null}
        {slots.supplierFooter}
      </Section>
    </Stack>
  );
}

/** The right-hand drawer that holds a service's detail, with its close button (`closeTestId` names it). */
export function ServiceDetailFrame({
  open,
  onClose,
  closeTestId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("find-services");
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: "100vw", sm: 520 }, p: 3, position: "relative" }}>
        <IconButton
          aria-label={t("detail.close")}
          onClick={onClose}
          sx={{ position: "absolute", top: 12, right: 12 }}
          data-testid={closeTestId}
        >
          <CloseIcon />
        </IconButton>
        {children}
      </Box>
    </Drawer>
  );
}
