import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { HISTORY_PAGE_SIZE } from "../api.ts";

export type HistoryColumn<T> = { key: string; label: string; align?: "right"; render: (row: T) => ReactNode };

export type HistorySectionProps<T extends { id: number }> = {
  title: string;
  empty: string;
  testId: string;
  columns: HistoryColumn<T>[];
  query: {
    data: { items: T[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
};

/** A paginated history table of /my_plans (credit movements, invoices), scrolling sideways on narrow screens. */
export function HistorySection<T extends { id: number }>(props: HistorySectionProps<T>) {
  const { t } = useTranslation("plans");
  const language = useLanguage();
  const { query, columns } = props;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <Card data-testid={props.testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {props.title}
        </Typography>
        {query.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : query.isError || !query.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t("myPlans.retry")}
              </Button>
            }
          >
            {errorText(query.error, language)}
          </Alert>
        ) : query.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {props.empty}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        sx={{ fontWeight: 700, whiteSpace: "nowrap" }}
                      >
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((row) => (
                    <TableRow key={row.id} data-testid={`${props.testId}-row`}>
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.align}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination
              count={pages}
              page={props.page}
              onChange={props.onPage}
              size="small"
              testId={`${props.testId}-pages`}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
