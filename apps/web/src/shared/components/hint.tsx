import type { TooltipProps } from "@mui/material/Tooltip";
import { type ComponentType, useEffect, useState } from "react";

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

/** MUI's Tooltip, fetched once (its positioning engine, Popper, is 10 KB gzip). */
export function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import("@mui/material/Tooltip").then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}
// Requested as soon as the shell's code runs, beside the page's own chunks.
void loadTooltip();

/**
 * A tooltip for the signed-in shell's top bar icons (issue 20, Speed): MUI's Tooltip once its module has arrived,
 * its child alone until then, so the shell does not wait for the tooltip's code before any page shows. The module is
 * requested when the shell's code runs, and is usually in before the first render; when it is not, the child is
 * rendered again inside the tooltip when it comes. The child must carry its own accessible name (`aria-label`):
 * the tooltip only shows it.
 */
export function Hint(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loadTooltip().then((component) => {
      if (live) setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
