export {
  activeOverlay,
  OVERLAY_PRIORITY,
  type OverlayId,
  setOverlayWanted,
  useActiveOverlay,
  useOverlayTurn,
} from "./overlay-queue.ts";
