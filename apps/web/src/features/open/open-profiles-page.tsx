import { PROFILE_SEARCH_PAGE_SIZES } from "@mkt/contracts";
import { Box, Button, Card, CardContent, Stack, TablePagination, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListState } from "../../shared/components/list-state.tsx";
import {
  activeProfileFilterCount,
  DEFAULT_PROFILE_SEARCH,
  FacetBar,
  profileSearchToParams,
  SearchWordsNote,
  TalentSearchToolbar,
  useProfileSearchAddress,
} from "../search/index.ts";
import { useOpenProfileSearch } from "./browse-api.ts";
import { OpenProfileCard } from "./open-profiles-card.tsx";
import { OpenFiltersFold } from "./open-profiles-collapsible.tsx";
import { OpenProfilesFilters } from "./open-profiles-filters.tsx";
import { useOpenSession } from "./open-session.tsx";

/**
 * §2.2 profile_available in the open area: the signed-in talent search's filters and facets over anonymised
 * cards. Every filter lives in the address (reload and share keep them); the token stays in the path.
 */
export function OpenProfilesPage() {
  const { t } = useTranslation("open-browse");
  const { token } = useOpenSession();
  const { setParams, filters, change } = useProfileSearchAddress();
  const results = useOpenProfileSearch(filters);
  const narrowing = activeProfileFilterCount(filters);
  const clear = () => setParams(profileSearchToParams({ ...DEFAULT_PROFILE_SEARCH }));
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
        <TalentSearchToolbar
          filters={filters}
          onChange={change}
          labels={{
            search: t("profiles.search"),
            sort: t("profiles.sort"),
            ascending: t("profiles.ascending"),
            descending: t("profiles.descending"),
          }}
          testIds={{ word: "open-search-word", sort: "open-search-sort", direction: "open-search-direction" }}
        />

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
                  <SearchWordsNote result={data} />
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
