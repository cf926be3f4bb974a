import { Box, CircularProgress } from "@mui/material";
import { lazy, Suspense } from "react";
import type { PlanCardSectionProps } from "./plan-card-section.tsx";

const load = () => import("./plan-card-section.tsx");
const PlanCardSection = lazy(() => load().then((module) => ({ default: module.PlanCardSection })));

/** Starts fetching the plan card's code: when the avatar is hovered or focused, before its menu opens. */
export function preloadPlanCardSection(): void {
  void load();
}

/**
 * The avatar menu's plan card (§2.5), its code fetched when first needed (issue 20, Speed): the card, its credit bar
 * and the purchase it starts are 4 KB gzip the signed-in shell no longer waits for. Until it arrives, the card's own
 * loading state.
 */
export function LazyPlanCardSection(props: PlanCardSectionProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ px: 2, py: 1.5, display: "grid", placeItems: "center" }} data-testid="plan-card">
          <CircularProgress size={20} />
        </Box>
      }
    >
      <PlanCardSection {...props} />
    </Suspense>
  );
}
