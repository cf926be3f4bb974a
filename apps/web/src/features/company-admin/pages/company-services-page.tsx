import { SERVICE_STATUSES, type ServiceListItem, type ServiceStatus } from "@mkt/contracts";
import { Box, Card, CardContent, Chip, TextField, Typography, useMediaQuery, useTheme } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { withFilterChanges } from "../../../shared/routing/param-changes.ts";
import { oneOfParam, positiveParam } from "../../../shared/routing/param-values.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { findServicePath } from "../../find-services/index.ts";
import { ServiceRows } from "../../service-review/index.ts";
import { MEMBER_PAGE_SIZE, useMemberServices } from "../api.ts";

/** Company Services' address: q, status, company_id (+ company name), page. */
function useServiceParams() {
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

/**
 * services_list for company administrators (Company Services, issue 15): the member companies' services in every
 * state, read-only; a published service opens in the catalogue.
 */
export function CompanyServicesPage() {
  const { t } = useTranslation("company-admin");
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const navigate = useNavigate();
  const filters = useServiceParams();
  const { update } = filters;
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText.trim() !== filters.search) update({ q: searchText.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);
  const list = useMemberServices(filters);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEMBER_PAGE_SIZE)) : 1;
  const filtered = filters.search !== "" || filters.companyId !== null || filters.status !== null;
  const onCompany = (row: ServiceListItem) =>
    update({ company_id: String(row.company_id), company: row.company_name });

  return (
    <Card data-testid="company-services-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("services.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t("services.hint")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2, my: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
          <TextField
            label={t("services.search")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            size="small"
            type="search"
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "member-services-search" } }}
          />
          <SelectFilter
            label={t("services.status")}
            value={filters.status ?? ""}
            onChange={(value) => update({ status: value })}
            anyLabel={t("services.allStatuses")}
            options={SERVICE_STATUSES.map((value) => ({ value, label: t(`services.statuses.${value}`) }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="member-services-status"
          />
        </Box>
        {filters.companyId !== null ? (
          <Chip
            sx={{ mb: 2, maxWidth: "100%" }}
            label={t("services.company", { name: filters.companyName ?? `#${filters.companyId}` })}
            onDelete={() => update({ company_id: null, company: null })}
            data-testid="member-services-company"
          />
        ) : null}
        <ListState
          query={list}
          empty={list.data?.items.length === 0}
          emptyText={filtered ? t("services.emptyFiltered") : t("services.empty")}
          emptyTestId="member-services-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
        >
          {list.data && list.data.items.length > 0 ? (
            <>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mb: 1 }}
                data-testid="member-services-total"
              >
                {t("services.total", { count: list.data.total })}
              </Typography>
              <ServiceRows
                mode="all"
                rows={list.data.items}
                narrow={narrow}
                canOpen={(row) => row.published}
                onOpen={(id) => void navigate(findServicePath(id))}
                onCompany={onCompany}
              />
              <ListPagination
                count={pages}
                page={filters.page}
                onChange={(page) => update({ page: String(page) })}
                size={narrow ? "small" : "medium"}
                testId="member-services-pages"
              />
            </>
          ) : null}
        </ListState>
      </CardContent>
    </Card>
  );
}
