import { isRoleId, ROLE } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import Edit from "@mui/icons-material/Edit";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { BRANDS_PAGE_SIZE, type BrandAdmin, useBrandsAdmin } from "../api.ts";
import { BrandFormDialog } from "../components/brand-form-dialog.tsx";

function Swatches({ brand }: { brand: BrandAdmin }) {
  return (
    <Stack direction="row" spacing={0.5} aria-hidden>
      {[brand.colors.main, brand.colors.secondary, brand.colors.light, brand.colors.dark].map((c, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed colour slots
          key={i}
          sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: c, border: 1, borderColor: "divider" }}
        />
      ))}
    </Stack>
  );
}

/**
 * /brands (staff, issue 17 item 6): the brands by host. The Administrator creates and edits them; Admin Management
 * sees the list read-only. A change is served by every instance on the next request.
 */
export function BrandsPage() {
  const { t } = useTranslation("brands");
  const session = useSession();
  const isAdministrator =
    session !== null && isRoleId(session.user.role_id) && session.user.role_id === ROLE.ADMINISTRATOR;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const brands = useBrandsAdmin({ page, search });
  const [editing, setEditing] = useState<BrandAdmin | "new" | null>(null);
  const data = brands.data;

  return (
    <Card data-testid="brands-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("heading")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {isAdministrator ? t("subtitle") : t("readOnly")}
            </Typography>
          </Box>
          {isAdministrator ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing("new")}
              data-testid="brand-new"
            >
              {t("create")}
            </Button>
          ) : null}
        </Stack>
        <TextField
          size="small"
          label={t("search")}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{ htmlInput: { maxLength: 100, "data-testid": "brand-search" } }}
          sx={{ mb: 2, width: { xs: "100%", sm: 320 } }}
        />
        <ListState
          query={brands}
          retry={{ label: t("retry"), onClick: () => void brands.refetch() }}
          empty={data?.items.length === 0}
          emptyText={t("empty")}
        >
          {data && data.items.length > 0 ? (
            <DataTable
              rows={data.items}
              rowKey={(b) => b.id}
              rowTestId="brand-row"
              columns={[
                {
                  key: "name",
                  label: t("columns.name"),
                  sx: { fontWeight: 700 },
                  render: (b) => (
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                      <span>{b.name}</span>
                      {b.is_default ? <Chip size="small" color="primary" label={t("default")} /> : null}
                    </Stack>
                  ),
                },
                {
                  key: "host",
                  label: t("columns.host"),
                  sx: { fontFamily: "monospace" },
                  render: (b) => b.host_pattern ?? t("noHost"),
                },
                { key: "kind", label: t("columns.kind"), render: (b) => t(`kinds.${b.kind}`) },
                { key: "colours", label: t("columns.colours"), render: (b) => <Swatches brand={b} /> },
                {
                  key: "logo",
                  label: t("columns.logo"),
                  render: (b) => (
                    <Box
                      component="img"
                      src={b.logo_url}
                      alt={t("logoOf", { name: b.name })}
                      sx={{ height: 24 }}
                    />
                  ),
                },
                {
                  key: "analytics",
                  label: t("columns.analytics"),
                  render: (b) => (b.analytics_enabled ? t("on") : t("off")),
                },
                ...(isAdministrator
                  ? [
                      {
                        key: "edit",
                        label: "",
                        align: "right" as const,
                        render: (b: BrandAdmin) => (
                          <Tooltip title={t("edit")}>
                            <IconButton
                              onClick={() => setEditing(b)}
                              aria-label={`${t("edit")} ${b.name}`}
                              data-testid="brand-edit"
                            >
                              <Edit />
                            </IconButton>
                          </Tooltip>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          ) : null}
        </ListState>
        {data ? (
          <ListPagination count={Math.ceil(data.total / BRANDS_PAGE_SIZE)} page={page} onChange={setPage} />
        ) : null}
      </CardContent>
      {editing !== null ? (
        <BrandFormDialog brand={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
