import type { TechnologyAdmin } from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import { Button, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { REFERENCE_PAGE_SIZE, technologies, useTechnologyCategories } from "../api.ts";
import { MergeDialog } from "../components/merge-dialog.tsx";
import { ReferenceListFrame } from "../components/reference-list-frame.tsx";
import { RowActions } from "../components/row-actions.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { TechnologyDialog } from "../components/technology-dialog.tsx";
import { downloadCsv, toCsv } from "../csv.ts";
import { useListState } from "../use-list-state.ts";
import { useReferenceAccess } from "../use-staff-role.ts";

/** Survivors offered by the merge dialog: entries not merged themselves, matching the word. */
/** The entries a technology of `category` may be merged into: the same category's (the API refuses others). */
async function technologyCandidates(word: string, category: string) {
  const page = await technologies.exportAll({ q: word || undefined, category, sort: "name", dir: "asc" });
  return page.items
    .filter((i) => i.merged_into_id === null)
    .slice(0, 50)
    .map((i) => ({ id: i.id, label: `${i.name} (${i.category})` }));
}

/**
 * The taxonomy's category in the reader's language ("data_ai" → "Dati e IA"); a category the list does not know
 * (the field is free text) shows as typed.
 */
function useCategoryLabel() {
  const { t } = useTranslation("reference-data");
  return (code: string) => t(`technology.categories.${code}`, { defaultValue: code });
}

function TechnologyList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const list = useListState({ category: "", enabled: "" }, "name");
  const query = technologies.useList({ ...list.filter, page: list.state.page, limit: REFERENCE_PAGE_SIZE });
  const categories = useTechnologyCategories();
  const toggle = technologies.useEnabled();
  const merge = technologies.useMerge();
  const [editing, setEditing] = useState<TechnologyAdmin | null | "new">(null);
  const [merging, setMerging] = useState<TechnologyAdmin | null>(null);
  const preview = technologies.useMergePreview(merging?.id ?? null);
  const categoryLabel = useCategoryLabel();
  const onToggle = (row: TechnologyAdmin) =>
    toggle.mutate(
      { id: row.id, enabled: !row.enabled },
      { onError: (error) => notify(errorText(error, language), "error") },
    );

  const columns: DataTableColumn<TechnologyAdmin>[] = [
    {
      key: "name",
      label: t("technology.name"),
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {row.aliases.length > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t("technology.aka", { aliases: row.aliases.join(", ") })}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: "category", label: t("technology.category"), render: (row) => categoryLabel(row.category) },
    { key: "label_it", label: t("technology.labelIt"), render: (row) => row.label_it ?? "—" },
    { key: "label_en", label: t("technology.labelEn"), render: (row) => row.label_en ?? "—" },
    {
      key: "status",
      label: t("status.label"),
      render: (row) => <StatusChip enabled={row.enabled} mergedInto={row.merged_into_name} />,
    },
    {
      key: "actions",
      label: "",
      align: "right",
      render: (row) => (
        <RowActions
          name={row.name}
          enabled={row.enabled}
          canManage={canManage}
          onEdit={() => setEditing(row)}
          {...(row.merged_into_id === null
            ? { onToggle: () => onToggle(row), onMerge: () => setMerging(row) }
            : {})}
          pending={toggle.isPending}
        />
      ),
    },
  ];

  return (
    <>
      <ReferenceListFrame
        testId="technology-page"
        heading={t("technology.heading")}
        hint={t("technology.hint")}
        search={list.state.q}
        onSearch={list.onSearch}
        filters={
          <>
            <SelectFilter
              label={t("technology.category")}
              value={list.state.category}
              onChange={(category) => list.set({ category })}
              anyLabel={t("any")}
              options={(categories.data ?? []).map((c) => ({ value: c, label: categoryLabel(c) }))}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              data-testid="technology-category-filter"
            />
            <EnabledFilter value={list.state.enabled} onChange={(enabled) => list.set({ enabled })} />
          </>
        }
        sort={list.state.sort}
        dir={list.state.dir}
        sortOptions={[
          { value: "name", label: t("technology.name") },
          { value: "category", label: t("technology.category") },
          { value: "id", label: t("sortNewest") },
        ]}
        onSort={(sort, dir) => list.set({ sort, dir })}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        phoneHidden={["label_it", "label_en"]}
        page={list.state.page}
        onPage={(page) => list.set({ page })}
        onExport={async () => {
          const { items } = await technologies.exportAll(list.filter);
          downloadCsv(
            "technologies.csv",
            toCsv(
              ["id", "name", "category", "label_it", "label_en", "aliases", "enabled", "merged_into"],
              items.map((i) => [
                i.id,
                i.name,
                i.category,
                i.label_it,
                i.label_en,
                i.aliases.join("; "),
                i.enabled,
                i.merged_into_name,
              ]),
            ),
          );
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing("new")}
            data-testid="technology-add"
          >
            {t("add")}
          </Button>
        }
      />
      {editing !== null ? (
        <TechnologyDialog entry={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {merging ? (
        <MergeDialog
          entry={{ id: merging.id, label: merging.name }}
          loadCandidates={(word) => technologyCandidates(word, merging.category)}
          preview={preview}
          merge={merge}
          outcome={t("technology.mergeOutcome")}
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

/** The on/off filter shared by the lists that have an enabled column. */
export function EnabledFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("reference-data");
  return (
    <SelectFilter
      label={t("status.label")}
      value={value}
      onChange={onChange}
      anyLabel={t("any")}
      options={[
        { value: "true", label: t("status.enabled") },
        { value: "false", label: t("status.disabled") },
      ]}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      data-testid="reference-enabled-filter"
    />
  );
}

/** /technology (Administrator, Admin Management): the technologies and skills taxonomy. */
export function TechnologyPage() {
  const access = useReferenceAccess();
  return access.canEdit ? <TechnologyList canManage={access.canManage} /> : <RedirectHome />;
}
