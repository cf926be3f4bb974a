import type { AdminCompanyRow } from "@mkt/contracts";
import ChevronRight from "@mui/icons-material/ChevronRight";
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { selectedCardProps } from "../../../shared/components/use-review-shortcuts.ts";
import { uploadDateLabel } from "../../company-profile/index.ts";
import { DocStatusChip } from "./doc-status-chip.tsx";

type CompanyRowsProps = {
  rows: readonly AdminCompanyRow[];
  /** The company type's label (an unknown type reads as it is). */
  typeLabel: (type: string) => string;
  onOpen: (id: number) => void;
  /** The review queue's keyboard selection (index) and the attributes its keys find an item by. */
  selected?: number;
  itemProps?: (index: number) => Record<string, unknown>;
};

/** The companies of a page as cards (narrow screens); a card opens the company's detail. */
export function CompanyCards({ rows, typeLabel, onOpen, selected, itemProps }: CompanyRowsProps) {
  return (
    <Stack spacing={1.5}>
      {rows.map((row, index) => (
        <Card
          key={row.id}
          variant="outlined"
          data-testid="company-row"
          {...selectedCardProps(index === selected)}
        >
          {/* Named by its visible text (name, type, VAT, states): an aria-label would hide it (WCAG 2.5.3). */}
          <CardActionArea onClick={() => onOpen(row.id)} {...itemProps?.(index)}>
            <CardContent sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600, wordBreak: "break-word" }}>{row.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {typeLabel(row.type)} · {row.vat_number}
                </Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}
                >
                  <DocStatusChip status={row.id_doc_status} />
                  <Typography variant="caption" color="text.secondary">
                    <DocumentsLabel documents={row.documents} pending={row.pending_documents} />
                  </Typography>
                </Stack>
              </Box>
              <ChevronRight color="action" />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** The companies of a page as a table (wide screens); a row or its name opens the company's detail. */
export function CompanyTable({ rows, typeLabel, onOpen, selected, itemProps }: CompanyRowsProps) {
  const { t } = useTranslation("companies");
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {(["company", "vat", "type", "status", "documents", "created"] as const).map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {t(`list.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              hover
              selected={index === selected}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => onOpen(row.id)}
              sx={{ cursor: "pointer" }}
              data-testid="company-row"
            >
              <TableCell sx={{ fontWeight: 600 }}>
                <Button
                  variant="text"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(row.id);
                  }}
                  aria-label={t("list.open", { name: row.name })}
                  {...itemProps?.(index)}
                  sx={{
                    p: 0,
                    minWidth: 0,
                    fontWeight: 600,
                    textAlign: "left",
                    textTransform: "none",
                  }}
                >
                  {row.name}
                </Button>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.vat_number}</TableCell>
              <TableCell>{typeLabel(row.type)}</TableCell>
              <TableCell>
                <DocStatusChip status={row.id_doc_status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <DocumentsLabel documents={row.documents} pending={row.pending_documents} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{uploadDateLabel(row.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DocumentsLabel({ documents, pending }: { documents: number; pending: number }) {
  const { t } = useTranslation("companies");
  if (documents === 0) return <>{t("list.noDocuments")}</>;
  return (
    <>
      {t("list.documents", { count: documents })}
      {pending > 0 ? (
        <Box component="span" sx={{ color: "info.main", fontWeight: 600 }}>
          {" · "}
          {t("list.pending", { count: pending })}
        </Box>
      ) : null}
    </>
  );
}
