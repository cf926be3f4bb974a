import { PROFILE_SEARCH_PAGE_SIZES, type ProfileSearchItem } from "@mkt/contracts";
import { Box, CircularProgress, LinearProgress, Stack, TablePagination, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import type { useProfileSearch } from "../api.ts";
import type { SearchFilters } from "../search-filters.ts";
import { FacetBar } from "./facet-bar.tsx";
import { ClearFiltersButton } from "./filter-panel.tsx";
import { ResultCard } from "./result-card.tsx";
import { SearchWordsNote } from "./search-words-note.tsx";

type TalentSearchResultsProps = {
  results: ReturnType<typeof useProfileSearch>;
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  /** The profile-type facet is fixed (students only) and not shown. */
  hideKinds: boolean;
  /** How many filters narrow the search (the empty state offers to clear them). */
  narrowing: number;
  onClear: () => void;
  /** Save or unsave a result; absent for who keeps no saved list. */
  onToggleSave?: (profile: ProfileSearchItem) => void;
  savePending: boolean;
  /** More buttons on each card (request availability). */
  actionsOf?: (profile: ProfileSearchItem) => ReactNode;
};

/** The talent search's results: loading, error, total, facets, the cards (or the empty state) and the pages. */
export function TalentSearchResults({
  results,
  filters,
  onChange,
  hideKinds,
  narrowing,
  onClear,
  onToggleSave,
  savePending,
  actionsOf,
}: TalentSearchResultsProps) {
  const { t } = useTranslation("search");
  const data = results.data;
  return (
    <Box
      sx={{ minWidth: 0, position: "relative" }}
      aria-busy={results.isFetching}
      data-testid="search-results"
    >
      {results.isPlaceholderData ? (
        <LinearProgress sx={{ position: "absolute", top: -8, left: 0, right: 0 }} aria-label={t("loading")} />
      ) : null}
      {results.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("loading")} />
        </Box>
      ) : results.isError ? (
        <ErrorAlert
          error={results.error}
          retry={{ label: t("retry"), onClick: () => void results.refetch() }}
        />
      ) : data ? (
        <Stack spacing={2}>
          <Typography
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
            data-testid="search-total"
            data-total={data.total}
          >
            {t(data.approximate ? "available.totalApproximate" : "available.total", { count: data.total })}
          </Typography>
          <SearchWordsNote result={data} />
          <FacetBar
            facets={data.facets}
            filters={filters}
            onChange={onChange}
            hideKinds={hideKinds}
            approximate={data.approximate === true}
          />
          {data.items.length === 0 ? (
            <Box sx={{ textAlign: "center", py: 6 }} data-testid="search-empty">
              <Typography sx={{ fontWeight: 600 }}>{t("available.empty")}</Typography>
              {narrowing > 0 ? (
                <Box sx={{ mt: 1 }}>
                  <ClearFiltersButton onClear={onClear} disabled={false} />
                </Box>
              ) : null}
            </Box>
          ) : (
            <Stack spacing={1.5}>
              {data.items.map((p) => (
                <ResultCard
                  key={p.id}
                  profile={p}
                  onToggleSave={onToggleSave}
                  savePending={savePending}
                  actions={actionsOf ? actionsOf(p) : null}
                />
              ))}
            </Stack>
          )}
          {data.total > 0 ? (
            <TablePagination
              component="div"
              count={data.total}
              page={Math.floor(data.start_profile / data.limit_page)}
              rowsPerPage={data.limit_page}
              rowsPerPageOptions={[...PROFILE_SEARCH_PAGE_SIZES]}
              onPageChange={(_, next) => onChange({ start_profile: next * filters.limit_page })}
              onRowsPerPageChange={(event) =>
                onChange({ limit_page: Number(event.target.value), start_profile: 0 })
              }
              labelRowsPerPage={t("available.perPage")}
              labelDisplayedRows={({ from, to, count }) => t("available.displayed", { from, to, count })}
            />
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
