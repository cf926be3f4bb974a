import { Box, Button, Card, CardContent, Tab, Typography } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { FiltersButton, FiltersDrawer, useNarrowScreen } from "../../../shared/components/filters-drawer.tsx";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { SavedSearchActions } from "../../saved-searches/index.ts";
import { ShortlistBar } from "../../service-requests/index.ts";
import { useServiceSearch } from "../api.ts";
import { FavouriteServices } from "../components/favourite-services.tsx";
import { ServiceCard } from "../components/service-card.tsx";
import { ServiceCatalogue, type ServiceCatalogueTestIds } from "../components/service-catalogue.tsx";
import { ServiceDetailDrawer } from "../components/service-detail-drawer.tsx";
import { useCanFavourite } from "../favourites-api.ts";
import type { ServiceSearchState } from "../search-params.ts";
import { useCatalogueAddress } from "../use-catalogue-address.ts";

const TEST_IDS: ServiceCatalogueTestIds = {
  word: "service-search-word",
  submit: "service-search-submit",
  sort: "service-sort",
  clear: "service-filters-clear",
  results: "service-results",
  empty: "service-empty",
  total: "service-total",
  pagination: "service-pagination",
};

/** The search on screen as a saved search keeps it: the filters and the sort, not the page. */
function savedCriteria(search: ServiceSearchState): Record<string, unknown> {
  const { page: _page, limit: _limit, ...criteria } = search;
  return criteria;
}

/**
 * §2.2 find_services: the clients' service catalogue — full-text search in it/en, facets with counts, price,
 * sort, result cards and the service's detail in a drawer. Every filter and the open detail live in the address.
 */
export function FindServicesPage() {
  const { t } = useTranslation("find-services");
  const { t: tf } = useTranslation("service-favourites");
  const address = useCatalogueAddress();
  const { params, setParams, openId, setOpenId } = address;
  const results = useServiceSearch(address.search);
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
          <ScrollableTabs
            value={favouritesView ? "favourites" : "catalogue"}
            onChange={(_event, view: string) => setView(view)}
            aria-label={tf("tabs.label")}
            sx={{ mb: 2 }}
          >
            <Tab value="catalogue" label={tf("tabs.catalogue")} data-testid="service-view-catalogue" />
            <Tab value="favourites" label={tf("tabs.favourites")} data-testid="service-view-favourites" />
          </ScrollableTabs>
        ) : null}
        {favouritesView ? null : (
          <SavedSearchActions
            kind="services"
            criteria={savedCriteria(address.search)}
            suggestedName={address.search.search_word ?? ""}
          />
        )}
        {favouritesView ? <FavouriteServices onOpen={setOpenId} /> : null}
        <ServiceCatalogue
          address={address}
          results={results}
          renderItem={(item) => <ServiceCard service={item} onOpen={setOpenId} />}
          emptyText={t("empty")}
          testIds={TEST_IDS}
          hidden={favouritesView}
          wrapFacets={(facets) => (
            <CatalogueFilters
              narrowing={address.narrowing}
              onClear={address.clear}
              total={results.data?.total}
            >
              {facets}
            </CatalogueFilters>
          )}
        />
        <ServiceDetailDrawer id={openId} onClose={() => setOpenId(null)} />
        <ShortlistBar />
      </CardContent>
    </Card>
  );
}

type CatalogueFiltersProps = {
  narrowing: number;
  onClear: () => void;
  /** The results' count, on the drawer's close button. */
  total: number | undefined;
  children: ReactNode;
};

/**
 * The facets beside the results on a wide screen; on a narrow one behind a "Filters" button, in a drawer (as
 * profile_available does), so the first service shows without scrolling past every facet.
 */
function CatalogueFilters({ narrowing, onClear, total, children }: CatalogueFiltersProps) {
  const { t } = useTranslation("find-services");
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <>
      <FiltersButton
        label={narrowing > 0 ? t("filters.openCount", { count: narrowing }) : t("filters.open")}
        onClick={() => setOpen(true)}
        testId="service-filters-open"
      />
      <FiltersDrawer
        open={open}
        onClose={() => setOpen(false)}
        heading={t("filters.heading")}
        closeLabel={t("filters.close")}
        testId="service-filters-drawer"
        footer={
          <>
            {narrowing > 0 ? (
              <Button onClick={onClear}>{t("filters.clear", { count: narrowing })}</Button>
            ) : (
              <Box />
            )}
            <Button variant="contained" onClick={() => setOpen(false)} data-testid="service-filters-done">
              {total === undefined
                ? t("filters.showResultsNone")
                : t("filters.showResults", { count: total })}
            </Button>
          </>
        }
      >
        {children}
      </FiltersDrawer>
    </>
  );
}
