export {
  type BottomBarPlacement,
  type FloatingClearance,
  useBottomBar,
  useFloatingClearance,
} from "./bottom-bar.ts";
export { controlUnder, useCoversControl } from "./clear-of-controls.ts";
export {
  activeOverlay,
  OVERLAY_PRIORITY,
  type OverlayId,
  setOverlayWanted,
  useActiveOverlay,
  useOverlayTurn,
} from "./overlay-queue.ts";
