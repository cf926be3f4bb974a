import FilterList from "@mui/icons-material/FilterList";
import { Box, Button, Collapse, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The filters beside the results on wide screens; on narrow ones (below md) folded under a "Filters (n)" button so
 * the results come first. Shared by the open profiles and services pages.
 */
export function OpenFiltersFold({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation("open-browse");
  const narrow = !useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true });
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        data-testid="open-filters-toggle"
      >
        {count > 0 ? t("filters.openCount", { count }) : t("filters.open")}
      </Button>
      <Collapse in={open}>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
