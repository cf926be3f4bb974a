import type { QuoteAction } from "@mkt/contracts";
import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import Star from "@mui/icons-material/StarBorder";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";

const ICONS: Record<QuoteAction, typeof Star> = { favourite: Star, discard: Close, accept: Check };

/** The client's action buttons on a quote or a candidacy: only the moves its status allows. */
export function DecisionButtons({
  actions,
  onAct,
  testId,
}: {
  actions: QuoteAction[];
  onAct: (action: QuoteAction) => void;
  testId: string;
}) {
  const { t } = useTranslation("quotes");
  return (
    <>
      {actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="small"
            color={action === "discard" ? "error" : action === "accept" ? "success" : "primary"}
            startIcon={<Icon />}
            onClick={() => onAct(action)}
            data-testid={`${testId}-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
    </>
  );
}
