import { PROFILE_SEARCH_PAGE_SIZES, PROFILE_SEARCH_SORTS, type ProfileSearchSort } from "@mkt/contracts";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Search from "@mui/icons-material/Search";
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListState } from "../../shared/components/list-state.tsx";
import {
  activeProfileFilterCount,
  DEFAULT_PROFILE_SEARCH,
  FacetBar,
  type ProfileSearchFilters,
  profileSearchFromParams,
  profileSearchToParams,
  profileSortAscending,
  withProfileFilters,
} from "../search/index.ts";
import { useOpenProfileSearch } from "./browse-api.ts";
import { OpenProfileCard } from "./open-profiles-card.tsx";
import { OpenFiltersFold } from "./open-profiles-collapsible.tsx";
import { OpenProfilesFilters } from "./open-profiles-filters.tsx";
import { useOpenSession } from "./open-session.tsx";

const SEARCH_DELAY_MS = 400;

/**
 * §2.2 profile_available in the open area: the signed-in talent search's filters and facets over anonymised
 * cards. Every filter lives in the address (reload and share keep them); the token stays in the path.
 */
export function OpenProfilesPage() {
  const { t } = useTranslation("open-browse");
  const { token } = useOpenSession();
  const [params, setParams] = useSearchParams();
  const filters = profileSearchFromParams(params);
  const results = useOpenProfileSearch(filters);
  const change = useCallback(
    (next: Partial<ProfileSearchFilters>) =>
      setParams((current) =>
        profileSearchToParams(withProfileFilters(profileSearchFromParams(current), next)),
      ),
    [setParams],
  );
  const [word, setWord] = useState(filters.search_word ?? "");
  useEffect(() => setWord(filters.search_word ?? ""), [filters.search_word]);
  useEffect(() => {
    if (word.trim() === (filters.search_word ?? "")) return;
    const timer = setTimeout(() => change({ search_word: word.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [word, filters.search_word, change]);
  const narrowing = activeProfileFilterCount(filters);
  const clear = () => setParams(profileSearchToParams({ ...DEFAULT_PROFILE_SEARCH }));
  const ascending = filters.asc ?? profileSortAscending(filters.order_by);
  const data = results.data;

  return (
    <Card data-testid="open-profiles-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("profiles.heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("profiles.subtitle")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t("profiles.search")}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") change({ search_word: word.trim() || undefined });
            }}
            slotProps={{
              htmlInput: { maxLength: 120, "data-testid": "open-search-word" },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <TextField
              select
              size="small"
              label={t("profiles.sort")}
              value={filters.order_by}
              onChange={(event) =>
                change({ order_by: event.target.value as ProfileSearchSort, asc: undefined })
              }
              sx={{ minWidth: { xs: 0, sm: 180 }, flex: 1 }}
              slotProps={{ htmlInput: { "data-testid": "open-search-sort" } }}
            >
              {PROFILE_SEARCH_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`sorts.${sort}`, { ns: "search" })}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              onClick={() => change({ asc: !ascending })}
              aria-label={ascending ? t("profiles.ascending") : t("profiles.descending")}
              data-testid="open-search-direction"
            >
              {ascending ? <ArrowUpward /> : <ArrowDownward />}
            </IconButton>
          </Stack>
        </Stack>

        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "280px 1fr" } }}>
          <Box component="aside" aria-label={t("filters.heading")}>
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{t("filters.heading")}</Typography>
              {narrowing > 0 ? (
                <Button onClick={clear} data-testid="open-filters-clear">
                  {t("filters.clear")}
                </Button>
              ) : null}
            </Stack>
            <OpenFiltersFold count={narrowing}>
              <OpenProfilesFilters filters={filters} onChange={change} />
            </OpenFiltersFold>
          </Box>
          <Stack spacing={2} sx={{ minWidth: 0 }} aria-busy={results.isFetching} data-testid="open-profiles">
            <ListState
              query={results}
              empty={data?.items.length === 0}
              emptyText={t("profiles.empty")}
              emptyTestId="open-profiles-empty"
              retry={{ label: t("retry"), onClick: () => void results.refetch() }}
            >
              {data ? (
                <>
                  <Typography sx={{ fontWeight: 700 }} data-testid="open-profiles-total">
                    {t("profiles.total", { count: data.total })}
                  </Typography>
                  <FacetBar facets={data.facets} filters={filters} onChange={change} />
                  {data.items.map((p) => (
                    <OpenProfileCard key={p.id} profile={p} token={token} />
                  ))}
                  {data.total > 0 ? (
                    <TablePagination
                      component="div"
                      count={data.total}
                      page={Math.floor(data.start_profile / data.limit_page)}
                      rowsPerPage={data.limit_page}
                      rowsPerPageOptions={[...PROFILE_SEARCH_PAGE_SIZES]}
                      onPageChange={(_, next) => change({ start_profile: next * filters.limit_page })}
                      onRowsPerPageChange={(event) =>
                        change({ limit_page: Number(event.target.value), start_profile: 0 })
                      }
                      labelRowsPerPage={t("profiles.perPage")}
                      labelDisplayedRows={({ from, to, count }) =>
                        t("profiles.displayed", { from, to, count })
                      }
                    />
                  ) : null}
                </>
              ) : null}
            </ListState>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
