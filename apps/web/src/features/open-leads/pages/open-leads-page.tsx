import Download from "@mui/icons-material/Download";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../../shared/api/transfer.ts";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  EMPTY_LEAD_FILTERS,
  LEADS_PAGE_SIZE,
  type LeadFilters,
  leadsCsvPath,
  periodReversed,
  useOpenLeads,
} from "../api.ts";
import { FunnelCard } from "../components/funnel-card.tsx";
import { LeadsFilters } from "../components/leads-filters.tsx";
import { LeadsTable } from "../components/leads-table.tsx";

/**
 * /open_leads (staff only, issue 16): the open area's leads with filters, pages and CSV, and the funnel per
 * source (visits → contacts → registrations → first needs) for the same period.
 */
export function OpenLeadsPage() {
  const { t } = useTranslation("open-leads");
  const language = useLanguage();
  const [filters, setFilters] = useState<LeadFilters>(EMPTY_LEAD_FILTERS);
  const change = useCallback(
    (next: Partial<LeadFilters>) => setFilters((f) => ({ ...f, ...next, page: 1 })),
    [],
  );
  const leads = useOpenLeads(filters);
  const reversed = periodReversed(filters);
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / LEADS_PAGE_SIZE)) : 1;
  const exportCsv = () =>
    downloadFile(leadsCsvPath(filters), "open-leads.csv").catch((error: unknown) =>
      emitNotice(errorText(error, language)),
    );
  return (
    <Stack spacing={2} data-testid="open-leads-page">
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        <Typography color="text.secondary">{t("subtitle")}</Typography>
      </Box>
      <Card>
        <CardContent>
          <LeadsFilters filters={filters} onChange={change} />
          <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1.5 }}>
            <Button
              startIcon={<Download />}
              onClick={exportCsv}
              disabled={reversed}
              data-testid="leads-export"
            >
              {t("export")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <FunnelCard from={filters.from} to={filters.to} />
      {reversed ? null : (
        <ListState
          query={leads}
          empty={leads.data?.items.length === 0}
          emptyText={t("empty")}
          emptyTestId="leads-empty"
        >
          {leads.data?.items.length ? (
            <Card sx={{ overflowX: "auto" }}>
              <LeadsTable leads={leads.data.items} />
            </Card>
          ) : null}
          <ListPagination
            count={pages}
            page={filters.page}
            onChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </ListState>
      )}
    </Stack>
  );
}
