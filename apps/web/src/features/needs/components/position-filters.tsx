import { POSITION_SORTS, SENIORITIES } from "@mkt/contracts";
import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { TechnologiesPicker, useTechnologies } from "../../profiles/index.ts";
import { MarketFilterBar } from "./market-filter-bar.tsx";

export type PositionFiltersProps = {
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
};

/** The T&M list's filters; every value lives in the address. */
export function PositionFilters({ params, onChange }: PositionFiltersProps) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const technologies = useTechnologies();
  const ids = (params.get("tech") ?? "").split(",").map(Number);
  const selected = (technologies.data ?? [])
    .filter((x) => ids.includes(x.id))
    .map((x) => ({ id: x.id, name: x.name }));
  return (
    <MarketFilterBar
      params={params}
      onChange={onChange}
      columns="2fr 1fr 1fr 1fr 1fr 1fr"
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
          <TextField
            select
            size="small"
            label={t("form.seniority")}
            value={params.get("sen") ?? ""}
            onChange={(event) => onChange({ sen: event.target.value || null })}
          >
            <MenuItem value="">{t("filters.any")}</MenuItem>
            {SENIORITIES.map((s) => (
              <MenuItem key={s} value={s}>
                {tp(`seniority.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    />
  );
}
