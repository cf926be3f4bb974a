import { Box, CircularProgress } from "@mui/material";
import { deferredComponent } from "../../../shared/components/deferred-component.ts";
import type { PlanCardSectionProps } from "./plan-card-section.tsx";

const card = deferredComponent<PlanCardSectionProps>(() =>
  import("./plan-card-section.tsx").then((module) => module.PlanCardSection),
);

/**
 * Fetches the plan card's code (when the page is shown, or the avatar hovered or focused); the avatar menu waits for
 * it before opening, so the card does not push the menu's items under the pointer as it arrives.
 */
export const planCardSectionCode = { preload: card.preload, whenLoaded: card.whenLoaded };

/**
 * The avatar menu's plan card (§2.5), its code fetched apart (issue 20, Speed): the card, its credit bar and the
 * purchase it starts are 4 KB gzip the signed-in shell no longer waits for. Until it is in, the card's own loading
 * state.
 */
export function LazyPlanCardSection(props: PlanCardSectionProps) {
  const PlanCardSection = card.useComponent();
  if (PlanCardSection) return <PlanCardSection {...props} />;
  return (
    <Box sx={{ px: 2, py: 1.5, display: "grid", placeItems: "center" }} data-testid="plan-card">
      <CircularProgress size={20} />
    </Box>
  );
}
