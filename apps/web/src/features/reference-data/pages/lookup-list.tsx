import { ENCODED_LIST_NAMES, type LookupValueAdmin } from "@mkt/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { lookups, REFERENCE_PAGE_SIZE } from "../api.ts";
import { ReferenceListFrame } from "../components/reference-list-frame.tsx";
import { RowActions } from "../components/row-actions.tsx";
import { LookupDialog } from "../components/sector-dialogs.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { downloadCsv, toCsv } from "../csv.ts";
import { useListState } from "../use-list-state.ts";
import { EnabledFilter } from "./technology-page.tsx";

/** The lookup lists of §3 (a tab of /job_sector): labels, order, on/off. */
export function LookupList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const list = useListState({ list_name: "", enabled: "" }, "sort");
  const query = lookups.useList({ ...list.filter, page: list.state.page, limit: REFERENCE_PAGE_SIZE });
  const toggle = lookups.useEnabled();
  const [editing, setEditing] = useState<LookupValueAdmin | null>(null);
  const label = (row: LookupValueAdmin) => (language === "it" ? row.label_it : row.label_en);
  const columns: DataTableColumn<LookupValueAdmin>[] = [
    { key: "list", label: t("lookup.list"), render: (row) => t(`lookup.lists.${row.list_name}`) },
    { key: "code", label: t("lookup.code"), render: (row) => row.code, sx: { fontFamily: "monospace" } },
    { key: "label_it", label: t("lookup.labelIt"), render: (row) => row.label_it },
    { key: "label_en", label: t("lookup.labelEn"), render: (row) => row.label_en },
    { key: "sort", label: t("lookup.sort"), align: "right", render: (row) => row.sort },
    { key: "status", label: t("status.label"), render: (row) => <StatusChip enabled={row.enabled} /> },
    {
      key: "actions",
      label: "",
      align: "right",
      render: (row) => (
        <RowActions
          name={label(row)}
          enabled={row.enabled}
          canManage={canManage}
          onEdit={() => setEditing(row)}
          onToggle={() =>
            toggle.mutate(
              { id: row.id, enabled: !row.enabled },
              { onError: (error) => notify(errorText(error, language), "error") },
            )
          }
          pending={toggle.isPending}
        />
      ),
    },
  ];
  return (
    <>
      <ReferenceListFrame
        testId="lookup-list"
        heading={t("lookup.heading")}
        hint={t("lookup.hint")}
        search={list.state.q}
        onSearch={list.onSearch}
        filters={
          <>
            <SelectFilter
              label={t("lookup.list")}
              value={list.state.list_name}
              onChange={(list_name) => list.set({ list_name })}
              anyLabel={t("any")}
              options={ENCODED_LIST_NAMES.map((name) => ({ value: name, label: t(`lookup.lists.${name}`) }))}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              data-testid="lookup-list-filter"
            />
            <EnabledFilter value={list.state.enabled} onChange={(enabled) => list.set({ enabled })} />
          </>
        }
        sort={list.state.sort}
        dir={list.state.dir}
        sortOptions={[
          { value: "sort", label: t("lookup.sort") },
          { value: "code", label: t("lookup.code") },
          { value: "label_it", label: t("lookup.labelIt") },
          { value: "label_en", label: t("lookup.labelEn") },
        ]}
        onSort={(sort, dir) => list.set({ sort, dir })}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        page={list.state.page}
        onPage={(page) => list.set({ page })}
        onExport={async () => {
          const { items } = await lookups.exportAll(list.filter);
          downloadCsv(
            "lookup-lists.csv",
            toCsv(
              ["id", "list", "code", "label_it", "label_en", "sort", "enabled"],
              items.map((i) => [i.id, i.list_name, i.code, i.label_it, i.label_en, i.sort, i.enabled]),
            ),
          );
        }}
      />
      {editing ? <LookupDialog entry={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
