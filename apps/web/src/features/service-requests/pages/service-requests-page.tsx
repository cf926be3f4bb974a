import { SERVICE_REQUEST_STATUSES, type ServiceRequest, type ServiceRequestStatus } from "@mkt/contracts";
import { Box, Button, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { withParamChanges } from "../../../shared/routing/param-changes.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { formatDate } from "../../collaborations/index.ts";
import { useServiceRequests } from "../api.ts";
import { RequestStatusChip } from "../components/status-chip.tsx";
import { answeredCount, serviceRequestPath } from "../format.ts";

const isStatus = (value: string | null): value is ServiceRequestStatus =>
  (SERVICE_REQUEST_STATUSES as readonly string[]).includes(value ?? "");

/** /service_requests: the client's quote requests, newest first, with a status filter and pages. */
export function ServiceRequestsPage() {
  const { t } = useTranslation("service-requests");
  const language = useLanguage();
  const [params, setParams] = useAddressParams();
  const rawStatus = params.get("status");
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useServiceRequests({ status, page });
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => withParamChanges(current, changes));
  const columns: DataTableColumn<ServiceRequest>[] = [
    {
      key: "title",
      label: t("list.columns.title"),
      render: (row) => (
        <Link component={RouterLink} to={serviceRequestPath(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    {
      key: "date",
      label: t("list.columns.date"),
      sx: { whiteSpace: "nowrap" },
      render: (row) => formatDate(row.created_at, language),
    },
    {
      key: "answers",
      label: t("list.columns.answers"),
      align: "center",
      render: (row) => t("list.answers", { answered: answeredCount(row), targets: row.targets.length }),
    },
    {
      key: "status",
      label: t("list.columns.status"),
      render: (row) => <RequestStatusChip status={row.status} />,
    },
  ];
  const data = list.data;
  return (
    <Card data-testid="service-requests-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("list.heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("list.subtitle")}
            </Typography>
          </Box>
          <Button component={RouterLink} to="/find_services" variant="outlined">
            {t("list.findServices")}
          </Button>
        </Stack>
        <Box sx={{ mb: 2 }}>
          <SelectFilter
            label={t("list.status")}
            value={status ?? ""}
            anyLabel={t("list.anyStatus")}
            options={SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(value) => update({ status: value, page: null })}
            sx={{ minWidth: 200 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="service-requests-status"
          />
        </Box>
        <ListState
          query={list}
          empty={data?.items.length === 0}
          emptyText={t(status ? "list.emptyFiltered" : "list.empty")}
          emptyTestId="service-requests-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("list.retry"), onClick: () => void list.refetch() }}
        >
          {data && data.items.length > 0 ? (
            <>
              <DataTable
                columns={columns}
                rows={data.items}
                rowKey={(r) => r.id}
                rowTestId="service-request-row"
              />
              <ListPagination
                count={Math.ceil(data.total / data.limit)}
                page={data.page}
                onChange={(p) => update({ page: String(p) })}
                testId="service-requests-pagination"
              />
            </>
          ) : null}
        </ListState>
      </CardContent>
    </Card>
  );
}
