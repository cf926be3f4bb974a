import { PROFILE_SEARCH_SORTS, type ProfileSearchSort, ROLE } from "@mkt/contracts";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Close from "@mui/icons-material/Close";
import FilterList from "@mui/icons-material/FilterList";
import Search from "@mui/icons-material/Search";
import {
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../../../shared/session/use-session.ts";
import { useRequestAvailabilityAction } from "../../availability/index.ts";
import { useProfileSearch } from "../api.ts";
import { ClearFiltersButton, FilterPanel } from "../components/filter-panel.tsx";
import { TalentSearchResults } from "../components/talent-search-results.tsx";
import { useSaveToggle } from "../hooks/use-save-toggle.tsx";
import {
  activeFilterCount,
  DEFAULT_SEARCH,
  defaultAsc,
  type SearchFilters,
  searchFromParams,
  searchToParams,
  withFilters,
} from "../search-filters.ts";

const SEARCH_DELAY_MS = 400;

/** §2.2 profile_available: the talent search, every filter in the address (shareable, back button restores). */
export function ProfileAvailablePage() {
  const { t } = useTranslation("search");
  return (
    <TalentSearch
      heading={t("available.heading")}
      subtitle={t("available.subtitle")}
      testId="profile-available-page"
    />
  );
}

export type TalentSearchProps = {
  heading: string;
  subtitle: string;
  testId: string;
  /** Only students' profiles (§2.2 accademy_profiles): the profile-type filter is fixed and not shown. */
  studentsOnly?: boolean;
};

/** The talent search screen: search box, sort, filters (side panel or drawer), facets, result cards, pages. */
export function TalentSearch({ heading, subtitle, testId, studentsOnly = false }: TalentSearchProps) {
  const { t } = useTranslation("search");
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = searchFromParams(params);
  const results = useProfileSearch(studentsOnly ? { ...filters, type_profiles: ["student"] } : filters);
  const saving = useSaveToggle();
  const availability = useRequestAvailabilityAction();
  const narrow = !useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true });
  const [drawer, setDrawer] = useState(false);
  const roleId = session?.user.role_id;
  const canSave = roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES;

  // Every change is a new history entry: the back button walks through the searches.
  const change = useCallback(
    (next: Partial<SearchFilters>) =>
      setParams((current) => searchToParams(withFilters(searchFromParams(current), next))),
    [setParams],
  );

  const [word, setWord] = useState(filters.search_word ?? "");
  useEffect(() => setWord(filters.search_word ?? ""), [filters.search_word]);
  useEffect(() => {
    if (word.trim() === (filters.search_word ?? "")) return;
    const timer = setTimeout(() => change({ search_word: word.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [word, filters.search_word, change]);

  const narrowing = activeFilterCount(filters);
  const clear = () => setParams(searchToParams({ ...DEFAULT_SEARCH, search_word: filters.search_word }));
  const ascending = filters.asc ?? defaultAsc(filters.order_by);
  const data = results.data;
  const panel = <FilterPanel filters={filters} onChange={change} hideKinds={studentsOnly} />;

  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t("filters.search")}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") change({ search_word: word.trim() || undefined });
            }}
            slotProps={{
              htmlInput: { maxLength: 120, "data-testid": "search-word" },
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
              label={t("available.sort")}
              value={filters.order_by}
              onChange={(event) =>
                change({ order_by: event.target.value as ProfileSearchSort, asc: undefined })
              }
              sx={{ minWidth: { xs: 0, sm: 180 }, flex: 1 }}
              slotProps={{ htmlInput: { "data-testid": "search-sort" } }}
            >
              {PROFILE_SEARCH_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={ascending ? t("available.ascending") : t("available.descending")}>
              <IconButton
                onClick={() => change({ asc: !ascending })}
                aria-label={ascending ? t("available.ascending") : t("available.descending")}
                data-testid="search-direction"
              >
                {ascending ? <ArrowUpward /> : <ArrowDownward />}
              </IconButton>
            </Tooltip>
            {narrow ? (
              <Button
                variant="outlined"
                startIcon={<FilterList />}
                onClick={() => setDrawer(true)}
                sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
                data-testid="search-filters-open"
              >
                {narrowing > 0 ? t("filters.openCount", { count: narrowing }) : t("filters.open")}
              </Button>
            ) : null}
          </Stack>
        </Stack>

        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "300px 1fr" } }}>
          {narrow ? (
            <Drawer anchor="left" open={drawer} onClose={() => setDrawer(false)}>
              <Box
                sx={{ width: { xs: "100vw", sm: 360 }, maxWidth: "100vw", p: 2 }}
                data-testid="search-drawer"
              >
                <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
                  <Typography variant="h6">{t("filters.heading")}</Typography>
                  <IconButton onClick={() => setDrawer(false)} aria-label={t("filters.close")}>
                    <Close />
                  </IconButton>
                </Stack>
                {panel}
                <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: "space-between" }}>
                  <ClearFiltersButton onClear={clear} disabled={narrowing === 0} />
                  <Button
                    variant="contained"
                    onClick={() => setDrawer(false)}
                    data-testid="search-drawer-done"
                  >
                    {data ? `${t("filters.showResults")} (${data.total})` : t("filters.showResults")}
                  </Button>
                </Stack>
              </Box>
            </Drawer>
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
      </CardContent>
      {saving.dialog}
      {availability.dialog}
    </Card>
  );
}
