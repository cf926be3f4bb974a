import type { JobSectorAdmin } from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { jobSectors, REFERENCE_PAGE_SIZE } from "../api.ts";
import { MergeDialog } from "../components/merge-dialog.tsx";
import { ReferenceListFrame } from "../components/reference-list-frame.tsx";
import { RowActions } from "../components/row-actions.tsx";
import { SectorDialog } from "../components/sector-dialogs.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { downloadCsv, toCsv } from "../csv.ts";
import { useListState } from "../use-list-state.ts";
import { useReferenceAccess } from "../use-staff-role.ts";
import { LookupList } from "./lookup-list.tsx";
import { EnabledFilter } from "./technology-page.tsx";

function SectorList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const list = useListState({ enabled: "" }, "sort");
  const query = jobSectors.useList({ ...list.filter, page: list.state.page, limit: REFERENCE_PAGE_SIZE });
  const toggle = jobSectors.useEnabled();
  const merge = jobSectors.useMerge();
  const [editing, setEditing] = useState<JobSectorAdmin | null | "new">(null);
  const [merging, setMerging] = useState<JobSectorAdmin | null>(null);
  const preview = jobSectors.useMergePreview(merging?.id ?? null);
  const name = (row: JobSectorAdmin) => (language === "it" ? row.name_it : row.name_en);
  const columns: DataTableColumn<JobSectorAdmin>[] = [
    { key: "code", label: t("sector.code"), render: (row) => row.code, sx: { fontFamily: "monospace" } },
    { key: "name_it", label: t("sector.nameIt"), render: (row) => row.name_it },
    { key: "name_en", label: t("sector.nameEn"), render: (row) => row.name_en },
    { key: "sort", label: t("sector.sort"), align: "right", render: (row) => row.sort },
    { key: "status", label: t("status.label"), render: (row) => <StatusChip enabled={row.enabled} /> },
    {
      key: "actions",
      label: "",
      align: "right",
      render: (row) => (
        <RowActions
          name={name(row)}
          enabled={row.enabled}
          canManage={canManage}
          onEdit={() => setEditing(row)}
          onToggle={() =>
            toggle.mutate(
              { id: row.id, enabled: !row.enabled },
              { onError: (error) => notify(errorText(error, language), "error") },
            )
          }
          onMerge={() => setMerging(row)}
          pending={toggle.isPending}
        />
      ),
    },
  ];
  return (
    <>
      <ReferenceListFrame
        testId="job-sector-list"
        heading={t("sector.heading")}
        hint={t("sector.hint")}
        search={list.state.q}
        onSearch={list.onSearch}
        filters={<EnabledFilter value={list.state.enabled} onChange={(enabled) => list.set({ enabled })} />}
        sort={list.state.sort}
        dir={list.state.dir}
        sortOptions={[
          { value: "sort", label: t("sector.sort") },
          { value: "code", label: t("sector.code") },
          { value: "name_it", label: t("sector.nameIt") },
          { value: "name_en", label: t("sector.nameEn") },
        ]}
        onSort={(sort, dir) => list.set({ sort, dir })}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        page={list.state.page}
        onPage={(page) => list.set({ page })}
        onExport={async () => {
          const { items } = await jobSectors.exportAll(list.filter);
          downloadCsv(
            "job-sectors.csv",
            toCsv(
              ["id", "code", "name_it", "name_en", "sort", "enabled"],
              items.map((i) => [i.id, i.code, i.name_it, i.name_en, i.sort, i.enabled]),
            ),
          );
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing("new")}
            data-testid="sector-add"
          >
            {t("add")}
          </Button>
        }
      />
      {editing !== null ? (
        <SectorDialog entry={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {merging ? (
        <MergeDialog
          entry={{ id: merging.id, label: name(merging) }}
          loadCandidates={async (word) =>
            (await jobSectors.exportAll({ q: word || undefined })).items
              .slice(0, 50)
              .map((i) => ({ id: i.id, label: `${name(i)} (${i.code})` }))
          }
          preview={preview}
          merge={merge}
          outcome={t("sector.mergeOutcome")}
          onClose={() => setMerging(null)}
          onMerged={(result, survivor) => {
            setMerging(null);
            notify(t("merge.done", { count: result.moved, name: survivor.label }), "success");
          }}
        />
      ) : null}
    </>
  );
}

/** /job_sector (Administrator, Admin Management): job sectors, and the lookup lists of §3 as a second tab. */
export function JobSectorPage() {
  const { t } = useTranslation("reference-data");
  const access = useReferenceAccess();
  const [params, setParams] = useAddressParams();
  const tab = params.get("tab") === "lookups" ? "lookups" : "sectors";
  if (!access.canEdit) return <RedirectHome />;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: string) =>
          setParams(value === "lookups" ? { tab: "lookups" } : {}, { replace: true })
        }
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        <Tab value="sectors" label={t("sector.tabSectors")} data-testid="tab-sectors" />
        <Tab value="lookups" label={t("sector.tabLookups")} data-testid="tab-lookups" />
      </Tabs>
      {tab === "sectors" ? (
        <SectorList canManage={access.canManage} />
      ) : (
        <LookupList canManage={access.canManage} />
      )}
    </Box>
  );
}
