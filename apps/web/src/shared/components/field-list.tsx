import { Box } from "@mui/material";
import type { ReactNode } from "react";

export type FieldListItem = { key: string; label: ReactNode; value: ReactNode };

/**
 * Label and value pairs in two columns (a description list): what a table row says, on a phone's card, where
 * the table's columns do not fit.
 */
export function FieldList({ items }: { items: readonly FieldListItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: "center",
        m: 0,
        mt: 1,
        typography: "body2",
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ color: "text.secondary" }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
