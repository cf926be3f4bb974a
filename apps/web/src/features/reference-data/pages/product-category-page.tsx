import type { CategoryAdmin } from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { productCategories, REFERENCE_PAGE_SIZE } from "../api.ts";
import { CategoryDialog } from "../components/category-dialog.tsx";
import { MergeDialog } from "../components/merge-dialog.tsx";
import { ReferenceListFrame } from "../components/reference-list-frame.tsx";
import { RowActions } from "../components/row-actions.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { downloadCsv, toCsv } from "../csv.ts";
import { useListState } from "../use-list-state.ts";
import { useReferenceAccess } from "../use-staff-role.ts";
import { EnabledFilter } from "./technology-page.tsx";

function CategoryList({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const list = useListState({ enabled: "" }, "path");
  const query = productCategories.useList({
    ...list.filter,
    page: list.state.page,
    limit: REFERENCE_PAGE_SIZE,
  });
  const merge = productCategories.useMerge();
  const toggle = productCategories.useEnabled();
  const [editing, setEditing] = useState<CategoryAdmin | null | "new">(null);
  const [merging, setMerging] = useState<CategoryAdmin | null>(null);
  const preview = productCategories.useMergePreview(merging?.id ?? null);
  const path = (row: CategoryAdmin) => (language === "it" ? row.path_it : row.path_en);
  const columns: DataTableColumn<CategoryAdmin>[] = [
    { key: "path", label: t("category.path"), render: (row) => path(row) },
    { key: "code", label: t("category.code"), render: (row) => row.code, sx: { fontFamily: "monospace" } },
    { key: "name_it", label: t("category.nameIt"), render: (row) => row.name_it },
    { key: "name_en", label: t("category.nameEn"), render: (row) => row.name_en },
    { key: "sort", label: t("category.sort"), align: "right", render: (row) => row.sort },
    { key: "services", label: t("category.services"), align: "right", render: (row) => row.services },
    { key: "status", label: t("status.label"), render: (row) => <StatusChip enabled={row.enabled} /> },
    {
      key: "actions",
      label: "",
      align: "right",
      render: (row) => (
        <RowActions
          name={path(row)}
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
        testId="product-category-page"
        heading={t("category.heading")}
        hint={t("category.hint")}
        search={list.state.q}
        onSearch={list.onSearch}
        filters={<EnabledFilter value={list.state.enabled} onChange={(enabled) => list.set({ enabled })} />}
        sort={list.state.sort}
        dir={list.state.dir}
        sortOptions={[
          { value: "path", label: t("category.treeOrder") },
          { value: "sort", label: t("category.sort") },
          { value: "code", label: t("category.code") },
          { value: "name_it", label: t("category.nameIt") },
          { value: "name_en", label: t("category.nameEn") },
        ]}
        onSort={(sort, dir) => list.set({ sort, dir })}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        phoneHidden={["name_it", "name_en", "sort"]}
        page={list.state.page}
        onPage={(page) => list.set({ page })}
        onExport={async () => {
          const { items } = await productCategories.exportAll(list.filter);
          downloadCsv(
            "product-categories.csv",
            toCsv(
              [
                "id",
                "parent_id",
                "code",
                "name_it",
                "name_en",
                "sort",
                "path_it",
                "path_en",
                "services",
                "enabled",
              ],
              items.map((i) => [
                i.id,
                i.parent_id,
                i.code,
                i.name_it,
                i.name_en,
                i.sort,
                i.path_it,
                i.path_en,
                i.services,
                i.enabled,
              ]),
            ),
          );
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing("new")}
            data-testid="category-add"
          >
            {t("add")}
          </Button>
        }
      />
      {editing !== null ? (
        <CategoryDialog entry={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {merging ? (
        <MergeDialog
          entry={{ id: merging.id, label: path(merging) }}
          loadCandidates={async (word) =>
            (await productCategories.exportAll({ q: word || undefined, sort: "path" })).items
              .slice(0, 50)
              .map((i) => ({ id: i.id, label: path(i) }))
          }
          preview={preview}
          merge={merge}
          outcome={t("category.mergeOutcome")}
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

/** /product_category (Administrator, Admin Management): the hierarchical categories of services. */
export function ProductCategoryPage() {
  const access = useReferenceAccess();
  return access.canEdit ? <CategoryList canManage={access.canManage} /> : <RedirectHome />;
}
