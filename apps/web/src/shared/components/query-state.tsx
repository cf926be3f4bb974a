import { Box, CircularProgress, type SxProps, type Theme, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { ErrorAlert } from "./error-alert.tsx";

/** What QueryState reads of the query (a TanStack Query result fits). */
export type QueryStateQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

export type QueryStateProps<T> = {
  query: QueryStateQuery<T>;
  /** Vertical padding around the spinner shown while the first answer loads (theme spacing). */
  spinnerPy?: number;
  spinnerSize?: number;
  /** A button in the error alert that fetches again (e.g. `{ label: t("retry"), onClick: () => void q.refetch() }`). */
  retry?: { label: string; onClick: () => void };
  /** When the loaded data counts as empty (e.g. `(page) => page.items.length === 0`); then `emptyText` shows. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  emptyTestId?: string;
  /** Defaults to `{ py: 3 }`. */
  emptySx?: SxProps<Theme>;
  /** The content, given the loaded data. */
  children: (data: T) => ReactNode;
};

/**
 * One of four states in place of a block that needs its data: a centred spinner until the first answer, the
 * translated error (with an optional retry), the empty message, or the content drawn from the data. Use ListState
 * instead when the content stays visible while a list refetches (filters, pages).
 */
export function QueryState<T>({
  query,
  spinnerPy = 6,
  spinnerSize,
  retry,
  isEmpty,
  emptyText,
  emptyTestId,
  emptySx = { py: 3 },
  children,
}: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: spinnerPy }}>
        <CircularProgress size={spinnerSize} />
      </Box>
    );
  if (query.isError || query.data === undefined) return <ErrorAlert error={query.error} retry={retry} />;
  if (isEmpty?.(query.data))
    return (
      <Typography color="text.secondary" sx={emptySx} data-testid={emptyTestId}>
        {emptyText}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
