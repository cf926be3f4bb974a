import Close from "@mui/icons-material/Close";
import FilterList from "@mui/icons-material/FilterList";
import { Box, Button, Drawer, IconButton, Stack, Typography, useMediaQuery } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";

/** Below the md breakpoint a search's filters leave the side column for a drawer opened from a "Filters" button. */
export function useNarrowScreen(): boolean {
  return !useMediaQuery(useTheme().breakpoints.up("md"), { noSsr: true });
}

export type FiltersButtonProps = {
  /** "Filters", or "Filters (2)" while filters narrow the list: the caller's text. */
  label: string;
  onClick: () => void;
  testId?: string;
};

/** The button that opens the filters' drawer on a narrow screen. */
export function FiltersButton({ label, onClick, testId }: FiltersButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FilterList />}
      onClick={onClick}
      aria-haspopup="dialog"
      sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

export type FiltersDrawerProps = {
  open: boolean;
  onClose: () => void;
  heading: string;
  /** The close icon's accessible name. */
  closeLabel: string;
  /** The filters. */
  children: ReactNode;
  /** Under the filters: clear them, show the results. */
  footer: ReactNode;
  testId?: string;
};

/** A search's filters in a drawer from the left, full width on a phone: heading, close, the filters, a footer. */
export function FiltersDrawer({
  open,
  onClose,
  heading,
  closeLabel,
  children,
  footer,
  testId,
}: FiltersDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: { xs: "100vw", sm: 360 }, maxWidth: "100vw", p: 2 }} data-testid={testId}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
          <Typography variant="h6">{heading}</Typography>
          <IconButton onClick={onClose} aria-label={closeLabel}>
            <Close />
          </IconButton>
        </Stack>
        {children}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: "space-between" }}>
          {footer}
        </Stack>
      </Box>
    </Drawer>
  );
}
