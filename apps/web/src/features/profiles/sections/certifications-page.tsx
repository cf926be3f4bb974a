import {
  formatDayMonthYear,
  type ProfileCertificationItem,
  profileCertificationInputSchema,
} from "@mkt/contracts";
import { Box, Chip, Stack, Typography } from "@mui/material";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { CertificationNameField } from "../components/certification-name-field.tsx";
import type { CertificationValues } from "../profile-form-model.ts";
import { todayIso } from "../profile-format.ts";
import {
  certificationToBody,
  certificationToValues,
  EMPTY_CERTIFICATION_VALUES,
  isExpired,
} from "./section-model.ts";
import { SectionPage } from "./section-page.tsx";

const day = (iso: string) => formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const dateLabel = { inputLabel: { shrink: true } } as const;
const FIELDS = ["name", "technology_id", "issuer", "issued_on", "expires_on"] as const;

/** §2.2 certifications: a profile's certifications, most recently issued first. */
export function CertificationsPage() {
  return (
    <SectionPage<"certifications", CertificationValues>
      section="certifications"
      emptyValues={EMPTY_CERTIFICATION_VALUES}
      toValues={certificationToValues}
      toBody={certificationToBody}
      schema={profileCertificationInputSchema}
      fieldNames={FIELDS}
      renderFields={(control) => <CertificationFields control={control} />}
      renderItem={(item) => <CertificationEntry item={item} />}
      itemName={(item) => item.name}
    />
  );
}

function CertificationEntry({ item }: { item: ProfileCertificationItem }) {
  const { t } = useTranslation("profile-sections");
  const expired = isExpired(item, todayIso());
  const dates = [
    item.issued_on ? t("certifications.issued", { date: day(item.issued_on) }) : null,
    item.expires_on
      ? t(expired ? "certifications.expired" : "certifications.expires", { date: day(item.expires_on) })
      : item.issued_on
        ? t("certifications.noExpiry")
        : null,
  ].filter(Boolean);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <Typography sx={{ fontWeight: 700 }} data-testid="certification-name">
          {item.name}
        </Typography>
        {expired ? <Chip size="small" color="warning" label={t("certifications.expiredTag")} /> : null}
      </Stack>
      {item.issuer ? <Typography sx={{ fontWeight: 500 }}>{item.issuer}</Typography> : null}
      {dates.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {dates.join(" · ")}
        </Typography>
      ) : null}
    </Box>
  );
}

function CertificationFields({ control }: { control: Control<CertificationValues> }) {
  const { t } = useTranslation("profiles");
  return (
    <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <CertificationNameField
          control={control}
          name="name"
          technologyIdName="technology_id"
          label={t("form.certificationName")}
          required
          autoFocus
          inputTestId="certification-name-input"
        />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField
          control={control}
          name="issuer"
          label={t("form.issuer")}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 120, "data-testid": "certification-issuer-input" } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="issued_on"
        label={t("form.issuedOn")}
        type="date"
        slotProps={{ ...dateLabel, htmlInput: { "data-testid": "certification-issued-input" } }}
      />
      <FormTextField
        control={control}
        name="expires_on"
        label={t("form.expiresOn")}
        type="date"
        slotProps={{ ...dateLabel, htmlInput: { "data-testid": "certification-expires-input" } }}
      />
    </Box>
  );
}
