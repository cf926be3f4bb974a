import { PROFILE_SEARCH_SORTS, type ProfileSearchSort } from "@mkt/contracts";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Search from "@mui/icons-material/Search";
import { IconButton, InputAdornment, MenuItem, Stack, TextField, Tooltip } from "@mui/material";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import {
  defaultAsc,
  type SearchFilters,
  searchFromParams,
  searchToParams,
  withFilters,
} from "../search-filters.ts";

const SEARCH_DELAY_MS = 400;

/**
 * The talent search's state in the address: the filters and the change that writes them (each change a new
 * history entry, so the back button walks through the searches).
 */
export function useProfileSearchAddress() {
  const [params, setParams] = useAddressParams();
  const filters = searchFromParams(params);
  const change = useCallback(
    (next: Partial<SearchFilters>) =>
      setParams((current) => searchToParams(withFilters(searchFromParams(current), next))),
    [setParams],
  );
  return { params, setParams, filters, change };
}

export type TalentSearchToolbarProps = {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  /** The labels of the search box, the sort and the direction button. */
  labels: { search: string; sort: string; ascending: string; descending: string };
  testIds: { word: string; sort: string; direction: string };
  /** Shows the direction's label as a tooltip too. */
  directionTooltip?: boolean;
  /** After the direction button (the signed-in filters button on small screens). */
  end?: ReactNode;
};

/**
 * The search word (searched after a pause or on Enter, in step with the address), the sort and its direction.
 */
export function TalentSearchToolbar({
  filters,
  onChange,
  labels,
  testIds,
  directionTooltip = false,
  end,
}: TalentSearchToolbarProps) {
  const { t } = useTranslation("search");
  const [word, setWord] = useState(filters.search_word ?? "");
  useEffect(() => setWord(filters.search_word ?? ""), [filters.search_word]);
  useEffect(() => {
    if (word.trim() === (filters.search_word ?? "")) return;
    const timer = setTimeout(() => onChange({ search_word: word.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [word, filters.search_word, onChange]);
  const ascending = filters.asc ?? defaultAsc(filters.order_by);
  const directionLabel = ascending ? labels.ascending : labels.descending;
  const direction = (
    <IconButton
      onClick={() => onChange({ asc: !ascending })}
      aria-label={directionLabel}
      data-testid={testIds.direction}
    >
      {ascending ? <ArrowUpward /> : <ArrowDownward />}
    </IconButton>
  );
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        size="small"
        fullWidth
        label={labels.search}
        value={word}
        onChange={(event) => setWord(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onChange({ search_word: word.trim() || undefined });
        }}
        slotProps={{
          htmlInput: { maxLength: 120, "data-testid": testIds.word },
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
          label={labels.sort}
          value={filters.order_by}
          onChange={(event) =>
            onChange({ order_by: event.target.value as ProfileSearchSort, asc: undefined })
          }
          sx={{ minWidth: { xs: 0, sm: 180 }, flex: 1 }}
          slotProps={{ htmlInput: { "data-testid": testIds.sort } }}
        >
          {PROFILE_SEARCH_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
        {directionTooltip ? <Tooltip title={directionLabel}>{direction}</Tooltip> : direction}
        {end}
      </Stack>
    </Stack>
  );
}
