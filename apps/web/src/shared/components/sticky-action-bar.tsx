import { Paper } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ReactNode, useRef } from "react";
import { useBottomBar } from "../overlays/index.ts";

/**
 * The bar a long form keeps at the bottom of the window (its actions, or where a draft stands): raised, full
 * width. It declares itself a bottom bar, so the shell's floating feedback button floats above it, never on it.
 * `sx` adds the layout of its content.
 */
export function StickyActionBar({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const bar = useRef<HTMLDivElement>(null);
  useBottomBar(bar);
  return (
    <Paper
      ref={bar}
      elevation={3}
      sx={[
        {
          position: "sticky",
          bottom: 0,
          zIndex: 2,
          p: 1.5,
          display: "flex",
          gap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
