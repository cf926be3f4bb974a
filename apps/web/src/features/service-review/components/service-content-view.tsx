import type { ServiceContent } from "@mkt/contracts";
import { Box, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SERVICE_FIELDS, type ServiceField } from "../service-diff.ts";
import { FieldValue, useContentNames } from "./content-fields.tsx";

/** The highlight of a changed field (shared by the single view and the side-by-side comparison). */
export const changedSx = {
  backgroundColor: "rgba(255, 167, 38, 0.12)",
  borderLeft: 3,
  borderColor: "warning.main",
  pl: 1,
} as const;

export type ServiceContentViewProps = {
  content: ServiceContent;
  /** Fields to highlight as changed (see `changedServiceFields`). */
  changed?: ReadonlySet<ServiceField>;
  testId?: string;
};

/**
 * A service's content, read-only: every field (titles and descriptions in Italian and English, category, delivery
 * model, price, duration, technologies, sectors, deliverables, case studies), with the changed ones highlighted.
 */
export function ServiceContentView({ content, changed, testId }: ServiceContentViewProps) {
  const { t } = useTranslation("service-review");
  const names = useContentNames();
  return (
    <Stack spacing={1.5} data-testid={testId}>
      {SERVICE_FIELDS.map((field) => {
        const isChanged = changed?.has(field) ?? false;
        return (
          <Box
            key={field}
            data-testid={`field-${field}`}
            data-changed={isChanged ? "true" : undefined}
            sx={isChanged ? changedSx : undefined}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.25 }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {t(`fields.${field}`)}
              </Typography>
              {isChanged ? (
                <Chip size="small" color="warning" label={t("detail.changedMark")} sx={{ height: 18 }} />
              ) : null}
            </Stack>
            <FieldValue field={field} content={content} names={names} />
          </Box>
        );
      })}
    </Stack>
  );
}
