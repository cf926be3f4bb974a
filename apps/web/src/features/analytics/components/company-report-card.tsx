import { validationMessage } from "@mkt/contracts";
import Download from "@mui/icons-material/Download";
import { Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { track } from "../../../shared/tracking/index.ts";
import { downloadCompanyReport, type ReportFilters } from "../api.ts";

/**
 * Report Compagnie for staff: a company's activity over the filters' period as CSV, by the company's ID (its
 * internal number; the back office has no staff company picker to reuse, so the field says what it wants).
 */
export function CompanyReportCard({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation("analytics");
  const language = useLanguage();
  const [companyId, setCompanyId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const download = () => {
    const id = Number(companyId);
    if (!companyId.trim()) return setError(validationMessage("validation.required", language));
    if (!/^\d+$/.test(companyId.trim()) || id <= 0)
      return setError(validationMessage("validation.number", language));
    setError(null);
    setPending(true);
    track("company_report_download", { company_id: id, source: "charts" });
    downloadCompanyReport(id, filters)
      .catch((e: unknown) => emitNotice(errorText(e, language)))
      .finally(() => setPending(false));
  };
  return (
    <Card data-testid="company-report-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: "1rem", fontWeight: 700 }}>
          {t("companyReport.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t("companyReport.description")}
        </Typography>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          sx={{ alignItems: { sm: "flex-start" } }}
        >
          <TextField
            size="small"
            label={t("companyReport.company")}
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
            error={error !== null}
            helperText={error ?? t("companyReport.companyHint")}
            sx={{ minWidth: { sm: 320 } }}
            slotProps={{
              htmlInput: { inputMode: "numeric", maxLength: 10, "data-testid": "company-report-id" },
            }}
          />
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={download}
            disabled={pending}
            data-testid="company-report-download"
          >
            {t("companyReport.download")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
