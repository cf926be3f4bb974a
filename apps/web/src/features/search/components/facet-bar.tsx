import type { ProfileSearchFacets } from "@mkt/contracts";
import { Box, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type SearchFilters, toggled } from "../search-filters.ts";

export type FacetBarProps = {
  facets: ProfileSearchFacets;
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
  /** Without the profile-type chips (a search fixed to one type). */
  hideKinds?: boolean;
  /** The counts are the server's last ones while it recounts (ProfileSearchResult.approximate): shown as "≈ n". */
  approximate?: boolean;
};

/** Counts of the current results by seniority, type, top technologies, premium and availability: a click applies one. */
export function FacetBar({
  facets,
  filters,
  onChange,
  hideKinds = false,
  approximate = false,
}: FacetBarProps) {
  const { t } = useTranslation("search");
  const { t: tp } = useTranslation("profiles");
  const chip = (key: string, label: string, count: number, active: boolean, onClick: () => void) => (
    <Chip
      key={key}
      size="small"
      label={`${label} (${approximate ? "≈ " : ""}${count})`}
      color={active ? "primary" : "default"}
      variant={active ? "filled" : "outlined"}
      onClick={onClick}
      disabled={count === 0 && !active}
      aria-pressed={active}
      data-testid={`search-facet-${key}`}
    />
  );
  const group = (title: string, chips: React.ReactNode[]) => (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={{ xs: 0.5, md: 1 }}
      sx={{ alignItems: { md: "baseline" } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150, flexShrink: 0 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
        {chips}
      </Stack>
    </Stack>
  );
  return (
    <Box data-testid="search-facets">
      <Stack spacing={1}>
        {group(
          t("facets.seniority"),
          facets.seniority.map((f) =>
            chip(
              `seniority-${f.key}`,
              tp(`seniority.${f.key}`),
              f.count,
              filters.seniority?.includes(f.key) ?? false,
              () => onChange({ seniority: toggled(filters.seniority, f.key) }),
            ),
          ),
        )}
        {hideKinds
          ? null
          : group(
              t("facets.typeProfiles"),
              facets.type_profiles.map((f) =>
                chip(
                  `kind-${f.key}`,
                  t(`kind.${f.key}`),
                  f.count,
                  filters.type_profiles?.includes(f.key) ?? false,
                  () => onChange({ type_profiles: toggled(filters.type_profiles, f.key) }),
                ),
              ),
            )}
        {facets.technology.length > 0
          ? group(
              t("facets.technology"),
              facets.technology.map((f) =>
                chip(`tech-${f.id}`, f.name, f.count, filters.technology?.includes(f.id) ?? false, () =>
                  onChange({ technology: toggled(filters.technology, f.id) }),
                ),
              ),
            )
          : null}
        {group(t("facets.more"), [
          chip("premium", t("card.premium"), facets.premium, filters.premium_profile === true, () =>
            onChange({ premium_profile: filters.premium_profile ? undefined : true }),
          ),
          chip("now", tp("availability.now"), facets.now_available, filters.now_available === true, () =>
            onChange({ now_available: filters.now_available ? undefined : true }),
          ),
        ])}
        {approximate ? (
          <Typography variant="caption" color="text.secondary" data-testid="search-facets-approximate">
            {t("facets.approximate")}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
