import type { TooltipProps } from "@mui/material/Tooltip";
import { type ComponentType, useSyncExternalStore } from "react";
import { whenPageIdle } from "../scheduling/when-page-idle.ts";

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;
const listeners = new Set<() => void>();

/** MUI's Tooltip, fetched once (its positioning engine, Popper, is 10 KB gzip). */
export function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import("@mui/material/Tooltip").then((module) => {
    loaded = module.default;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

// After the page's own downloads: requested with them, it took one of a slow network's few connections.
whenPageIdle(() => void loadTooltip());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * A tooltip for the signed-in shell's top bar icons (issue 20, Speed): MUI's Tooltip once its module has arrived,
 * its child alone until then, so the shell does not wait for the tooltip's code before any page shows. The module is
 * requested once the page has loaded and the browser is idle; the child is then rendered again inside the tooltip.
 * The child must carry its own accessible name (`aria-label`): the tooltip only shows it.
 */
export function Hint(props: TooltipProps) {
  const Tooltip = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
