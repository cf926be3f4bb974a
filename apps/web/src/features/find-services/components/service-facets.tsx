import {
  SERVICE_LIMITS,
  SERVICE_PRICE_BANDS,
  type ServiceDeliveryModel,
  type ServiceSearchFacets,
} from "@mkt/contracts";
import { Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEuro } from "../../../shared/i18n/format-euro.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type ServiceSearchState, toggled } from "../search-params.ts";
import { FacetList } from "./facet-list.tsx";

export type ServiceFacetsProps = {
  search: ServiceSearchState;
  facets: ServiceSearchFacets;
  onChange: (next: Partial<ServiceSearchState>) => void;
};

type CategoryFacet = ServiceSearchFacets["categories"][number];

/**
 * The categories as a tree: each area followed by its own categories, whatever order the answer has (a child is
 * only indented under its parent); a category whose area is not listed stays in its place.
 */
export function categoryTree(categories: readonly CategoryFacet[]): CategoryFacet[] {
  const listed = new Set(categories.map((c) => c.id));
  const roots = categories.filter((c) => c.parent_id === null || !listed.has(c.parent_id));
  return roots.flatMap((root) =>
    root.parent_id === null ? [root, ...categories.filter((c) => c.parent_id === root.id)] : [root],
  );
}

/** The maximum price, typed (applied on Enter or when the field is left) or picked from the price bands. */
function PriceFilter({ search, facets, onChange }: ServiceFacetsProps) {
  const { t } = useTranslation("find-services");
  const language = useLanguage();
  const [text, setText] = useState(search.price_max ? String(search.price_max) : "");
  useEffect(() => setText(search.price_max ? String(search.price_max) : ""), [search.price_max]);
  const value = Number(text);
  const invalid = text !== "" && (!Number.isInteger(value) || value < 1 || value > SERVICE_LIMITS.priceMax);
  const apply = () => {
    if (!invalid && (text === "" ? undefined : value) !== search.price_max)
      onChange({ price_max: text === "" ? undefined : value });
  };
  const bandCount = (key: string) => facets.price_bands.find((b) => b.key === key)?.count ?? 0;
  let cumulative = 0;
  const upTo = SERVICE_PRICE_BANDS.flatMap((band) => {
    cumulative += bandCount(band.key);
    return band.max === null ? [] : [{ max: band.max, count: cumulative }];
  });
  return (
    <Stack spacing={1} data-testid="facet-price">
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t("filters.price")}
      </Typography>
      <TextField
        size="small"
        label={t("filters.priceMax")}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/[^\d]/g, ""))}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === "Enter") apply();
        }}
        error={invalid}
        helperText={invalid ? t("filters.priceInvalid") : t("filters.vatExcluded")}
        slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": "filter-price-max" } }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
        {upTo.map((b) => (
          <Button
            key={b.max}
            size="small"
            variant={search.price_max === b.max ? "contained" : "outlined"}
            onClick={() => onChange({ price_max: search.price_max === b.max ? undefined : b.max })}
            data-testid={`price-up-to-${b.max}`}
          >
            {t("filters.upTo", { amount: formatEuro(b.max, language), count: b.count })}
          </Button>
        ))}
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={search.include_on_quote}
            onChange={(event) => onChange({ include_on_quote: event.target.checked })}
            data-testid="filter-on-quote"
          />
        }
        label={t("filters.includeOnQuote", { count: bandCount("on_quote") })}
      />
    </Stack>
  );
}

/** Category, delivery model, price, technology and sector facets, each with its counts. */
export function ServiceFacets({ search, facets, onChange }: ServiceFacetsProps) {
  const { t } = useTranslation("find-services");
  return (
    <Stack spacing={2.5} component="section" aria-label={t("filters.heading")}>
      <FacetList
        name="category"
        title={t("filters.category")}
        entries={categoryTree(facets.categories).map((c) => ({
          value: c.id,
          label: c.name,
          count: c.count,
          indent: c.parent_id !== null,
        }))}
        selected={search.category_ids}
        onToggle={(id) => onChange({ category_ids: toggled(search.category_ids, id) })}
      />
      <FacetList<ServiceDeliveryModel>
        name="model"
        title={t("filters.model")}
        entries={facets.delivery_models.map((m) => ({
          value: m.key,
          label: t(`model.${m.key}`),
          count: m.count,
        }))}
        selected={search.delivery_models}
        onToggle={(key) => onChange({ delivery_models: toggled(search.delivery_models, key) })}
      />
      <PriceFilter search={search} facets={facets} onChange={onChange} />
      <FacetList
        name="technology"
        title={t("filters.technology")}
        entries={facets.technologies.map((tech) => ({ value: tech.id, label: tech.name, count: tech.count }))}
        selected={search.technology_ids}
        onToggle={(id) => onChange({ technology_ids: toggled(search.technology_ids, id) })}
      />
      <FacetList
        name="sector"
        title={t("filters.sector")}
        entries={facets.sectors.map((s) => ({ value: s.id, label: s.name, count: s.count }))}
        selected={search.sector_ids}
        onToggle={(id) => onChange({ sector_ids: toggled(search.sector_ids, id) })}
      />
    </Stack>
  );
}
