import { type AuditLogEntry, isRoleId, isStaffRole } from "@mkt/contracts";
import Download from "@mui/icons-material/Download";
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../../shared/api/transfer.ts";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { AUDIT_PAGE_SIZE, type AuditFilters, auditQuery, useAuditLog } from "../api.ts";
import { auditActionKey } from "../audit-actions.ts";

const person = (p: AuditLogEntry["actor"]) => (p ? `${p.name || p.email}` : "—");
const when = (iso: string) => new Date(iso).toLocaleString("it-IT", { timeZone: "Europe/Rome" });

/** /audit_log (staff): who did what, to which company, when, and as whom; filters, pages, CSV export. */
export function AuditLogPage() {
  const session = useSession();
  const staff = session !== null && isRoleId(session.user.role_id) && isStaffRole(session.user.role_id);
  return staff ? <AuditLog /> : <RedirectHome />;
}

const EMPTY: AuditFilters = {
  page: 1,
  actor: "",
  action: "",
  companyId: "",
  from: "",
  to: "",
  assumedOnly: false,
};

function AuditLog() {
  const { t } = useTranslation("companies");
  // An action's name in the interface language; a code without one (an older line) as stored.
  const actionName = (action: string) => t(auditActionKey(action), { defaultValue: action });
  const language = useLanguage();
  const [draft, setDraft] = useState({ actor: "", companyId: "" });
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const set = (change: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...change, page: 1 }));
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilters((f) =>
          f.actor === draft.actor.trim() && f.companyId === draft.companyId.replace(/\D/g, "")
            ? f
            : { ...f, actor: draft.actor.trim(), companyId: draft.companyId.replace(/\D/g, ""), page: 1 },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [draft]);
  const log = useAuditLog(filters);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;
  const exportCsv = () => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(auditQuery(filters, 1)))
      if (value !== undefined && key !== "page" && key !== "limit") query.set(key, String(value));
    downloadFile(`admin/audit-log.csv?${query}`, "audit-log.csv").catch((error: unknown) =>
      emitNotice(errorText(error, language)),
    );
  };
  return (
    <Stack spacing={2} data-testid="audit-log-page">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t("auditLog.title")}
      </Typography>
      <Card>
        <CardContent>
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(5, 1fr)" },
              // Top-aligned: the dates' error message grows its field downwards, never lifts it above the others.
              alignItems: "start",
            }}
          >
            <TextField
              size="small"
              label={t("auditLog.actor")}
              value={draft.actor}
              onChange={(e) => setDraft((d) => ({ ...d, actor: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 120, "data-testid": "audit-actor" } }}
            />
            <SelectFilter
              size="small"
              label={t("auditLog.action")}
              value={filters.action}
              onChange={(action) => set({ action })}
              anyLabel={t("auditLog.anyAction")}
              options={(log.data?.actions ?? []).map((a) => ({
                value: a,
                label: actionName(a),
              }))}
              data-testid="audit-action"
            />
            <TextField
              size="small"
              label={t("auditLog.company")}
              value={draft.companyId}
              onChange={(e) => setDraft((d) => ({ ...d, companyId: e.target.value }))}
              slotProps={{
                htmlInput: { inputMode: "numeric", maxLength: 10, "data-testid": "audit-company" },
              }}
            />
            <TextField
              size="small"
              type="date"
              label={t("auditLog.from")}
              value={filters.from}
              onChange={(e) => set({ from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "audit-from" } }}
            />
            <TextField
              size="small"
              type="date"
              label={t("auditLog.to")}
              value={filters.to}
              onChange={(e) => set({ to: e.target.value })}
              error={Boolean(filters.from && filters.to && filters.to < filters.from)}
              helperText={
                filters.from && filters.to && filters.to < filters.from ? t("auditLog.dateOrder") : undefined
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "audit-to" } }}
            />
          </Box>
          <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={filters.assumedOnly}
                  onChange={(e) => set({ assumedOnly: e.target.checked })}
                  slotProps={{ input: { "data-testid": "audit-assumed" } as object }}
                />
              }
              label={t("auditLog.assumedOnly")}
            />
            <Button startIcon={<Download />} onClick={exportCsv} data-testid="audit-export">
              {t("auditLog.export")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <ListState
        query={log}
        empty={log.data?.items.length === 0}
        emptyText={t("auditLog.empty")}
        emptyTestId="audit-empty"
      >
        {log.data?.items.length ? (
          <Card>
            <DataTable
              rows={log.data.items}
              rowKey={(r) => r.id}
              rowTestId="audit-row"
              columns={[
                { key: "when", label: t("auditLog.when"), render: (r) => when(r.created_at) },
                {
                  key: "action",
                  label: t("auditLog.action"),
                  render: (r) => (
                    <span title={r.action} data-action={r.action}>
                      {actionName(r.action)}
                    </span>
                  ),
                },
                {
                  key: "actor",
                  label: t("auditLog.actor"),
                  render: (r) => (
                    <>
                      {person(r.actor)}
                      {r.assumed_by ? (
                        <Typography
                          variant="caption"
                          component="div"
                          color="warning.main"
                          data-testid="audit-assumed-by"
                        >
                          {t("auditLog.assumedBy", { name: person(r.assumed_by) })}
                        </Typography>
                      ) : null}
                    </>
                  ),
                },
                { key: "company", label: t("auditLog.company"), render: (r) => r.company?.name ?? "—" },
                {
                  key: "details",
                  label: t("auditLog.details"),
                  render: (r) => (typeof r.details.reason === "string" ? r.details.reason : ""),
                },
              ]}
            />
          </Card>
        ) : null}
        <ListPagination
          count={pages}
          page={filters.page}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      </ListState>
    </Stack>
  );
}
