import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
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
  const { query, columns } = props;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <Card data-testid={props.testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {props.title}
        </Typography>
        <QueryState
          query={query}
          spinnerPy={4}
          spinnerSize={28}
          retry={{ label: t("myPlans.retry"), onClick: () => void query.refetch() }}
          isEmpty={(data) => data.items.length === 0}
          emptyText={props.empty}
          emptySx={{ py: 2 }}
        >
          {(data) => (
            <>
              <DataTable
                columns={columns}
                rows={data.items}
                rowKey={(row) => row.id}
                rowTestId={`${props.testId}-row`}
              />
              <ListPagination
                count={pages}
                page={props.page}
                onChange={props.onPage}
                size="small"
                testId={`${props.testId}-pages`}
              />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
