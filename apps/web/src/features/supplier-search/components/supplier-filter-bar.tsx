import { SUPPLIER_SEARCH_LIMITS, SUPPLIER_SEARCH_SORTS, type SupplierSearchSort } from "@mkt/contracts";
import { Autocomplete, Box, Button, TextField } from "@mui/material";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { CityField } from "../../../shared/places/city-field.tsx";
import { useJobSectors } from "../../company-profile/index.ts";
import { filterTechnologies, useTechnologies } from "../../profiles/index.ts";
import type { SupplierFilters } from "../supplier-filters.ts";

const TYPING_DELAY_MS = 400;
type TextKey = "q" | "vat" | "city";

export type SupplierFilterBarProps = {
  filters: SupplierFilters;
  onChange: (next: Partial<SupplierFilters>) => void;
  onClear: () => void;
  narrowing: number;
};

/** A text filter applied as the user stops typing (or presses Enter), kept in step with the address. */
function TextFilter(props: {
  name: TextKey;
  label: string;
  max: number;
  value: string | undefined;
  onChange: SupplierFilterBarProps["onChange"];
}) {
  const { name, value, onChange } = props;
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => onChange({ [name]: text.trim() || undefined }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, name, onChange]);
  const apply = (next: string) => onChange({ [name]: next.trim() || undefined });
  if (name === "city")
    // Suggestions of real places (issue 22): "Milan" also finds companies in Monza or Rho; Enter bubbles here
    // after the autocomplete has handled it.
    return (
      <Box
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === "Enter") apply(text);
        }}
      >
        <CityField
          size="small"
          label={props.label}
          value={text}
          onChange={setText}
          onChoose={apply}
          maxLength={props.max}
          testId={`supplier-filter-${name}`}
        />
      </Box>
    );
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply(text);
      }}
      slotProps={{ htmlInput: { maxLength: props.max, "data-testid": `supplier-filter-${name}` } }}
    />
  );
}

/** Name, VAT number, city, sector, technology and sort of the supplier search. */
export function SupplierFilterBar({ filters, onChange, onClear, narrowing }: SupplierFilterBarProps) {
  const { t } = useTranslation("supplier-search");
  const language = useLanguage();
  const sectors = useJobSectors(language);
  const technologies = useTechnologies();
  const options = (technologies.data ?? []).map((tech) => ({
    id: tech.id,
    name: tech.name,
    aliases: tech.aliases,
    enabled: tech.enabled,
  }));
  const technology = options.find((o) => o.id === filters.technology) ?? null;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
        alignItems: "center",
      }}
      component="section"
      aria-label={t("filters.heading")}
    >
      <TextFilter
        name="q"
        label={t("filters.name")}
        max={SUPPLIER_SEARCH_LIMITS.queryMax}
        value={filters.q}
        onChange={onChange}
      />
      <TextFilter
        name="vat"
        label={t("filters.vat")}
        max={SUPPLIER_SEARCH_LIMITS.vatMax}
        value={filters.vat}
        onChange={onChange}
      />
      <TextFilter
        name="city"
        label={t("filters.city")}
        max={SUPPLIER_SEARCH_LIMITS.cityMax}
        value={filters.city}
        onChange={onChange}
      />
      <SelectFilter
        fullWidth
        label={t("filters.sector")}
        value={filters.sector === undefined ? "" : String(filters.sector)}
        onChange={(value) => onChange({ sector: value ? Number(value) : undefined })}
        anyLabel={t("filters.anySector")}
        options={(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        slotProps={{ htmlInput: { "data-testid": "supplier-filter-sector" } }}
      />
      <Autocomplete
        size="small"
        options={options}
        value={technology}
        loading={technologies.isPending}
        onChange={(_, next) => onChange({ technology: next?.id })}
        getOptionLabel={(o) => o.name}
        filterOptions={(list, state) => filterTechnologies(list, state.inputValue)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loadingText={t("loading")}
        renderInput={(params) => <TextField {...params} label={t("filters.technology")} />}
        data-testid="supplier-filter-technology"
      />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        <SelectFilter
          fullWidth
          label={t("filters.sort")}
          value={filters.order}
          onChange={(value) => onChange({ order: value as SupplierSearchSort })}
          options={SUPPLIER_SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          slotProps={{ htmlInput: { "data-testid": "supplier-sort" } }}
        />
        <Button
          onClick={onClear}
          disabled={narrowing === 0}
          sx={{ flexShrink: 0 }}
          data-testid="supplier-clear"
        >
          {t("filters.clear")}
        </Button>
      </Box>
    </Box>
  );
}
