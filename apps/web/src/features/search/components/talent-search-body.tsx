import { ROLE } from "@mkt/contracts";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FiltersButton, FiltersDrawer, useNarrowScreen } from "../../../shared/components/filters-drawer.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { useRequestAvailabilityAction } from "../../availability/index.ts";
import { SavedSearchActions } from "../../saved-searches/index.ts";
import { useProfileSearch } from "../api.ts";
import { useSaveToggle } from "../hooks/use-save-toggle.tsx";
import {
  activeFilterCount,
  DEFAULT_SEARCH,
  searchFromParams,
  searchToParams,
  studentsOnlyFilters,
} from "../search-filters.ts";
import { ClearFiltersButton, FilterPanel } from "./filter-panel.tsx";
import { TalentSearchResults } from "./talent-search-results.tsx";
import { TalentSearchToolbar, useProfileSearchAddress } from "./talent-search-toolbar.tsx";

/** The search on screen as a saved search keeps it: the filters and the sort, not the page. */
function savedCriteria(
  filters: ReturnType<typeof useProfileSearchAddress>["filters"],
): Record<string, unknown> {
  const { start_profile: _start, limit_page: _limit, ...criteria } = filters;
  return criteria;
}

export type TalentSearchBodyProps = {
  /** Only students' profiles (§2.2 accademy_profiles): the profile-type filter is fixed and not shown. */
  studentsOnly: boolean;
};

/**
 * The talent search under its heading (pages/profile-available-page.tsx): search box, sort, filters (side panel or
 * drawer), facets, result cards, pages.
 */
export function TalentSearchBody({ studentsOnly }: TalentSearchBodyProps) {
  const { t } = useTranslation("search");
  const session = useSession();
  const { setParams, filters, change } = useProfileSearchAddress();
  const results = useProfileSearch(studentsOnly ? studentsOnlyFilters(filters) : filters);
  const saving = useSaveToggle();
  const availability = useRequestAvailabilityAction();
  const narrow = useNarrowScreen();
  const [drawer, setDrawer] = useState(false);
  const roleId = session?.user.role_id;
  const canSave = roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES;

  const narrowing = activeFilterCount(filters);
  const clear = () =>
    setParams((current) =>
      searchToParams({ ...DEFAULT_SEARCH, search_word: searchFromParams(current).search_word }),
    );
  const data = results.data;
  const panel = <FilterPanel filters={filters} onChange={change} hideKinds={studentsOnly} />;

  return (
    <>
      {studentsOnly ? null : (
        <SavedSearchActions
          kind="profiles"
          criteria={savedCriteria(filters)}
          suggestedName={filters.search_word ?? ""}
        />
      )}
      <TalentSearchToolbar
        filters={filters}
        onChange={change}
        labels={{
          search: t("filters.search"),
          sort: t("available.sort"),
          ascending: t("available.ascending"),
          descending: t("available.descending"),
        }}
        testIds={{ word: "search-word", sort: "search-sort", direction: "search-direction" }}
        directionTooltip
        end={
          narrow ? (
            <FiltersButton
              label={narrowing > 0 ? t("filters.openCount", { count: narrowing }) : t("filters.open")}
              onClick={() => setDrawer(true)}
              testId="search-filters-open"
            />
          ) : null
        }
      />

      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "300px 1fr" } }}>
        {narrow ? (
          <FiltersDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            heading={t("filters.heading")}
            closeLabel={t("filters.close")}
            testId="search-drawer"
            footer={
              <>
                <ClearFiltersButton onClear={clear} disabled={narrowing === 0} />
                <Button variant="contained" onClick={() => setDrawer(false)} data-testid="search-drawer-done">
                  {data ? `${t("filters.showResults")} (${data.total})` : t("filters.showResults")}
                </Button>
              </>
            }
          >
            {panel}
          </FiltersDrawer>
        ) : (
          <Box component="aside" aria-label={t("filters.heading")}>
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{t("filters.heading")}</Typography>
              <ClearFiltersButton onClear={clear} disabled={narrowing === 0} />
            </Stack>
            {panel}
          </Box>
        )}

        <TalentSearchResults
          results={results}
          filters={filters}
          onChange={change}
          hideKinds={studentsOnly}
          narrowing={narrowing}
          onClear={clear}
          onToggleSave={canSave ? saving.toggle : undefined}
          savePending={saving.pending}
          actionsOf={canSave ? availability.button : undefined}
        />
      </Box>
      {saving.dialog}
      {availability.dialog}
    </>
  );
}
