import type { OpenServiceDetail } from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Chip, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../shared/components/query-state.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { durationLabel, priceLabel } from "../find-services/index.ts";
import { useOpenServiceDetail } from "./browse-api.ts";
import { OpenSignUpCall } from "./open-profile-detail-signup.tsx";

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

/** The catalogue detail as a visitor reads it: no favourite, shortlist, brochures or supplier contacts. */
function ServiceView({ service }: { service: OpenServiceDetail }) {
  const { t } = useTranslation("find-services");
  const { t: to } = useTranslation("open-browse");
  const language = useLanguage();
  const duration = durationLabel(t, service);
  const category = service.category
    ? [service.category.parent, service.category.name].filter(Boolean).join(" › ")
    : null;
  return (
    <Stack spacing={2} data-testid="open-service-detail">
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pr: 5 }}>
          {service.title}
        </Typography>
        {category ? <Typography color="text.secondary">{category}</Typography> : null}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Typography sx={{ fontWeight: 700 }}>{priceLabel(t, service, language)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t("filters.vatExcluded")}
        </Typography>
        <Chip size="small" label={t(`model.${service.delivery_model}`)} />
        {duration ? <Chip size="small" variant="outlined" label={duration} /> : null}
      </Stack>
      <OpenSignUpCall kind="service" />
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
      <Divider />
      <Section title={to("services.supplier")}>
        <Typography sx={{ fontWeight: 600 }}>{service.supplier.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[service.supplier.city, service.supplier.country].filter(Boolean).join(", ")}
        </Typography>
        {service.supplier.description ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {service.supplier.description}
          </Typography>
        ) : null}
      </Section>
    </Stack>
  );
}

/** The detail of the service the address opens (`?service=<id>`), beside the results. */
export function OpenServiceDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("find-services");
  const { t: to } = useTranslation("open-browse");
  const detail = useOpenServiceDetail(id);
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose}>
      <Box sx={{ width: { xs: "100vw", sm: 520 }, p: 3, position: "relative" }}>
        <IconButton
          aria-label={t("detail.close")}
          onClick={onClose}
          sx={{ position: "absolute", top: 12, right: 12 }}
          data-testid="open-service-close"
        >
          <CloseIcon />
        </IconButton>
        <QueryState query={detail} retry={{ label: to("retry"), onClick: () => void detail.refetch() }}>
          {(service) => <ServiceView service={service} />}
        </QueryState>
      </Box>
    </Drawer>
  );
}
