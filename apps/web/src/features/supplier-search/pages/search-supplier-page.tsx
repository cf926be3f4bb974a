import { ROLE, SUPPLIER_SEARCH_PAGE_SIZES, type SupplierSearchItem } from "@mkt/contracts";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  TablePagination,
  Typography,
} from "@mui/material";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { downloadCompanyReport, useSupplierSearch } from "../api.ts";
import { SupplierCard } from "../components/supplier-card.tsx";
import { SupplierFilterBar } from "../components/supplier-filter-bar.tsx";
import {
  activeSupplierFilters,
  DEFAULT_SUPPLIER_SEARCH,
  type SupplierFilters,
  supplierFiltersFromParams,
  supplierFiltersToParams,
  withSupplierFilters,
} from "../supplier-filters.ts";

const CLIENT_ROLES: readonly number[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

/**
 * §2.2 search_supplier: Search Supplier for clients, Search Partner for suppliers and academies. Every filter
 * lives in the address; a plan without search_partner or download_company opens the blocked-feature modal.
 */
export function SearchSupplierPage() {
  const { t } = useTranslation("supplier-search");
  const language = useLanguage();
  const session = useSession();
  const { notify } = useNotice();
  const [params, setParams] = useAddressParams();
  const filters = supplierFiltersFromParams(params);
  const results = useSupplierSearch(filters);
  const [downloading, setDownloading] = useState<number | null>(null);
  const asClient = CLIENT_ROLES.includes(session?.user.role_id ?? 0);

  const change = useCallback(
    (next: Partial<SupplierFilters>) =>
      setParams((current) =>
        supplierFiltersToParams(withSupplierFilters(supplierFiltersFromParams(current), next)),
      ),
    [setParams],
  );
  const clear = () =>
    setParams((current) =>
      supplierFiltersToParams({
        ...DEFAULT_SUPPLIER_SEARCH,
        order: supplierFiltersFromParams(current).order,
      }),
    );

  const download = async (company: SupplierSearchItem) => {
    setDownloading(company.id);
    try {
      await downloadCompanyReport(company, language);
      track("company_report_download", { company_id: company.id, source: "search_supplier" });
    } catch (error) {
      // A plan without download_company opens the blocked-feature modal by itself.
      if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
    } finally {
      setDownloading(null);
    }
  };

  const data = results.data;
  // "Ricerca fornitore" (§2.6): what was looked for and how much was found (searches without results count).
  useTrackView(
    "supplier_search",
    data
      ? {
          results: data.total,
          ...(filters.q ? { keywords: filters.q } : {}),
          ...(filters.city ? { location: filters.city } : {}),
          ...(filters.vat ? { vat_number_search: filters.vat } : {}),
        }
      : null,
  );
  return (
    <Card data-testid="search-supplier-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {asClient ? t("heading.client") : t("heading.partner")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("subtitle")}
        </Typography>
        <SupplierFilterBar
          filters={filters}
          onChange={change}
          onClear={clear}
          narrowing={activeSupplierFilters(filters)}
        />
        <Box
          sx={{ mt: 3, position: "relative" }}
          aria-busy={results.isFetching}
          data-testid="supplier-results"
        >
          {results.isPlaceholderData ? (
            <LinearProgress
              sx={{ position: "absolute", top: -10, left: 0, right: 0 }}
              aria-label={t("loading")}
            />
          ) : null}
          {results.isPending ? (
            <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
              <CircularProgress aria-label={t("loading")} />
            </Box>
          ) : results.isError ? (
            // A plan refusal: the blocked-feature modal explains it, the alert offers it again (ErrorAlert).
            <ErrorAlert
              error={results.error}
              retry={{ label: t("retry"), onClick: () => void results.refetch() }}
              testId="supplier-error"
            />
          ) : data ? (
            <Stack spacing={2}>
              <Typography
                variant="subtitle1"
                sx={{ fontWeight: 700 }}
                data-testid="supplier-total"
                data-total={data.total}
              >
                {t("total", { count: data.total })}
              </Typography>
              {data.items.length === 0 ? (
                <Box sx={{ textAlign: "center", py: 6 }} data-testid="supplier-empty">
                  <Typography sx={{ fontWeight: 600 }}>{t("empty")}</Typography>
                  {activeSupplierFilters(filters) > 0 ? (
                    <Button sx={{ mt: 1 }} onClick={clear}>
                      {t("filters.clear")}
                    </Button>
                  ) : null}
                </Box>
              ) : (
                <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
                  {data.items.map((c) => (
                    <SupplierCard
                      key={c.id}
                      company={c}
                      onDownload={(company) => void download(company)}
                      downloading={downloading === c.id}
                    />
                  ))}
                </Box>
              )}
              {data.total > 0 ? (
                <TablePagination
                  component="div"
                  count={data.total}
                  page={data.page - 1}
                  rowsPerPage={data.limit}
                  rowsPerPageOptions={[...SUPPLIER_SEARCH_PAGE_SIZES]}
                  onPageChange={(_, next) => change({ page: next + 1 })}
                  onRowsPerPageChange={(event) => change({ limit: Number(event.target.value), page: 1 })}
                  labelRowsPerPage={t("perPage")}
                  labelDisplayedRows={({ from, to, count }) => t("displayed", { from, to, count })}
                />
              ) : null}
            </Stack>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
