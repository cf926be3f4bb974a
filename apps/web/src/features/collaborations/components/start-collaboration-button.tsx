import Handshake from "@mui/icons-material/Handshake";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useStartFromNomination } from "../api.ts";

/** An accepted candidacy opens its collaboration (or, when it already has one, goes to it). */
export function StartCollaborationButton({ nominationId }: { nominationId: number }) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartFromNomination();
  const open = (id: number) => navigate(`/collaborations_request?id=${id}`);
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<Handshake />}
      disabled={start.isPending}
      data-testid="start-collaboration"
      onClick={() =>
        start.mutate(
          { nominationId },
          {
            onSuccess: (detail) => open(detail.id),
            onError: (error) => {
              const existing =
                isApiError(error) && error.code === "collaborations.already_exists"
                  ? (error.data as { id?: number } | null)?.id
                  : undefined;
              if (existing) open(existing);
              else emitNotice(errorText(error, language));
            },
          },
        )
      }
    >
      {t("fromNomination.start")}
    </Button>
  );
}
