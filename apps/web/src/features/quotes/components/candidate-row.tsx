import { allowedNominationActions, type Nomination, type QuoteAction } from "@mkt/contracts";
import { Box, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { StartCollaborationButton } from "../../collaborations/index.ts";
import { BandChip } from "../../matching/index.ts";
import { completeDetailPath } from "../../profiles/index.ts";
import { useDecide } from "../api.ts";
import { asBand } from "../quote-format.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import type { PendingDecision } from "./decision-dialogs.tsx";
import { StatusChip } from "./quote-status-chip.tsx";

/**
 * One candidacy on a quote: the profile (a link to its detail), its match, the moves its status allows and, once
 * accepted, the collaboration.
 */
export function CandidateRow({
  nomination,
  supplierId,
  positionId,
  onDecide,
}: {
  nomination: Nomination;
  /** The quoting company (named on the quote): the detail shows it. */
  supplierId: number;
  positionId: number | null;
  onDecide: (decision: PendingDecision) => void;
}) {
  const { t } = useTranslation("quotes");
  const { t: tp } = useTranslation("profiles");
  const decide = useDecide();
  const language = useLanguage();
  const p = nomination.profile;
  const name = `${p.firstname} ${p.lastname}`;
  const band = nomination.match ? asBand(nomination.match.band) : null;
  const act = (action: QuoteAction) => {
    if (action === "favourite")
      decide.mutate(
        { target: "nominations", id: nomination.id, action },
        { onError: (error) => emitNotice(errorText(error, language)) },
      );
    else onDecide({ target: "nominations", id: nomination.id, action, what: t("what.candidate", { name }) });
  };
  return (
    <Box data-testid="candidate" data-name={name} sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={completeDetailPath(
              { id: p.id, company_id: supplierId },
              { nominationId: nomination.id, positionId },
            )}
            variant="body2"
            underline="hover"
            sx={{ fontWeight: 700, display: "block" }}
            data-testid="candidate-link"
          >
            {name}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {p.title} · {tp(`seniority.${p.seniority}`)}
            {p.city ? ` · ${p.city}` : ""}
          </Typography>
        </Box>
        <StatusChip status={nomination.status} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mt: 0.75 }}>
        {nomination.match && band ? (
          <BandChip score={nomination.match.score} band={band} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t("panel.noMatch")}
          </Typography>
        )}
        <DecisionButtons
          actions={allowedNominationActions(nomination.status)}
          onAct={act}
          testId="candidate"
        />
        {nomination.status === "accepted" ? <StartCollaborationButton nominationId={nomination.id} /> : null}
      </Stack>
      {nomination.discard_reason ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {t("panel.reason", { reason: nomination.discard_reason })}
        </Typography>
      ) : null}
    </Box>
  );
}
