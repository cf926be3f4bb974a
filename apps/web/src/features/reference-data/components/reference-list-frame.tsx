import DownloadIcon from "@mui/icons-material/Download";
import {
  Box,
  Button,
  Card,
  CardContent,
  Pagination,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../shared/components/data-table.tsx";
import { FieldList } from "../../../shared/components/field-list.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { REFERENCE_PAGE_SIZE } from "../api.ts";

type PageData<T> = { items: T[]; total: number };
type ListQuery<T> = {
  data: PageData<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ReferenceListFrameProps<T> = {
  testId: string;
  heading: string;
  hint: string;
  search: string;
  onSearch: (word: string) => void;
  /** The list's own filters (selects) beside the search box. */
  filters?: ReactNode;
  sort: string;
  dir: "asc" | "desc";
  sortOptions: { value: string; label: string }[];
  onSort: (sort: string, dir: "asc" | "desc") => void;
  query: ListQuery<T>;
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => number | string;
  page: number;
  onPage: (page: number) => void;
  /** Writes the CSV of the whole current filter. */
  onExport: () => Promise<void>;
  /** The Add button, when the list has one. */
  actions?: ReactNode;
  /** Columns left out of the phone's cards (secondary details the edit dialog shows anyway). */
  phoneHidden?: readonly string[];
};

/**
 * The rows on a phone: one card each, the first column as its title, the row's actions beside it, then the other
 * columns as "label value" lines (status included), so nothing hides in a table scrolled sideways.
 */
function RowCards<T>({
  columns,
  rows,
  rowKey,
  hidden = [],
}: {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number | string;
  hidden?: readonly string[];
}) {
  const [title, ...rest] = columns;
  const actions = rest.find((c) => c.key === "actions");
  const fields = rest.filter((c) => c !== actions && !hidden.includes(c.key));
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="reference-cards">
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          data-testid="reference-row"
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: "flex-start", justifyContent: "space-between" }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: "anywhere", fontWeight: 600 }}>{title?.render(row)}</Box>
            {actions ? <Box sx={{ flexShrink: 0, mt: -0.5, mr: -0.5 }}>{actions.render(row)}</Box> : null}
          </Stack>
          <FieldList items={fields.map((f) => ({ key: f.key, label: f.label, value: f.render(row) }))} />
        </Box>
      ))}
    </Stack>
  );
}

/** One back-office list: search, filters, sort, export, the table and its pages. */
export function ReferenceListFrame<T>(props: ReferenceListFrameProps<T>) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const { notify } = useNotice();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const [word, setWord] = useState(props.search);
  const [exporting, setExporting] = useState(false);
  const { onSearch, search } = props;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (word.trim() !== search) onSearch(word.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [word, search, onSearch]);
  const data = props.query.data;
  // The actions column has no visible heading (screen readers still hear one) and stays in view when the table
  // is wider than its card (the product categories at 1280 px).
  const tableColumns = props.columns.map((c) =>
    c.key === "actions"
      ? {
          ...c,
          stickyEnd: true,
          label:
            c.label === "" ? (
              <Box component="span" sx={visuallyHidden}>
                {t("actions")}
              </Box>
            ) : (
              c.label
            ),
        }
      : c,
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / REFERENCE_PAGE_SIZE)) : 1;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await props.onExport();
    } catch (error) {
      notify(errorText(error, language), "error");
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card data-testid={props.testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between" }}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {props.heading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {props.hint}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", flexShrink: 0 }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
              disabled={exporting}
              data-testid="reference-export"
            >
              {t("export")}
            </Button>
            {props.actions}
          </Stack>
        </Stack>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 2,
            my: 2,
            // The search box takes twice a filter's share; on a phone every field has its own line.
            "& > *": { flex: "1 1 160px", minWidth: 0 },
            "& > :first-of-type": { flex: "2 1 240px" },
          }}
        >
          <TextField
            label={t("search")}
            value={word}
            onChange={(e) => setWord(e.target.value)}
            size="small"
            type="search"
            slotProps={{ htmlInput: { maxLength: 80, "data-testid": "reference-search" } }}
          />
          {props.filters}
          <SelectFilter
            label={t("sortBy")}
            value={`${props.sort}:${props.dir}`}
            onChange={(value) => {
              const [sort = props.sort, dir] = value.split(":");
              props.onSort(sort, dir === "desc" ? "desc" : "asc");
            }}
            options={props.sortOptions.flatMap((o) => [
              { value: `${o.value}:asc`, label: `${o.label} ↑` },
              { value: `${o.value}:desc`, label: `${o.label} ↓` },
            ])}
            data-testid="reference-sort"
          />
        </Box>
        <ListState
          query={props.query}
          empty={data?.items.length === 0}
          emptyText={t("empty")}
          emptyTestId="reference-empty"
          progressSx={{ mb: 1 }}
          retry={{ label: t("retry"), onClick: () => void props.query.refetch() }}
        >
          {data && data.items.length > 0 ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="reference-total">
                {t("total", { count: data.total })}
              </Typography>
              {wide ? (
                <DataTable
                  columns={tableColumns}
                  rows={data.items}
                  rowKey={props.rowKey}
                  rowTestId="reference-row"
                />
              ) : (
                <RowCards
                  columns={props.columns}
                  rows={data.items}
                  rowKey={props.rowKey}
                  {...(props.phoneHidden ? { hidden: props.phoneHidden } : {})}
                />
              )}
              {pages > 1 ? (
                <Box sx={{ display: "flex", justifyContent: "center", mt: 2, pt: 2 }}>
                  {/* On a phone fewer page numbers, so the arrows stay on the numbers' line. */}
                  <Pagination
                    count={pages}
                    page={props.page}
                    onChange={(_, value) => props.onPage(value)}
                    siblingCount={wide ? 1 : 0}
                    size={wide ? "medium" : "small"}
                    data-testid="reference-pages"
                  />
                </Box>
              ) : null}
            </>
          ) : null}
        </ListState>
      </CardContent>
    </Card>
  );
}
