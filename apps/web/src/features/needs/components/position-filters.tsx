import { POSITION_SORTS, SENIORITIES } from "@mkt/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { TechnologiesPicker, useTechnologies } from "../../profiles/index.ts";
import { MarketFilterBar } from "./market-filter-bar.tsx";

export type PositionFiltersProps = {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
};

const NONE: { id: number; name: string }[] = [];

/** The T&M list's filters; every value lives in the address. */
export function PositionFilters({ params, onChange }: PositionFiltersProps) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const technologies = useTechnologies();
  const tech = params.get("tech") ?? "";
  // The autocomplete clears what is being typed whenever its value changes: a new empty array when the
  // technology lookup arrived (or on any render) wiped "Kotlin" typed right after the page opened, before its
  // option could show. The value changes only when the chosen technologies do.
  const selected = useMemo(() => {
    const ids = tech.split(",").map(Number);
    const chosen = (technologies.data ?? []).filter((x) => ids.includes(x.id));
    return chosen.length ? chosen.map((x) => ({ id: x.id, name: x.name })) : NONE;
  }, [tech, technologies.data]);
  return (
    <MarketFilterBar
      params={params}
      onChange={onChange}
      columns="2fr 1fr 1fr 1fr 1fr 1fr"
      rowFrom="xl"
      testId="position-filters"
      minimum={{ param: "rate", label: t("filters.rateMin") }}
      fromLabel={t("filters.startFrom")}
      sorts={POSITION_SORTS}
      leading={
        <>
          <TechnologiesPicker
            label={t("filters.technology")}
            size="small"
            value={selected}
            onChange={(next) => onChange({ tech: next.map((x) => x.id).join(",") || null })}
            testId="filter-technology"
          />
          <SelectFilter
            label={t("form.seniority")}
            value={params.get("sen") ?? ""}
            onChange={(value) => onChange({ sen: value || null })}
            anyLabel={t("filters.any")}
            options={SENIORITIES.map((s) => ({ value: s, label: tp(`seniority.${s}`) }))}
          />
        </>
      }
    />
  );
}
