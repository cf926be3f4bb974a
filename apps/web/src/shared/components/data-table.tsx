import {
  type SxProps,
  Table,
  TableBody,
  TableCell,
  type TableCellProps,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
} from "@mui/material";
import type { Key, ReactNode } from "react";
import { useScrollsSideways } from "../layout/use-scrolls-sideways.ts";

export type DataTableColumn<T> = {
  key: string;
  label: ReactNode;
  /** Aligns the label and the cells. */
  align?: TableCellProps["align"];
  /** Aligns only the body cells (figures under a label that keeps the default). */
  bodyAlign?: TableCellProps["align"];
  /** Styles of this column's body cells (monospace codes, no wrapping dates…). */
  sx?: SxProps<Theme>;
  /**
   * Stays at the table's right edge while a table too wide for its card scrolls sideways (a row's actions: they
   * must not end up behind the scroll).
   */
  stickyEnd?: boolean;
  render: (row: T) => ReactNode;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** On every body row (the browser journeys count rows by it). */
  rowTestId?: string;
  size?: "small" | "medium";
  /** The row a keyboard selection is on (review queues' shortcuts), highlighted and marked aria-current. */
  selectedIndex?: number;
};

/** A sticky end column's cells: opaque over what scrolls under them, with a divider on their left. */
const stickyEndSx: SxProps<Theme> = {
  position: "sticky",
  right: 0,
  zIndex: 1,
  bgcolor: "background.paper",
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
};

const cellSx = (stickyEnd: boolean | undefined, own?: SxProps<Theme>): SxProps<Theme> | undefined => {
  if (!stickyEnd) return own;
  return own ? ([stickyEndSx, own] as SxProps<Theme>) : stickyEndSx;
};

/**
 * A table of records: one header row of bold, unwrapped column labels, then one row per record drawn by the
 * columns' `render`; it scrolls sideways on narrow screens, within its container (positioned, so that a visually
 * hidden label in a cell scrolls with it instead of widening the page), and takes the keyboard focus when it does
 * (the arrow keys scroll it). Loading, error and empty states belong to the caller (QueryState or ListState).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  size = "small",
  selectedIndex,
}: DataTableProps<T>) {
  const [scrollBox, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <TableContainer ref={scrollBox} tabIndex={scrolls ? 0 : undefined} sx={{ position: "relative" }}>
      <Table size={size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={cellSx(column.stickyEnd, { fontWeight: 700, whiteSpace: "nowrap" })}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={rowKey(row)}
              data-testid={rowTestId}
              selected={index === selectedIndex}
              aria-current={index === selectedIndex ? "true" : undefined}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.bodyAlign ?? column.align}
                  sx={cellSx(column.stickyEnd, column.sx)}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
