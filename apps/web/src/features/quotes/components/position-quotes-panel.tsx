import { limitationSchema, type Quote } from "@mkt/contracts";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError, isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { ListState } from "../../../shared/components/list-state.tsx";
import { openBlockedFeature } from "../../plans/index.ts";
import { useNeedProposals, usePositionQuotes } from "../api.ts";
import { DecisionDialogs, type PendingDecision } from "./decision-dialogs.tsx";
import { QuoteCard } from "./quote-card.tsx";
import { QuoteCompareTable } from "./quote-compare-table.tsx";

/**
 * §2.6: the client's plan does not show quotes (VP). The call's 403 already opened the blocked-feature modal
 * naming the plan that unlocks them; once closed, this says why the tab is empty and opens it again.
 */
function QuotesBlocked({ error }: { error: unknown }) {
  const { t } = useTranslation("quotes");
  const limitation = limitationSchema.safeParse(isApiError(error) ? error.data : null);
  return (
    <Alert
      severity="info"
      icon={<LockOutlined />}
      data-testid="quotes-blocked"
      action={
        limitation.success ? (
          <Button
            color="inherit"
            size="small"
            onClick={() => openBlockedFeature(limitation.data)}
            data-testid="quotes-blocked-open"
          >
            {t("panel.blockedOpen")}
          </Button>
        ) : undefined
      }
    >
      {t("panel.blockedText")}
    </Alert>
  );
}

/**
 * Quotes side by side: columns from 1280 px, stacked on a phone; or the comparison table. Both read the same
 * answer, so a plan that blocks the quotes blocks the table too.
 */
function QuoteGrid({ query, empty }: { query: UseQueryResult<Quote[]>; empty: string }) {
  const { t } = useTranslation("quotes");
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [view, setView] = useState<"cards" | "compare">("cards");
  if (isFunctionBlocked(query.error)) return <QuotesBlocked error={query.error} />;
  return (
    <Box>
      <ListState
        query={query}
        empty={query.data?.length === 0}
        emptyText={empty}
        emptyTestId="quotes-empty"
        progressSx={{ mb: 1 }}
      >
        {query.data ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mb: 1, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
          >
            <Typography variant="body2" color="text.secondary" data-testid="quotes-count">
              {t("panel.count", { count: query.data.length })}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: "cards" | "compare" | null) => {
                if (next) setView(next);
              }}
              aria-label={t("compare.viewLabel")}
            >
              <ToggleButton value="cards" data-testid="quotes-view-cards">
                {t("compare.viewCards")}
              </ToggleButton>
              <ToggleButton value="compare" data-testid="quotes-view-compare">
                {t("compare.viewCompare")}
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        ) : null}
        {view === "compare" && query.data ? (
          <QuoteCompareTable quotes={query.data} />
        ) : (
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
        )}
      </ListState>
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
