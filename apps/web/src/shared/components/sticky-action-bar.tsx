import { Paper } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

/**
 * The bar a long form keeps at the bottom of the window (its actions, or where a draft stands): raised, full
 * width, with room on the right for the shell's floating feedback button. `sx` adds the layout of its content.
 */
export function StickyActionBar({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Paper
      elevation={3}
      sx={[
        {
          position: "sticky",
          bottom: 0,
          zIndex: 2,
          p: 1.5,
          pr: { xs: 10, sm: 11 },
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
