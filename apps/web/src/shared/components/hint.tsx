import type { TooltipProps } from "@mui/material/Tooltip";
import { whenPageIdle } from "../scheduling/when-page-idle.ts";
import { deferredComponent } from "./deferred-component.ts";

/** MUI's Tooltip (its positioning engine, Popper, is 10 KB gzip). */
const tooltip = deferredComponent<TooltipProps>(() => import("@mui/material/Tooltip").then((m) => m.default));

/** Fetches MUI's Tooltip once. */
export const loadTooltip = tooltip.load;

// After the page's own downloads: requested with them, it took one of a slow network's few connections.
whenPageIdle(tooltip.preload);

/**
 * A tooltip for the signed-in shell's top bar icons (issue 20, Speed): MUI's Tooltip once its module has arrived,
 * its child alone until then, so the shell does not wait for the tooltip's code before any page shows. The module is
 * requested once the page has loaded and the browser is idle; the child is then rendered again inside the tooltip.
 * The child must carry its own accessible name (`aria-label`): the tooltip only shows it.
 */
export function Hint(props: TooltipProps) {
  const Tooltip = tooltip.useComponent();
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
