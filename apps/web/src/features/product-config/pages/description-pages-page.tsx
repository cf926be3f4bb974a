import type { AdminPageDescription } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import Edit from "@mui/icons-material/Edit";
import { Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { QueryState } from "../../../shared/components/query-state.tsx";
import { useDescriptionPages } from "../api.ts";
import { PageHelpEditor } from "../components/page-help-editor.tsx";

type Editing = { page: AdminPageDescription; language: "it" | "en" };

const PAGE_SIZE = 15;

/**
 * /description_pages (staff): every page with its help texts per language (§2.6, §3); Administrator and Admin
 * Management edit a version, or create the missing one, with a live preview of the page-help dialog.
 */
export function DescriptionPagesPage() {
  const { t } = useTranslation("product-config");
  const pages = useDescriptionPages();
  const [filter, setFilter] = useState("");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [listPage, setListPage] = useState(1);
  const visible = useMemo(() => {
    const word = filter.trim().toLowerCase();
    const all = pages.data ?? [];
    if (!word) return all;
    return all.filter((p) =>
      [p.name_page, p.path, p.it?.title, p.en?.title].some((v) => v?.toLowerCase().includes(word)),
    );
  }, [pages.data, filter]);
  const pageCount = Math.ceil(visible.length / PAGE_SIZE);
  const shown = visible.slice((listPage - 1) * PAGE_SIZE, listPage * PAGE_SIZE);

  const languageCell = (page: AdminPageDescription, language: "it" | "en") => {
    const text = page[language];
    return (
      <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
        <Typography variant="body2">{text ? text.title : t("pages.missing")}</Typography>
        {text ? (
          <Typography variant="caption" color="text.secondary">
            {t("pages.stepCount", { count: text.tutorial_steps.length })}
          </Typography>
        ) : null}
        <Button
          size="small"
          startIcon={text ? <Edit /> : <Add />}
          onClick={() => setEditing({ page, language })}
          data-testid={`page-help-${text ? "edit" : "create"}-${page.name_page}-${language}`}
        >
          {text ? t("pages.edit") : t("pages.create")}
        </Button>
      </Stack>
    );
  };

  return (
    <Card data-testid="description-pages-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("pages.heading")}
          </Typography>
          <TextField
            size="small"
            label={t("pages.filter")}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setListPage(1);
            }}
            slotProps={{ htmlInput: { "data-testid": "page-help-filter", maxLength: 100 } }}
          />
        </Stack>
        <QueryState
          query={pages}
          retry={{ label: t("retry"), onClick: () => void pages.refetch() }}
          isEmpty={() => visible.length === 0}
          emptyText={t("pages.empty")}
        >
          {() => (
            <>
              <DataTable
                rows={shown}
                rowKey={(p) => p.name_page}
                rowTestId="page-help-row"
                columns={[
                  {
                    key: "page",
                    label: t("pages.page"),
                    render: (p) => (
                      <Stack>
                        <Typography variant="body2" sx={{ fontWeight: 700 }}>
                          {p.name_page}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {p.path}
                        </Typography>
                      </Stack>
                    ),
                  },
                  { key: "it", label: t("languages.it"), render: (p) => languageCell(p, "it") },
                  { key: "en", label: t("languages.en"), render: (p) => languageCell(p, "en") },
                ]}
              />
              <ListPagination count={pageCount} page={Math.min(listPage, pageCount)} onChange={setListPage} />
            </>
          )}
        </QueryState>
      </CardContent>
      {editing ? (
        <PageHelpEditor
          key={`${editing.page.name_page}-${editing.language}`}
          page={editing.page}
          language={editing.language}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
