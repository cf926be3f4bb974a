import { SERVICE_REQUEST_TARGET_STATUSES, type ServiceRequest } from "@mkt/contracts";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../shared/components/data-table.tsx";
import { ListPagination } from "../../shared/components/list-pagination.tsx";
import { ListState } from "../../shared/components/list-state.tsx";
import { SelectFilter } from "../../shared/components/select-filter.tsx";
import { useAddressParams } from "../../shared/routing/use-address-params.ts";
import { formatDay } from "../needs/index.ts";
import { useIncomingRequests } from "./incoming-api.ts";
import { incomingStateOf, withIncomingState } from "./incoming-params.ts";
import { IncomingRequestDrawer } from "./incoming-request-drawer.tsx";
import { IncomingStatusChip } from "./incoming-status-chip.tsx";

/**
 * A received request carries only the caller's own targets (one per service of the company it went to); the list
 * shows one row per target. The API filters requests by a target's status but returns all of them: with a status
 * filter only the targets in that status are rows.
 */
type Row = { request: ServiceRequest; target: ServiceRequest["targets"][number] };
const rowsOf = (requests: readonly ServiceRequest[], status: string | undefined): Row[] =>
  requests.flatMap((request) =>
    request.targets
      .filter((target) => status === undefined || target.status === status)
      .map((target) => ({ request, target })),
  );

/**
 * /service_requests/incoming: the quote requests the supplier received on its services, newest first, with a
 * status filter and pages; ?target=<id> opens one in a drawer to answer (quote or decline) or chat.
 */
export function IncomingServiceRequestsPage() {
  const { t } = useTranslation("incoming-service-requests");
  const [params, setParams] = useAddressParams();
  const state = incomingStateOf(params);
  const list = useIncomingRequests({ status: state.status, page: state.page });
  const change = (changes: Parameters<typeof withIncomingState>[1]) =>
    setParams((current) => withIncomingState(current, changes));
  const data = list.data;
  const columns: DataTableColumn<Row>[] = [
    {
      key: "request",
      label: t("columns.request"),
      render: ({ request }) => <Typography sx={{ fontWeight: 600 }}>{request.title}</Typography>,
    },
    { key: "client", label: t("columns.client"), render: ({ request }) => request.client.name },
    { key: "service", label: t("columns.service"), render: ({ target }) => target.service.title },
    {
      key: "deadline",
      label: t("columns.deadline"),
      sx: { whiteSpace: "nowrap" },
      render: ({ request }) => formatDay(request.deadline),
    },
    {
      key: "received",
      label: t("columns.received"),
      sx: { whiteSpace: "nowrap" },
      render: ({ request }) => formatDay(request.created_at),
    },
    {
      key: "status",
      label: t("columns.status"),
      render: ({ target }) => <IncomingStatusChip status={target.status} />,
    },
    {
      key: "open",
      label: "",
      align: "right",
      render: ({ target }) => (
        <Button size="small" onClick={() => change({ target: target.id })} data-testid="incoming-open">
          {t("open")}
        </Button>
      ),
    },
  ];
  return (
    <Card data-testid="incoming-requests-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("subtitle")}
        </Typography>
        <Stack spacing={2}>
          <SelectFilter
            label={t("filters.status")}
            value={state.status ?? ""}
            anyLabel={t("filters.any")}
            options={SERVICE_REQUEST_TARGET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(value) => change({ status: value || null, page: null })}
            sx={{ minWidth: 220, alignSelf: "flex-start" }}
            data-testid="incoming-status-filter"
          />
          <ListState
            query={list}
            empty={data?.items.length === 0}
            emptyText={t("empty")}
            emptyTestId="incoming-empty"
            retry={{ label: t("retry"), onClick: () => void list.refetch() }}
          >
            {data && data.items.length > 0 ? (
              <>
                <DataTable
                  columns={columns}
                  rows={rowsOf(data.items, state.status)}
                  rowKey={(row) => row.target.id}
                  rowTestId="incoming-row"
                />
                <ListPagination
                  count={Math.ceil(data.total / data.limit)}
                  page={data.page}
                  onChange={(page) => change({ page })}
                  testId="incoming-pagination"
                />
              </>
            ) : null}
          </ListState>
        </Stack>
        <IncomingRequestDrawer targetId={state.target} onClose={() => change({ target: null })} />
      </CardContent>
    </Card>
  );
}
