import { formatDayMonthYear, type InscriptionRow } from "@mkt/contracts";
import Download from "@mui/icons-material/Download";
import { Box, Button, Card, CardContent, Checkbox, Chip, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { ReviewShortcutsHelp } from "../../../shared/components/review-shortcuts-help.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useReviewShortcuts } from "../../../shared/components/use-review-shortcuts.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  exportInscriptions,
  type InscriptionFilters,
  STAFF_ACCOUNTS_PAGE_SIZE,
  useBulkApprove,
  useDecideInscription,
  useInscriptions,
} from "../api.ts";
import { RejectInscriptionDialog } from "../components/reject-inscription-dialog.tsx";

const TYPES = ["client", "supplier", "freelance", "academy"] as const;
const SORTS = ["created_desc", "created_asc", "name_asc", "name_desc"] as const;

/** pending_inscriptions (staff): sign-ups waiting for approval; approve, reject with a reason, bulk approve, CSV. */
export function PendingInscriptionsPage() {
  const { t } = useTranslation("staff-accounts");
  useDocumentTitle(t("inscriptions.heading"));
  const language = useLanguage();
  const { notify } = useNotice();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [type, setType] = useState<string | null>(null);
  const [sort, setSort] = useState<(typeof SORTS)[number]>("created_desc");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<InscriptionRow | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const [sortBy, order] = sort.split("_") as [InscriptionFilters["sort"], InscriptionFilters["order"]];
  const filters: InscriptionFilters = { page, search, type, sort: sortBy, order };
  const list = useInscriptions(filters);
  const decide = useDecideInscription();
  const bulk = useBulkApprove();
  const data = list.data;
  const visibleIds = data?.items.map((r) => r.id) ?? [];
  const allSelected = visibleIds.length > 0 && visibleIds.every((id) => selected.includes(id));
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const fail = (error: unknown) => notify(errorText(error, language), "error");

  const approve = (row: InscriptionRow) =>
    decide.mutate(
      { id: row.id, body: { decision: "approve" } },
      { onSuccess: () => notify(t("inscriptions.approved", { name: row.name }), "success"), onError: fail },
    );
  const approveSelected = () =>
    bulk.mutate(selected, {
      onSuccess: (result) => {
        setSelected([]);
        notify(t("inscriptions.bulkApproved", { count: result.approved.length }), "success");
      },
      onError: fail,
    });
  const download = () => exportInscriptions(filters).catch(fail);
  // The review queue's keys (issue 20): move between sign-ups, approve, reject with a reason (no detail to open).
  const rows = data?.items ?? [];
  const shortcuts = useReviewShortcuts({
    count: rows.length,
    onApprove: (index) => {
      const row = rows[index];
      if (row && !decide.isPending) approve(row);
    },
    onReject: (index) => setRejecting(rows[index] ?? null),
  });

  return (
    <Card data-testid="pending-inscriptions-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("inscriptions.heading")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("inscriptions.hint")}
        </Typography>
        <ReviewShortcutsHelp shortcuts={shortcuts} />
        <Box
          sx={{
            display: "grid",
            gap: 2,
            my: 2,
            gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "2fr 1fr 1fr" },
          }}
        >
          <TextField
            label={t("search")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            size="small"
            type="search"
            sx={{ gridColumn: { sm: "1 / -1", lg: "auto" } }}
            slotProps={{ htmlInput: { maxLength: 100, "data-testid": "inscriptions-search" } }}
          />
          <SelectFilter
            label={t("inscriptions.type")}
            value={type ?? ""}
            onChange={(value) => {
              setType(value || null);
              setPage(1);
            }}
            anyLabel={t("inscriptions.allTypes")}
            options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="inscriptions-type"
          />
          <SelectFilter
            label={t("sort")}
            value={sort}
            onChange={(value) => {
              setSort(value as (typeof SORTS)[number]);
              setPage(1);
            }}
            options={SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            data-testid="inscriptions-sort"
          />
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            disabled={selected.length === 0 || bulk.isPending}
            onClick={approveSelected}
            data-testid="inscriptions-bulk-approve"
          >
            {t("inscriptions.approveSelected", { count: selected.length })}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={download}
            disabled={!data || data.total === 0}
            data-testid="inscriptions-export"
          >
            {t("inscriptions.export")}
          </Button>
        </Stack>
        <ListState
          query={list}
          retry={{ label: t("retry"), onClick: () => void list.refetch() }}
          empty={data?.items.length === 0}
          emptyText={t("inscriptions.empty")}
          emptyTestId="inscriptions-empty"
        >
          {data && data.items.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("inscriptions.total", { count: data.total })}
              </Typography>
              <DataTable
                rows={data.items}
                rowKey={(r) => r.id}
                rowTestId="inscription-row"
                selectedIndex={shortcuts.selected}
                columns={[
                  {
                    key: "select",
                    label: (
                      <Checkbox
                        checked={allSelected}
                        onChange={() =>
                          setSelected(allSelected ? [] : [...new Set([...selected, ...visibleIds])])
                        }
                        slotProps={{ input: { "aria-label": t("inscriptions.selectAll") } }}
                      />
                    ),
                    render: (r) => (
                      <Checkbox
                        checked={selected.includes(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{
                          input: {
                            "aria-label": t("inscriptions.select", { name: r.name }),
                            ...shortcuts.itemProps(rows.indexOf(r)),
                          },
                        }}
                      />
                    ),
                  },
                  {
                    key: "name",
                    label: t("columns.company"),
                    render: (r) => (
                      <Box>
                        <Typography sx={{ fontWeight: 700 }}>{r.name}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
                          {r.country} {r.vat_number}
                        </Typography>
                      </Box>
                    ),
                  },
                  { key: "type", label: t("columns.type"), render: (r) => t(`types.${r.type as "client"}`) },
                  {
                    key: "owner",
                    label: t("columns.owner"),
                    render: (r) => (
                      <Box>
                        <Typography>{r.owner_name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {r.owner_email}
                        </Typography>
                        {r.email_confirmed ? null : (
                          <Chip size="small" color="warning" label={t("inscriptions.unconfirmed")} />
                        )}
                      </Box>
                    ),
                  },
                  {
                    key: "created",
                    label: t("columns.created"),
                    sx: { whiteSpace: "nowrap" },
                    render: (r) => formatDayMonthYear(new Date(r.created_at)),
                  },
                  {
                    key: "actions",
                    label: "",
                    align: "right",
                    render: (r) => (
                      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
                        <Button
                          size="small"
                          variant="contained"
                          color="success"
                          disabled={decide.isPending}
                          onClick={() => approve(r)}
                          data-testid="inscription-approve"
                        >
                          {t("inscriptions.approve")}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRejecting(r)}
                          data-testid="inscription-reject"
                        >
                          {t("inscriptions.reject")}
                        </Button>
                      </Stack>
                    ),
                  },
                ]}
              />
            </>
          ) : null}
        </ListState>
        {data ? (
          <ListPagination
            count={Math.ceil(data.total / STAFF_ACCOUNTS_PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        ) : null}
      </CardContent>
      {rejecting ? (
        <RejectInscriptionDialog
          company={rejecting}
          onClose={(rejected) => {
            if (rejected) notify(t("inscriptions.rejected", { name: rejecting.name }), "success");
            setRejecting(null);
          }}
        />
      ) : null}
    </Card>
  );
}
