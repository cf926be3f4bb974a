import { ProfileFilterPanel, type ProfileSearchFilters } from "../search/index.ts";
import { useOpenLanguages, useOpenTechnologies } from "./browse-api.ts";

export type OpenProfilesFiltersProps = {
  filters: ProfileSearchFilters;
  onChange: (next: Partial<ProfileSearchFilters>) => void;
};

/**
 * The visitor's profile filters: the signed-in search's names (technology, seniority, languages, localities,
 * only_loco, rate_min/max, now_available, only_profile_feedback) over the open lookups (getTechOpen,
 * getLanguagesOpen), which need no account.
 */
export function OpenProfilesFilters({ filters, onChange }: OpenProfilesFiltersProps) {
  const technologies = useOpenTechnologies();
  const languages = useOpenLanguages();
  return (
    <ProfileFilterPanel
      filters={filters}
      onChange={onChange}
      technologies={{
        options: (technologies.data ?? []).map((tech) => ({
          id: tech.id,
          name: tech.name,
          aliases: tech.aliases,
        })),
        loading: technologies.isPending,
      }}
      languages={{ options: languages.data ?? [], loading: languages.isPending }}
      ns="open-browse"
      testIdPrefix="open-filter"
      flags={["now_available", "only_profile_feedback"]}
      wholeRates
    />
  );
}
