import { SERVICE_SEARCH_LIMITS, SERVICE_SEARCH_SORTS } from "@mkt/contracts";
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { ShortlistBar } from "../../service-requests/index.ts";
import { useServiceSearch } from "../api.ts";
import { FavouriteServices } from "../components/favourite-services.tsx";
import { ServiceCard } from "../components/service-card.tsx";
import { ServiceDetailDrawer } from "../components/service-detail-drawer.tsx";
import { ServiceFacets } from "../components/service-facets.tsx";
import { useCanFavourite } from "../favourites-api.ts";
import {
  activeFilters,
  DEFAULT_SERVICE_SEARCH,
  type ServiceSearchState,
  searchFromParams,
  searchToParams,
  withSearch,
} from "../search-params.ts";
import { serviceIdParam, withServiceParam } from "../service-param.ts";

/** The search box: applied on Enter or the search button, kept in step with the address. */
function SearchBox({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (word: string | undefined) => void;
}) {
  const { t } = useTranslation("find-services");
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const submit = () => onSearch(text.trim() || undefined);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: "flex", gap: 1, flex: 1, minWidth: 240 }}
    >
      <TextField
        size="small"
        fullWidth
        label={t("searchLabel")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SERVICE_SEARCH_LIMITS.wordMax, "data-testid": "service-search-word" },
        }}
      />
      <Button type="submit" variant="contained" data-testid="service-search-submit">
        {t("search")}
      </Button>
    </Box>
  );
}

/**
 * §2.2 find_services: the clients' service catalogue — full-text search in it/en, facets with counts, price,
 * sort, result cards and the service's detail in a drawer. Every filter and the open detail live in the address.
 */
export function FindServicesPage() {
  const { t } = useTranslation("find-services");
  const { t: tf } = useTranslation("service-favourites");
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const results = useServiceSearch(search);
  // The buying roles switch between the catalogue and their company's favourites (?view=favourites).
  const canFavourite = useCanFavourite();
  const favouritesView = canFavourite && params.get("view") === "favourites";
  const setView = (view: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (view === "favourites") next.set("view", view);
      else next.delete("view");
      return next;
    });
  // The open detail lives in the address too (?service=<id>), so other pages can link to a service.
  const openId = serviceIdParam(params);
  const setOpenId = useCallback(
    (id: number | null) => setParams((current) => withServiceParam(current, id)),
    [setParams],
  );
  const change = useCallback(
    (next: Partial<ServiceSearchState>) =>
      setParams((current) => searchToParams(withSearch(searchFromParams(current), next))),
    [setParams],
  );
  const clear = () => setParams(searchToParams({ ...DEFAULT_SERVICE_SEARCH, sort: search.sort }));
  const data = results.data;
  const narrowing = activeFilters(search);
  return (
    <Card data-testid="find-services-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("heading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("subtitle")}
        </Typography>
        {canFavourite ? (
          <Tabs
            value={favouritesView ? "favourites" : "catalogue"}
            onChange={(_event, view: string) => setView(view)}
            aria-label={tf("tabs.label")}
            sx={{ mb: 2 }}
          >
            <Tab value="catalogue" label={tf("tabs.catalogue")} data-testid="service-view-catalogue" />
            <Tab value="favourites" label={tf("tabs.favourites")} data-testid="service-view-favourites" />
          </Tabs>
        ) : null}
        {favouritesView ? <FavouriteServices onOpen={setOpenId} /> : null}
        <Stack
          hidden={favouritesView}
          direction="row"
          useFlexGap
          sx={{ flexWrap: "wrap", gap: 1.5, mb: 2, alignItems: "center" }}
        >
          <SearchBox value={search.search_word} onSearch={(word) => change({ search_word: word })} />
          <SelectFilter
            label={t("sort.label")}
            value={search.sort}
            options={SERVICE_SEARCH_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            onChange={(value) => change({ sort: value as ServiceSearchState["sort"] })}
            data-testid="service-sort"
          />
          {narrowing > 0 ? (
            <Button onClick={clear} data-testid="service-filters-clear">
              {t("filters.clear", { count: narrowing })}
            </Button>
          ) : null}
        </Stack>
        <Box
          hidden={favouritesView}
          sx={{
            display: favouritesView ? "none" : "grid",
            gap: 3,
            gridTemplateColumns: { xs: "1fr", md: "260px 1fr" },
          }}
        >
          <Box>{data ? <ServiceFacets search={search} facets={data.facets} onChange={change} /> : null}</Box>
          <Stack spacing={2} data-testid="service-results" aria-busy={results.isFetching}>
            <ListState
              query={results}
              empty={data?.items.length === 0}
              emptyText={t(narrowing > 0 ? "emptyFiltered" : "empty")}
              emptyTestId="service-empty"
              retry={{ label: t("retry"), onClick: () => void results.refetch() }}
            >
              {data && data.items.length > 0 ? (
                <>
                  <Typography sx={{ fontWeight: 700 }} data-testid="service-total">
                    {t("total", { count: data.total })}
                  </Typography>
                  <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
                    {data.items.map((item) => (
                      <ServiceCard key={item.id} service={item} onOpen={setOpenId} />
                    ))}
                  </Box>
                  <ListPagination
                    count={Math.ceil(data.total / data.limit)}
                    page={data.page}
                    onChange={(page) => change({ page })}
                    testId="service-pagination"
                  />
                </>
              ) : null}
            </ListState>
          </Stack>
        </Box>
        <ServiceDetailDrawer id={openId} onClose={() => setOpenId(null)} />
        <ShortlistBar />
      </CardContent>
    </Card>
  );
}
