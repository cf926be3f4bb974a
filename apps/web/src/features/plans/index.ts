// The plans feature's public face: other features import only from here (layer rule web-feature-boundaries).
export { loadsCredits, loadsPlanStatus, plansKeys, usePlanSummary } from "./api.ts";
export { openBlockedFeature } from "./blocked-feature.ts";
export { BlockedFeatureModal } from "./components/blocked-feature-modal.tsx";
export { LazyPlanCardSection, planCardSectionCode } from "./components/lazy-plan-card-section.tsx";
export { PlansLayer } from "./components/plans-layer.tsx";
export { TopBarPlanItems } from "./components/top-bar-plan-items.tsx";
export { ADDON_FUNCTION } from "./plans-table-rules.ts";
