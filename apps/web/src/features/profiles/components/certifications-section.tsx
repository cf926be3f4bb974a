import { PROFILE_LIMITS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, IconButton } from "@mui/material";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { EMPTY_CERTIFICATION, type ProfileFormValues } from "../profile-form-model.ts";
import { CertificationNameField } from "./certification-name-field.tsx";
import { RepeatableSection } from "./form-section.tsx";

export type CertificationsSectionProps = { control: Control<ProfileFormValues> };

const dateLabel = { inputLabel: { shrink: true } } as const;

/** Certifications with issuer and validity dates. */
export function CertificationsSection({ control }: CertificationsSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, append, remove } = useFieldArray({ control, name: "certifications" });
  return (
    <RepeatableSection
      id="certifications"
      title={t("form.sections.certifications")}
      addLabel={t("form.addCertification")}
      addTestId="certification-add"
      onAdd={() => append({ ...EMPTY_CERTIFICATION })}
      addDisabled={fields.length >= PROFILE_LIMITS.certificationsMax}
      emptyText={t("form.noCertifications")}
      isEmpty={fields.length === 0}
    >
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr auto", md: "2fr 1.5fr 1fr 1fr auto" },
            alignItems: "start",
          }}
          data-testid="certification-row"
        >
          <CertificationNameField
            control={control}
            name={`certifications.${index}.name`}
            technologyIdName={`certifications.${index}.technology_id`}
            label={t("form.certificationName")}
            required
            inputTestId="certification-name-input"
          />
          <IconButton
            aria-label={t("form.remove")}
            onClick={() => remove(index)}
            sx={{ mt: 1, order: { md: 5 } }}
          >
            <DeleteOutline />
          </IconButton>
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`certifications.${index}.issuer`}
              label={t("form.issuer")}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`certifications.${index}.issued_on`}
              label={t("form.issuedOn")}
              type="date"
              slotProps={dateLabel}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`certifications.${index}.expires_on`}
              label={t("form.expiresOn")}
              type="date"
              slotProps={dateLabel}
            />
          </Box>
        </Box>
      ))}
    </RepeatableSection>
  );
}
