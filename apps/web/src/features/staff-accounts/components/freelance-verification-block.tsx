import { formatDayMonthYear } from "@mkt/contracts";
import { Alert, Box, Button, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useFreelanceVerification, useVerifyFreelancer } from "../api.ts";

/**
 * The company drawer's freelancer verification (freelance/checkValidFreelance): whether staff checked the VAT
 * number and identity documents, and the button that records it. Until then the freelancer cannot quote.
 * Nothing is shown for other company types.
 */
export function FreelanceVerificationBlock({ companyId }: { companyId: number }) {
  const { t } = useTranslation("staff-accounts");
  const language = useLanguage();
  const { notify } = useNotice();
  const state = useFreelanceVerification(companyId);
  const verify = useVerifyFreelancer(companyId);
  const [confirming, setConfirming] = useState(false);
  if (state.isError) return <Alert severity="error">{errorText(state.error, language)}</Alert>;
  if (state.data?.type !== "freelance") return null;
  const verifiedAt = state.data.freelance_verified_at;
  return (
    <Box data-testid="freelance-verification">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t("freelance.heading")}
      </Typography>
      {verifiedAt ? (
        <Chip
          color="success"
          label={t("freelance.verifiedOn", { date: formatDayMonthYear(new Date(verifiedAt)) })}
          data-testid="freelance-verified"
        />
      ) : (
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Chip color="warning" label={t("freelance.notVerified")} data-testid="freelance-not-verified" />
          <Typography variant="body2" color="text.secondary">
            {t("freelance.hint")}
          </Typography>
          <Button variant="contained" onClick={() => setConfirming(true)} data-testid="freelance-verify">
            {t("freelance.verify")}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("freelance.confirmTitle")}
        text={t("freelance.confirmText")}
        confirmLabel={t("freelance.verify")}
        cancelLabel={t("cancel")}
        pending={verify.isPending}
        onConfirm={() =>
          verify.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify(t("freelance.done"), "success");
            },
            onError: (error) => {
              setConfirming(false);
              notify(errorText(error, language), "error");
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
