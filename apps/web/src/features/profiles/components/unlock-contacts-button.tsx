import LockOpen from "@mui/icons-material/LockOpen";
import { Button, CircularProgress } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUnlockContacts } from "../hooks/use-unlock-contacts.ts";

/** Credits one unlock spends (§4 information_blocked: one credit per profile, once per company). */
const UNLOCK_CREDITS = 1;

export type UnlockContactsButtonProps = {
  profile: { id: number; firstname: string };
  /** Runs the click when the plan allows it (complete_detail opens the blocked-feature modal first otherwise). */
  guard?: (proceed: () => void) => void;
};

/**
 * Unlock contacts: asks for confirmation with the credit cost, then unlocks; a plan without the function opens the
 * blocked-feature modal (no other notice is shown).
 */
export function UnlockContactsButton({ profile, guard = (proceed) => proceed() }: UnlockContactsButtonProps) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const { notify } = useNotice();
  const unlock = useUnlockContacts();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    unlock.mutate(profile.id, {
      onSuccess: () => notify(t("unlock.done"), "success"),
      onError: (error) => {
        if (!isFunctionBlocked(error)) notify(errorText(error, language), "error");
      },
    });
  };
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={unlock.isPending ? <CircularProgress size={16} color="inherit" /> : <LockOpen />}
        disabled={unlock.isPending}
        onClick={() => guard(() => setAsking(true))}
        sx={{ alignSelf: "flex-start" }}
        data-testid="unlock-contacts"
      >
        {t("unlock.button", { count: UNLOCK_CREDITS })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("unlock.title")}
        text={t("unlock.text", { count: UNLOCK_CREDITS, name: profile.firstname })}
        confirmLabel={t("unlock.confirm")}
        cancelLabel={t("cancel")}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
