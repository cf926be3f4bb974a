import { QUOTE_STATUSES, type Quote, type QuoteKind, type QuoteStatus } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { SelectFilter } from "../../../shared/components/select-filter.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { dateRange, formatDay, formatEuro } from "../../needs/index.ts";
import { downloadQuotePdf, MY_QUOTES_PAGE_SIZE, useMyQuotes } from "../api.ts";
import { StatusChip } from "./quote-status-chip.tsx";
import { WithdrawQuoteButton } from "./withdraw-quote-dialog.tsx";

function MyQuoteItem({ quote }: { quote: Quote }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const terms =
    quote.kind === "tm"
      ? [
          quote.daily_rate === null
            ? null
            : t("panel.perDay", { rate: formatEuro(quote.daily_rate, language) }),
          dateRange(quote.date_start, quote.date_end),
        ]
      : [quote.price === null ? null : formatEuro(quote.price, language), formatDay(quote.delivery_date)];
  return (
    <Card variant="outlined" data-testid="my-quote" data-status={quote.status}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{quote.position_title ?? quote.need_title}</Typography>
            {quote.position_title ? (
              <Typography variant="body2" color="text.secondary">
                {quote.need_title}
              </Typography>
            ) : null}
          </Box>
          <StatusChip status={quote.status} />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: "center", flexWrap: "wrap", mt: 1, color: "text.secondary" }}
        >
          {quote.client ? <Business fontSize="small" /> : <VisibilityOff fontSize="small" />}
          <Typography variant="body2">
            {quote.client ? quote.client.name : t("mine.anonymousClient")}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`kind.${quote.kind}`)} />
          <Typography variant="body2">{terms.filter(Boolean).join(" · ")}</Typography>
        </Stack>
        {quote.nominations.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1.5 }}>
            {quote.nominations.map((n) => (
              <Chip
                key={n.id}
                size="small"
                data-testid="my-quote-candidate"
                data-status={n.status}
                label={`${n.profile.firstname} ${n.profile.lastname} · ${t(`status.${n.status}`)}`}
                color={
                  n.status === "accepted"
                    ? "success"
                    : n.status === "discarded"
                      ? "error"
                      : n.status === "favourite"
                        ? "warning"
                        : "default"
                }
                variant={n.status === "proposed" || n.status === "withdrawn" ? "outlined" : "filled"}
              />
            ))}
          </Stack>
        ) : null}
        {quote.status === "withdrawn" ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="my-quote-withdrawn">
            {quote.discard_reason
              ? t("mine.withdrawnReason", { date: formatDay(quote.decided_at), reason: quote.discard_reason })
              : t("mine.withdrawnOn", { date: formatDay(quote.decided_at) })}
          </Typography>
        ) : quote.discard_reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("panel.reason", { reason: quote.discard_reason })}
          </Typography>
        ) : null}
        {quote.nominations
          .filter((n) => n.discard_reason)
          .map((n) => (
            <Typography key={n.id} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {n.profile.firstname} {n.profile.lastname}: {n.discard_reason}
            </Typography>
          ))}
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", mt: 1 }}
        >
          <Typography variant="caption" color="text.secondary">
            {t("mine.sentOn", { date: formatDay(quote.created_at) })}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ flexWrap: "wrap", justifyContent: "flex-end" }}
          >
            <WithdrawQuoteButton quote={quote} />
            <Button
              size="small"
              startIcon={<PictureAsPdf />}
              onClick={() =>
                downloadQuotePdf(quote.id, language).catch((error: unknown) =>
                  emitNotice(errorText(error, language)),
                )
              }
            >
              {t("actions.pdf")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The supplier's quotes and proposals with the client's decisions (a tab of the position list; dashboards link here). */
export function MyQuotesList({
  page,
  status,
  kind,
  onChange,
}: {
  page: number;
  status: QuoteStatus | undefined;
  /** Time & Material quotes (the positions' page) or Fixed Price proposals (the projects' page); both if absent. */
  kind?: QuoteKind;
  onChange: (changes: { page?: number; status?: QuoteStatus | null }) => void;
}) {
  const { t } = useTranslation("quotes");
  const list = useMyQuotes({ page, ...(status ? { status } : {}), ...(kind ? { kind } : {}) });
  const pages = list.data ? Math.ceil(list.data.total / MY_QUOTES_PAGE_SIZE) : 0;
  return (
    <Box data-testid="my-quotes">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
      >
        <Typography color="text.secondary">{t("mine.subtitle")}</Typography>
        <SelectFilter
          label={t("mine.statusFilter")}
          value={status ?? ""}
          onChange={(value) => onChange({ status: (value || null) as QuoteStatus | null, page: 1 })}
          anyLabel={t("mine.allStatuses")}
          options={QUOTE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <ListState
        query={list}
        empty={list.data?.items.length === 0}
        emptyText={t("mine.empty")}
        emptyTestId="my-quotes-empty"
        progressSx={{ mb: 1 }}
      >
        <Stack spacing={2}>
          {list.data?.items.map((q) => (
            <MyQuoteItem key={q.id} quote={q} />
          ))}
        </Stack>
      </ListState>
      <ListPagination count={pages} page={page} onChange={(next) => onChange({ page: next })} />
    </Box>
  );
}
