import type { Quote } from "@mkt/contracts";
import { Alert, Box, LinearProgress, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useNeedProposals, usePositionQuotes } from "../api.ts";
import { DecisionDialogs, type PendingDecision } from "./decision-dialogs.tsx";
import { QuoteCard } from "./quote-card.tsx";

/** Quotes side by side: columns from 1280 px, stacked on a phone. */
function QuoteGrid({ query, empty }: { query: UseQueryResult<Quote[]>; empty: string }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  return (
    <Box>
      {query.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {query.isError ? <Alert severity="error">{errorText(query.error, language)}</Alert> : null}
      {query.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="quotes-count">
          {t("panel.count", { count: query.data.length })}
        </Typography>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }} data-testid="quotes-empty">
          {empty}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(320px, 1fr))" },
          alignItems: "stretch",
        }}
      >
        {query.data?.map((q) => (
          <QuoteCard key={q.id} quote={q} onDecide={setPending} />
        ))}
      </Box>
      <DecisionDialogs pending={pending} onClose={() => setPending(null)} />
    </Box>
  );
}

/** The "Preventivi" tab of a T&M need's position: its quotes with their candidacies side by side. */
export function PositionQuotesPanel({ positionId }: { positionId: number }) {
  const { t } = useTranslation("quotes");
  return (
    <Box data-testid="position-quotes-panel">
      <QuoteGrid query={usePositionQuotes(positionId)} empty={t("panel.empty")} />
    </Box>
  );
}

/** The "Proposte" tab of a Fixed Price need: the proposals with their documents. */
export function NeedProposalsPanel({ needId }: { needId: number }) {
  const { t } = useTranslation("quotes");
  return (
    <Box data-testid="need-proposals-panel">
      <QuoteGrid query={useNeedProposals(needId)} empty={t("panel.emptyProposals")} />
    </Box>
  );
}
