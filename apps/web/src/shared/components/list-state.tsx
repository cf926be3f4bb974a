import { LinearProgress, type SxProps, type Theme, Typography, type TypographyProps } from "@mui/material";
import type { ReactNode } from "react";
import { ErrorAlert } from "./error-alert.tsx";

/** What ListState reads of the list's query (a TanStack Query result fits). */
export type ListQueryState = { isFetching: boolean; isError: boolean; error: unknown };

export type ListStateProps = {
  query: ListQueryState;
  /** True once the list is loaded and has no item (e.g. `list.data?.items.length === 0`). */
  empty: boolean;
  emptyText: ReactNode;
  emptyTestId?: string;
  /** Defaults to `{ py: 4, textAlign: "center" }`. */
  emptySx?: SxProps<Theme>;
  emptyVariant?: TypographyProps["variant"];
  /** Styles of the progress bar shown while the query fetches (e.g. `{ mb: 1 }` outside a spaced Stack). */
  progressSx?: SxProps<Theme>;
  /** A button in the error alert that fetches again (e.g. `{ label: t("retry"), onClick: () => list.refetch() }`). */
  retry?: { label: string; onClick: () => void };
  /** The rows or cards, the count line, the pagination: everything shown around the items. */
  children?: ReactNode;
};

/**
 * The states of a fetched list, in one order: a progress bar while fetching, the translated error of the call
 * (with an optional retry), the content, and the empty message once loaded with no item. Renders a fragment, so
 * its parts stay children of the caller's Stack or Box.
 */
export function ListState({
  query,
  empty,
  emptyText,
  emptyTestId,
  emptySx = { py: 4, textAlign: "center" },
  emptyVariant,
  progressSx,
  retry,
  children,
}: ListStateProps) {
  return (
    <>
      {query.isFetching ? <LinearProgress sx={progressSx} /> : null}
      {query.isError ? <ErrorAlert error={query.error} retry={retry} /> : null}
      {children}
      {empty ? (
        <Typography color="text.secondary" variant={emptyVariant} sx={emptySx} data-testid={emptyTestId}>
          {emptyText}
        </Typography>
      ) : null}
    </>
  );
}
