import type { ServiceContent } from "@mkt/contracts";
import { Box, Chip, Typography } from "@mui/material";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { changedServiceFields, SERVICE_FIELDS } from "../service-diff.ts";
import { FieldValue, useContentNames } from "./content-fields.tsx";
import { changedSx } from "./service-content-view.tsx";

export type ServiceCompareProps = {
  live: ServiceContent;
  submitted: ServiceContent;
  submittedLabel: string;
};

/**
 * The live version and the submitted one side by side, field by field on one line so that they line up; the
 * submitted fields that differ are highlighted. On a phone the two versions of a field stack, each captioned.
 */
export function ServiceCompare({ live, submitted, submittedLabel }: ServiceCompareProps) {
  const { t } = useTranslation("service-review");
  const names = useContentNames();
  const changed = changedServiceFields(live, submitted);
  const caption = (text: string) => (
    <Typography
      variant="overline"
      color="text.secondary"
      sx={{ display: { xs: "block", sm: "none" }, lineHeight: 1.5 }}
    >
      {text}
    </Typography>
  );
  return (
    <Box data-testid="service-compare">
      <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="service-compare-summary">
        {changed.size === 0 ? t("detail.noChanges") : t("detail.changed", { count: changed.size })}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          columnGap: 3,
          rowGap: 1,
          alignItems: "start",
        }}
      >
        <Typography variant="subtitle2" sx={{ display: { xs: "none", sm: "block" }, fontWeight: 700 }}>
          {t("detail.live")}
        </Typography>
        <Typography variant="subtitle2" sx={{ display: { xs: "none", sm: "block" }, fontWeight: 700 }}>
          {submittedLabel}
        </Typography>
        {SERVICE_FIELDS.map((field) => {
          const isChanged = changed.has(field);
          return (
            <Fragment key={field}>
              <Box
                sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, alignItems: "center", mt: 1.5 }}
                data-testid={`compare-label-${field}`}
              >
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t(`fields.${field}`)}
                </Typography>
                {isChanged ? (
                  <Chip size="small" color="warning" label={t("detail.changedMark")} sx={{ height: 18 }} />
                ) : null}
              </Box>
              <Box data-testid={`live-${field}`} sx={{ minWidth: 0 }}>
                {caption(t("detail.live"))}
                <FieldValue field={field} content={live} names={names} />
              </Box>
              <Box
                data-testid={`field-${field}`}
                data-changed={isChanged ? "true" : undefined}
                sx={{ minWidth: 0, ...(isChanged ? changedSx : {}) }}
              >
                {caption(submittedLabel)}
                <FieldValue field={field} content={submitted} names={names} />
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
