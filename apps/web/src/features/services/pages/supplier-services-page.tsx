import { SERVICE_STATUSES, type ServiceStatus } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { SERVICES_PAGE_SIZE, useMyServices } from "../api.ts";
import { ServiceCards, ServiceTable } from "../components/service-list-rows.tsx";
import { NEW_SERVICE_PATH } from "../service-state.ts";

/** /services_list: the supplier's services with their review state and the actions each state allows. */
export function SupplierServicesPage() {
  const { t } = useTranslation("services");
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const [status, setStatus] = useState<ServiceStatus | "">("");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const list = useMyServices({ page, status: status || undefined, search });
  const items = list.data?.items ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / SERVICES_PAGE_SIZE)) : 1;
  const filtered = status !== "" || search !== "";

  return (
    <Card data-testid="services-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("list.heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t("list.intro")}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={NEW_SERVICE_PATH}
            sx={{ flexShrink: 0, alignSelf: { xs: "stretch", sm: "flex-start" } }}
            data-testid="service-new"
          >
            {t("list.newService")}
          </Button>
        </Stack>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            my: 2,
            gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr", lg: "2fr 1fr 1fr" },
          }}
        >
          <TextField
            label={t("list.search")}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            size="small"
            type="search"
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "services-search" } }}
          />
          <SelectFilter
            label={t("list.statusFilter")}
            value={status}
            onChange={(value) => {
              setStatus(value as ServiceStatus | "");
              setPage(1);
            }}
            anyLabel={t("list.allStatuses")}
            options={SERVICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="services-status"
          />
        </Box>
        <ListState
          query={list}
          empty={list.data !== undefined && items.length === 0}
          emptyText={filtered ? t("list.emptyFiltered") : t("list.empty")}
          emptyTestId="services-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
        >
          {items.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="services-total">
                {t("list.total", { count: list.data?.total ?? 0 })}
              </Typography>
              {narrow ? <ServiceCards rows={items} /> : <ServiceTable rows={items} />}
              <ListPagination
                count={pages}
                page={page}
                onChange={setPage}
                size={narrow ? "small" : "medium"}
                testId="services-pages"
              />
            </>
          ) : null}
        </ListState>
      </CardContent>
    </Card>
  );
}
