import { allowedQuoteActions, type Quote, type QuoteAction } from "@mkt/contracts";
import Chat from "@mui/icons-material/ChatOutlined";
import Description from "@mui/icons-material/Description";
import PictureAsPdf from "@mui/icons-material/PictureAsPdf";
import { Box, Button, Card, CardActions, CardContent, Divider, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { track, useTrackView } from "../../../shared/tracking/index.ts";
import { dateRange, formatDay, formatEuro } from "../../needs/index.ts";
import { downloadQuoteDocument, downloadQuotePdf, useDecide, useMarkViewed } from "../api.ts";
import { CandidateRow } from "./candidate-row.tsx";
import { DecisionButtons } from "./decision-buttons.tsx";
import type { PendingDecision } from "./decision-dialogs.tsx";
import { StatusChip } from "./quote-status-chip.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One received quote or proposal as its client sees it: terms, candidacies with their match, the moves its
 * status allows, the PDF, the proposal's document and the chat with the supplier. Shown means seen: a sent
 * quote is marked viewed once.
 */
export function QuoteCard({
  quote,
  onDecide,
}: {
  quote: Quote;
  onDecide: (decision: PendingDecision) => void;
}) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const decide = useDecide();
  const viewed = useMarkViewed();
  const marked = useRef(false);
  useEffect(() => {
    if (quote.status === "sent" && !marked.current) {
      marked.current = true;
      viewed.mutate(quote.id);
    }
  }, [quote.id, quote.status, viewed]);
  const what = t(quote.kind === "fp" ? "what.proposal" : "what.quote", { supplier: quote.supplier.name });
  const tracked = {
    preventivo_id: quote.id,
    project_id: quote.need_id,
    supplier_id: quote.supplier.id,
    ...(quote.position_id === null ? {} : { position_id: quote.position_id }),
  };
  useTrackView("quote_detail", tracked);
  const act = (action: QuoteAction) => {
    if (action !== "accept") track(action === "favourite" ? "quote_favourite" : "quote_discard", tracked);
    if (action === "favourite")
      decide.mutate(
        { target: "quotes", id: quote.id, action },
        { onError: (error) => emitNotice(errorText(error, language)) },
      );
    else onDecide({ target: "quotes", id: quote.id, action, what });
  };
  const quoteActions = quote.nominations.length > 0 ? [] : allowedQuoteActions(quote.status);
  const download = (run: () => Promise<void>) => () => {
    track("quote_download", tracked);
    run().catch((error: unknown) => emitNotice(errorText(error, language)));
  };
  return (
    <Card
      variant="outlined"
      data-testid="quote-card"
      data-supplier={quote.supplier.name}
      data-status={quote.status}
      sx={{
        display: "flex",
        flexDirection: "column",
        ...(quote.status === "withdrawn" ? { bgcolor: "action.hover" } : {}),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{quote.supplier.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t("panel.sentOn", { date: formatDay(quote.created_at) })}
            </Typography>
          </Box>
          <StatusChip status={quote.status} />
        </Stack>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fit, minmax(110px, 1fr))",
            gap: 1.5,
            mt: 2,
          }}
        >
          {quote.kind === "tm" ? (
            <>
              <Fact
                label={t("panel.rate")}
                value={
                  quote.daily_rate === null
                    ? "—"
                    : t("panel.perDay", { rate: formatEuro(quote.daily_rate, language) })
                }
              />
              <Fact label={t("panel.period")} value={dateRange(quote.date_start, quote.date_end) || "—"} />
              <Fact label={t("panel.profiles")} value={String(quote.profile_number ?? "—")} />
            </>
          ) : (
            <>
              <Fact
                label={t("panel.price")}
                value={quote.price === null ? "—" : formatEuro(quote.price, language)}
              />
              <Fact label={t("panel.delivery")} value={formatDay(quote.delivery_date) || "—"} />
            </>
          )}
        </Box>
        {quote.note ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {t("panel.note")}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
              {quote.note}
            </Typography>
          </Box>
        ) : null}
        {quote.status === "withdrawn" ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="quote-withdrawn">
            {quote.discard_reason
              ? t("panel.withdrawnReason", { reason: quote.discard_reason })
              : t("panel.withdrawn")}
          </Typography>
        ) : quote.discard_reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("panel.reason", { reason: quote.discard_reason })}
          </Typography>
        ) : null}
        {quote.nominations.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="overline" color="text.secondary">
              {t("panel.candidates")}
            </Typography>
            <Stack divider={<Divider flexItem />}>
              {quote.nominations.map((n) => (
                <CandidateRow
                  key={n.id}
                  nomination={n}
                  supplierId={quote.supplier.id}
                  positionId={quote.position_id}
                  onDecide={onDecide}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
      </CardContent>
      <Divider />
      <CardActions sx={{ flexDirection: "column", alignItems: "stretch", gap: 0.5, px: 2 }}>
        {/* A quote with candidacies is decided on each of them (its status follows): one row of actions each. */}
        {quoteActions.length > 0 ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
            <DecisionButtons actions={quoteActions} onAct={act} testId="quote" />
          </Stack>
        ) : null}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", ml: "0 !important" }}>
          <Button
            size="small"
            startIcon={<PictureAsPdf />}
            onClick={download(() => downloadQuotePdf(quote.id, language))}
            data-testid="quote-pdf"
          >
            {t("actions.pdf")}
          </Button>
          {quote.document ? (
            <Button
              size="small"
              startIcon={<Description />}
              onClick={download(() =>
                downloadQuoteDocument(quote.id, quote.document?.filename ?? "document.pdf"),
              )}
              data-testid="quote-document"
            >
              {t("actions.document")}
            </Button>
          ) : null}
          <Button
            size="small"
            startIcon={<Chat />}
            component={RouterLink}
            to={`/chat_component?company=${quote.supplier.id}`}
            onClick={() => track("quote_chat", tracked)}
            data-testid="quote-contact"
          >
            {t("actions.contact")}
          </Button>
        </Stack>
      </CardActions>
    </Card>
  );
}
