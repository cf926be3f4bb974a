import { PROFILE_SORTS } from "@mkt/contracts";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import FilterList from "@mui/icons-material/FilterList";
import Search from "@mui/icons-material/Search";
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
  Tooltip,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTechnologies } from "../api.ts";
import type {
  AvailabilityFilter,
  ProfileListFilters,
  ProfileSort,
  PublishedFilter,
} from "../list-filters.ts";
import { defaultAsc } from "../list-filters.ts";
import { TechnologiesPicker } from "./technology-autocomplete.tsx";

export type ProfileFiltersProps = {
  filters: ProfileListFilters;
  onChange: (next: Partial<ProfileListFilters>) => void;
  /** Show the published/draft filter (the owner's list). */
  showPublished?: boolean;
};

const SEARCH_DELAY_MS = 350;

/** Search, technology, availability, publication and sort of the profile list. */
export function ProfileFilters({ filters, onChange, showPublished = true }: ProfileFiltersProps) {
  const { t } = useTranslation("profiles");
  const technologies = useTechnologies();
  const [search, setSearch] = useState(filters.search);

  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  const narrow = !useMediaQuery(useTheme().breakpoints.up("sm"), { noSsr: true });
  const [open, setOpen] = useState(false);
  const narrowed =
    filters.technologyIds.length +
    (filters.availability !== "any" ? 1 : 0) +
    (filters.published !== "any" ? 1 : 0);
  const byId = new Map((technologies.data ?? []).map((tech) => [tech.id, tech]));
  const chosen = filters.technologyIds.flatMap((id) => {
    const tech = byId.get(id);
    return tech ? [{ id: tech.id, name: tech.name }] : [];
  });

  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "2fr 2fr 1.2fr 1.2fr 1.6fr" },
        alignItems: "start",
      }}
      data-testid="profile-filters"
    >
      <TextField
        size="small"
        label={t("filters.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onChange({ search, page: 1 });
        }}
        slotProps={{
          htmlInput: { maxLength: 120, "data-testid": "profile-search" },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {narrow && !open ? (
        <Button
          variant="outlined"
          startIcon={<FilterList />}
          onClick={() => setOpen(true)}
          data-testid="profile-filters-open"
        >
          {narrowed > 0 ? t("filters.moreCount", { count: narrowed }) : t("filters.more")}
        </Button>
      ) : (
        <>
          <TechnologiesPicker
            size="small"
            label={t("filters.technology")}
            value={chosen}
            onChange={(next) => onChange({ technologyIds: next.map((tech) => tech.id), page: 1 })}
            testId="profile-filter-technology"
          />
          <Box sx={{ display: "flex", gap: 1 }}>
            <TextField
              select
              size="small"
              fullWidth
              label={t("filters.availability")}
              value={filters.availability}
              onChange={(event) => {
                const availability = event.target.value as AvailabilityFilter;
                onChange({
                  availability,
                  availableBy: availability === "by" ? filters.availableBy || nextMonth() : "",
                  page: 1,
                });
              }}
              data-testid="profile-filter-availability"
            >
              <MenuItem value="any">{t("filters.availabilityAny")}</MenuItem>
              <MenuItem value="now">{t("filters.availabilityNow")}</MenuItem>
              <MenuItem value="by">{t("filters.availabilityBy")}</MenuItem>
            </TextField>
          </Box>
          {filters.availability === "by" ? (
            <TextField
              size="small"
              type="date"
              label={t("filters.availableBy")}
              value={filters.availableBy}
              onChange={(event) => {
                if (event.target.value) onChange({ availableBy: event.target.value, page: 1 });
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : showPublished ? (
            <TextField
              select
              size="small"
              label={t("filters.published")}
              value={filters.published}
              onChange={(event) => onChange({ published: event.target.value as PublishedFilter, page: 1 })}
              data-testid="profile-filter-published"
            >
              <MenuItem value="any">{t("filters.publishedAny")}</MenuItem>
              <MenuItem value="published">{t("status.published")}</MenuItem>
              <MenuItem value="unpublished">{t("status.draft")}</MenuItem>
            </TextField>
          ) : (
            <span />
          )}
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <TextField
              select
              size="small"
              fullWidth
              label={t("filters.sort")}
              value={filters.sort}
              onChange={(event) => {
                const sort = event.target.value as ProfileSort;
                onChange({ sort, asc: defaultAsc(sort), page: 1 });
              }}
              data-testid="profile-sort"
            >
              {PROFILE_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={filters.asc ? t("filters.ascending") : t("filters.descending")}>
              <IconButton
                onClick={() => onChange({ asc: !filters.asc, page: 1 })}
                aria-label={filters.asc ? t("filters.ascending") : t("filters.descending")}
                data-testid="profile-sort-direction"
              >
                {filters.asc ? <ArrowUpward /> : <ArrowDownward />}
              </IconButton>
            </Tooltip>
          </Box>
        </>
      )}
    </Box>
  );
}

function nextMonth(): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}
