import { SERVICE_STATUSES, type ServiceListItem, type ServiceStatus } from "@mkt/contracts";
import { Box, Card, CardContent, Chip, TextField, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { ReviewShortcutsHelp } from "../../../shared/components/review-shortcuts-help.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { useReviewShortcuts } from "../../../shared/components/use-review-shortcuts.ts";
import { withFilterChanges } from "../../../shared/routing/param-changes.ts";
import { oneOfParam, positiveParam } from "../../../shared/routing/param-values.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { SERVICE_REVIEW_PAGE_SIZE, useReviewQueue, useStaffServices } from "../api.ts";
import { ServiceDecisionDialogs, type ServiceDialog } from "../components/decision-actions.tsx";
import { ServiceReviewDrawer } from "../components/service-review-drawer.tsx";
import { ServiceRows } from "../components/service-rows.tsx";

/** The address query of the staff's service screens: q, status (list only), company_id (+ company name), page. */
function useDirectoryParams() {
  const [params, setParams] = useAddressParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => withFilterChanges(current, changes), { replace: true }),
    [setParams],
  );
  return {
    page: positiveParam(params.get("page")) ?? 1,
    search: params.get("q") ?? "",
    status: oneOfParam<ServiceStatus>(SERVICE_STATUSES, params.get("status")),
    companyId: positiveParam(params.get("company_id")),
    companyName: params.get("company"),
    update,
  };
}

function useDirectoryList(mode: "queue" | "all", filters: ReturnType<typeof useDirectoryParams>) {
  const base = { page: filters.page, search: filters.search, companyId: filters.companyId };
  const queue = useReviewQueue(base, mode === "queue");
  const all = useStaffServices({ ...base, status: filters.status }, mode === "all");
  return mode === "queue" ? queue : all;
}

/** The staff's services screens: the review queue (/services_review) and every company's list (/services_list). */
export function ServiceDirectory({ mode }: { mode: "queue" | "all" }) {
  const { t } = useTranslation("service-review");
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const filters = useDirectoryParams();
  const [searchText, setSearchText] = useState(filters.search);
  const [openId, setOpenId] = useState<number | null>(null);
  const { update } = filters;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText.trim() !== filters.search) update({ q: searchText.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);
  const list = useDirectoryList(mode, filters);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / SERVICE_REVIEW_PAGE_SIZE)) : 1;
  const filtered = filters.search !== "" || filters.companyId !== null || filters.status !== null;
  const onCompany = (row: ServiceListItem) =>
    update({ company_id: String(row.company_id), company: row.company_name });
  const queue = mode === "queue";
  const items = list.data?.items ?? [];
  const [deciding, setDeciding] = useState<{ row: ServiceListItem; dialog: ServiceDialog } | null>(null);
  const decideOn = (dialog: ServiceDialog) => (index: number) => {
    const row = items[index];
    if (row) setDeciding({ row, dialog });
  };
  // The review queue's keys (issue 20): move, open the detail, approve (confirmed), reject with a reason.
  const shortcuts = useReviewShortcuts({
    count: items.length,
    enabled: queue,
    onOpen: (index) => setOpenId(items[index]?.id ?? null),
    onApprove: decideOn("approve"),
    onReject: decideOn("reject"),
  });

  return (
    <Card data-testid={mode === "queue" ? "services-review-page" : "staff-services-page"}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {mode === "queue" ? t("queue.heading") : t("list.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {mode === "queue" ? t("queue.hint") : t("list.hint")}
        </Typography>
        {queue ? <ReviewShortcutsHelp shortcuts={shortcuts} /> : null}
        <Box
          sx={{
            display: "grid",
            gap: 2,
            my: 2,
            gridTemplateColumns: { xs: "1fr", sm: mode === "queue" ? "1fr" : "2fr 1fr" },
          }}
        >
          <TextField
            label={t("filters.search")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            size="small"
            type="search"
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "services-search" } }}
          />
          {mode === "all" ? (
            <SelectFilter
              label={t("list.status")}
              value={filters.status ?? ""}
              onChange={(value) => update({ status: value })}
              anyLabel={t("list.allStatuses")}
              options={SERVICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              data-testid="services-status"
            />
          ) : null}
        </Box>
        {filters.companyId !== null ? (
          <Chip
            sx={{ mb: 2, maxWidth: "100%" }}
            label={t("filters.company", { name: filters.companyName ?? `#${filters.companyId}` })}
            onDelete={() => update({ company_id: null, company: null })}
            title={t("filters.clearCompany")}
            data-testid="services-company-filter"
          />
        ) : null}
        <ListState
          query={list}
          empty={list.data?.items.length === 0}
          emptyText={
            filtered
              ? mode === "queue"
                ? t("queue.emptyFiltered")
                : t("list.empty")
              : mode === "queue"
                ? t("queue.empty")
                : t("list.empty")
          }
          emptyTestId="services-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
        >
          {list.data && list.data.items.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="services-total">
                {mode === "queue"
                  ? t("queue.total", { count: list.data.total })
                  : t("list.total", { count: list.data.total })}
              </Typography>
              <ServiceRows
                mode={mode}
                rows={list.data.items}
                narrow={narrow}
                onOpen={setOpenId}
                onCompany={onCompany}
                {...(queue ? { selected: shortcuts.selected, itemProps: shortcuts.itemProps } : {})}
              />
              <ListPagination
                count={pages}
                page={filters.page}
                onChange={(page) => update({ page: String(page) })}
                size={narrow ? "small" : "medium"}
                testId="services-pages"
              />
            </>
          ) : null}
        </ListState>
      </CardContent>
      <ServiceReviewDrawer serviceId={openId} onClose={() => setOpenId(null)} />
      {deciding ? (
        <ServiceDecisionDialogs
          serviceId={deciding.row.id}
          title={deciding.row.title}
          company={deciding.row.company_name}
          dialog={deciding.dialog}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Card>
  );
}
