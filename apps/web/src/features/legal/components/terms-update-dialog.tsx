import { TERMS_VERSION } from "@mkt/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useOverlayTurn } from "../../../shared/overlays/index.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { logout } from "../../auth/index.ts";
import { useAcceptTerms, useTermsStatus } from "../api.ts";
import { LEGAL_PATHS } from "./legal-dialog.tsx";

/**
 * After sign-in, a user who accepted an older version of the terms and privacy policy is asked once to
 * accept the version in force: a blocking dialog (no close by Escape or outside click) with links to both texts.
 * Accept stores it (PUT auth/terms); Refuse signs out. Staff acting as the user are never asked. It takes its turn
 * in the overlay queue right after the software update (docs/ui-overlays.md).
 */
export function TermsUpdateDialog() {
  const session = useSession();
  const userId = session && !session.user.assumedUser ? session.user.id : null;
  const status = useTermsStatus(userId);
  const turn = useOverlayTurn("terms-update", userId !== null && status.data?.must_accept === true);
  if (!turn || userId === null) return null;
  return <TermsUpdateContent userId={userId} />;
}

function TermsUpdateContent({ userId }: { userId: number }) {
  const { t } = useTranslation("legal");
  const language = useLanguage();
  const accept = useAcceptTerms(userId);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId} data-testid="terms-update-dialog">
      <DialogTitle id={titleId}>{t("update.title")}</DialogTitle>
      <DialogContent>
        <Typography id={textId} sx={{ mb: 2 }}>
          {t("update.text", { version: TERMS_VERSION })}
        </Typography>
        <Typography component="ul" sx={{ m: 0, pl: 3, mb: 2 }}>
          <li>
            <Link href={LEGAL_PATHS.terms} target="_blank" rel="noopener" data-testid="update-terms-link">
              {t("titles.terms")}
            </Link>
          </li>
          <li>
            <Link href={LEGAL_PATHS.privacy} target="_blank" rel="noopener" data-testid="update-privacy-link">
              {t("titles.privacy")}
            </Link>
          </li>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("update.refuseNote")}
        </Typography>
        {accept.isError ? <FormAlert>{errorText(accept.error, language)}</FormAlert> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={() => void logout()} disabled={accept.isPending} data-testid="terms-refuse">
          {t("update.refuse")}
        </Button>
        <Button
          variant="contained"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          data-testid="terms-accept"
        >
          {t("update.accept")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
