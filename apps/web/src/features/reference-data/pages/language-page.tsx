import type { SpokenLanguageAdmin } from "@mkt/contracts";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableColumn } from "../../../shared/components/data-table.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { RedirectHome } from "../../../shared/routing/redirect-home.tsx";
import { REFERENCE_PAGE_SIZE, spokenLanguages } from "../api.ts";
import { LanguageDialog } from "../components/language-dialog.tsx";
import { ReferenceListFrame } from "../components/reference-list-frame.tsx";
import { RowActions } from "../components/row-actions.tsx";
import { StatusChip } from "../components/status-chip.tsx";
import { downloadCsv, toCsv } from "../csv.ts";
import { useListState } from "../use-list-state.ts";
import { useReferenceAccess } from "../use-staff-role.ts";
import { EnabledFilter } from "./technology-page.tsx";

/**
 * /languages (Administrator, Admin Management): the spoken languages profiles list and clients filter by. Both
 * add and edit; the Administrator switches a language off (forms stop offering it, profiles keep it).
 */
export function LanguagePage() {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const access = useReferenceAccess();
  const list = useListState({ enabled: "" }, "sort");
  const query = spokenLanguages.useList({
    ...list.filter,
    page: list.state.page,
    limit: REFERENCE_PAGE_SIZE,
  });
  const toggle = spokenLanguages.useEnabled();
  const [editing, setEditing] = useState<SpokenLanguageAdmin | null | "new">(null);
  if (!access.canEdit) return <RedirectHome />;
  const name = (row: SpokenLanguageAdmin) => (language === "it" ? row.name_it : row.name_en);
  const columns: DataTableColumn<SpokenLanguageAdmin>[] = [
    { key: "code", label: t("language.code"), render: (row) => row.code, sx: { fontFamily: "monospace" } },
    { key: "name_it", label: t("language.nameIt"), render: (row) => row.name_it },
    { key: "name_en", label: t("language.nameEn"), render: (row) => row.name_en },
    { key: "sort", label: t("language.sort"), align: "right", render: (row) => row.sort },
    { key: "status", label: t("status.label"), render: (row) => <StatusChip enabled={row.enabled} /> },
    {
      key: "actions",
      label: "",
      align: "right",
      render: (row) => (
        <RowActions
          name={name(row)}
          enabled={row.enabled}
          canManage={access.canManage}
          onEdit={() => setEditing(row)}
          onToggle={() =>
            toggle.mutate(
              { id: row.code, enabled: !row.enabled },
              { onError: (error) => notify(errorText(error, language), "error") },
            )
          }
          pending={toggle.isPending}
        />
      ),
    },
  ];
  return (
    <Box>
      <ReferenceListFrame
        testId="language-list"
        heading={t("language.heading")}
        hint={t(access.canManage ? "language.hint" : "language.hintEditor")}
        search={list.state.q}
        onSearch={list.onSearch}
        filters={<EnabledFilter value={list.state.enabled} onChange={(enabled) => list.set({ enabled })} />}
        sort={list.state.sort}
        dir={list.state.dir}
        sortOptions={[
          { value: "sort", label: t("language.sort") },
          { value: "code", label: t("language.code") },
          { value: "name_it", label: t("language.nameIt") },
          { value: "name_en", label: t("language.nameEn") },
        ]}
        onSort={(sort, dir) => list.set({ sort, dir })}
        query={query}
        columns={columns}
        rowKey={(row) => row.code}
        page={list.state.page}
        onPage={(page) => list.set({ page })}
        onExport={async () => {
          const { items } = await spokenLanguages.exportAll(list.filter);
          downloadCsv(
            "languages.csv",
            toCsv(
              ["code", "name_it", "name_en", "sort", "enabled"],
              items.map((i) => [i.code, i.name_it, i.name_en, i.sort, i.enabled]),
            ),
          );
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing("new")}
            data-testid="language-add"
          >
            {t("add")}
          </Button>
        }
      />
      {editing !== null ? (
        <LanguageDialog entry={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Box>
  );
}
