// The search feature's public face: other features import only from here (layer rule web-feature-boundaries).
// The open area's profile browsing (features/open) reuses the address form of a search, the toolbar, the filter
// panel, the card frame and the facet chips; the signed-in extras reach those through props and slots.
export { FacetBar } from "./components/facet-bar.tsx";
export {
  type ProfileCardFacts,
  ProfileCardFrame,
  type ProfileCardFrameProps,
} from "./components/profile-card-frame.tsx";
export {
  type FilterLookup,
  type LanguageFilterOption,
  ProfileFilterPanel,
  type ProfileFilterPanelProps,
  type TechnologyFilterOption,
} from "./components/profile-filter-panel.tsx";
export { SearchWordsNote } from "./components/search-words-note.tsx";
export {
  TalentSearchToolbar,
  type TalentSearchToolbarProps,
  useProfileSearchAddress,
} from "./components/talent-search-toolbar.tsx";
export { type SaveTarget, useSaveToggle } from "./hooks/use-save-toggle.tsx";
export {
  activeFilterCount as activeProfileFilterCount,
  DEFAULT_SEARCH as DEFAULT_PROFILE_SEARCH,
  defaultAsc as profileSortAscending,
  type SearchFilters as ProfileSearchFilters,
  searchFromParams as profileSearchFromParams,
  searchToParams as profileSearchToParams,
  toggled as toggledFilter,
  withFilters as withProfileFilters,
} from "./search-filters.ts";
