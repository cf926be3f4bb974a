import type { Quote } from "@mkt/contracts";
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { BandChip } from "../../matching/index.ts";
import { formatDay, formatEuro } from "../../needs/index.ts";
import { completeDetailPath } from "../../profiles/index.ts";
import {
  type CompareOrder,
  type CompareRow,
  type CompareSort,
  compareRows,
  firstOrder,
  sortCompareRows,
} from "../compare-model.ts";
import { asBand } from "../quote-format.ts";
import { StatusChip } from "./quote-status-chip.tsx";

const NONE = "—";

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: CompareSort;
  sort: { by: CompareSort; order: CompareOrder } | null;
  onSort: (column: CompareSort) => void;
}) {
  const { t } = useTranslation("quotes");
  const active = sort?.by === column;
  return (
    <TableCell
      sx={{ fontWeight: 700, whiteSpace: "nowrap" }}
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
      data-testid={`compare-head-${column}`}
    >
      <TableSortLabel
        active={active}
        direction={active ? sort.order : firstOrder(column)}
        onClick={() => onSort(column)}
        data-testid={`compare-sort-${column}`}
      >
        {t(`compare.columns.${column}`)}
      </TableSortLabel>
    </TableCell>
  );
}

function CompareLine({ row }: { row: CompareRow }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const band = row.match ? asBand(row.match.band) : null;
  return (
    <TableRow data-testid="compare-row" data-key={row.key}>
      <TableCell sx={{ fontWeight: 600 }} data-testid="compare-supplier">
        {row.supplier.name}
      </TableCell>
      <TableCell>
        {row.profile ? (
          <Link
            component={RouterLink}
            to={completeDetailPath(
              { id: row.profile.id, company_id: row.supplier.id },
              { nominationId: row.nominationId, positionId: row.positionId },
            )}
            underline="hover"
            data-testid="compare-profile"
          >
            {row.profile.name}
          </Link>
        ) : (
          NONE
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="compare-rate">
        {row.rate
          ? row.rate.kind === "day"
            ? t("panel.perDay", { rate: formatEuro(row.rate.amount, language) })
            : t("compare.fixed", { price: formatEuro(row.rate.amount, language) })
          : NONE}
      </TableCell>
      <TableCell data-testid="compare-score">
        {row.match && band ? <BandChip score={row.match.score} band={band} /> : NONE}
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="compare-available">
        {row.available ? formatDay(row.available) : NONE}
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="compare-rating">
        {row.rating?.average != null
          ? t("compare.rating", {
              average: row.rating.average.toLocaleString(language === "it" ? "it-IT" : "en-GB"),
              count: row.rating.count,
            })
          : t("compare.noRating")}
      </TableCell>
      <TableCell>
        <StatusChip status={row.status} />
      </TableCell>
    </TableRow>
  );
}

/**
 * The received quotes side by side (issue 20): one row per candidate (or per proposal), sortable by rate, match
 * score, availability and supplier rating. Narrow screens scroll it sideways inside its focusable region.
 */
export function QuoteCompareTable({ quotes }: { quotes: readonly Quote[] }) {
  const { t } = useTranslation("quotes");
  const [sort, setSort] = useState<{ by: CompareSort; order: CompareOrder } | null>(null);
  const rows = useMemo(() => compareRows(quotes), [quotes]);
  const shown = sort ? sortCompareRows(rows, sort.by, sort.order) : rows;
  const onSort = (by: CompareSort) =>
    setSort((now) =>
      now?.by === by ? { by, order: now.order === "asc" ? "desc" : "asc" } : { by, order: firstOrder(by) },
    );
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t("compare.caption")}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflowX: "auto" }}
      data-testid="quote-compare"
    >
      <Table size="small" sx={{ minWidth: 860 }}>
        <caption style={{ captionSide: "top", textAlign: "left" }}>
          <Typography variant="caption" color="text.secondary">
            {t("compare.hint")}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t("compare.columns.supplier")}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t("compare.columns.profile")}</TableCell>
            <SortHeader column="rate" sort={sort} onSort={onSort} />
            <SortHeader column="score" sort={sort} onSort={onSort} />
            <SortHeader column="available" sort={sort} onSort={onSort} />
            <SortHeader column="rating" sort={sort} onSort={onSort} />
            <TableCell sx={{ fontWeight: 700 }}>{t("compare.columns.status")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <CompareLine key={row.key} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
