// The saved-searches feature's public face (issue 20: saved searches with e-mail alerts): the talent search and the
// services catalogue import only from here (layer rule web-feature-boundaries).
export { SavedSearchActions, type SavedSearchActionsProps } from "./components/saved-search-actions.tsx";
