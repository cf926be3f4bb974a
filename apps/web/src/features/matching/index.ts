// The matching feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { BandChip } from "./components/band-chip.tsx";
export { CompatibleProfilesPanel } from "./components/compatible-profiles-panel.tsx";
export { BestFitLine, FittingProfiles } from "./components/fitting-profiles.tsx";
