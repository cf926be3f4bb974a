import { formatDayMonthYear } from "@mkt/contracts";
import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { useTwoFactorStatus } from "../two-factor-api.ts";
import { TwoFactorDisableDialog } from "./two-factor-disable-dialog.tsx";
import { TwoFactorEnrolDialog } from "./two-factor-enrol-dialog.tsx";
import { RecoveryCodesDialog } from "./two-factor-recovery-codes-dialog.tsx";
import { TwoFactorRegenerateDialog } from "./two-factor-regenerate-dialog.tsx";

type Open = "enrol" | "disable" | "regenerate" | { codes: string[] } | null;

/** My profile: two-factor sign-in with an authenticator app (turn on with a QR code, off, new recovery codes). */
export function TwoFactorCard({ email }: { email: string }) {
  const { t } = useTranslation("two-factor");
  const { notify } = useNotice();
  const status = useTwoFactorStatus();
  const [open, setOpen] = useState<Open>(null);
  const data = status.data;
  if (!data) return null;

  return (
    <Card data-testid="two-factor-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap" }}>
          <VerifiedUserIcon color={data.enabled ? "success" : "disabled"} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("card.heading")}
          </Typography>
          <Chip
            size="small"
            color={data.enabled ? "success" : "default"}
            label={data.enabled ? t("card.statusOn") : t("card.statusOff")}
            data-testid="two-factor-status"
          />
        </Stack>
        {data.required && !data.enabled ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t("card.required")}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {data.enabled && data.enabled_at
            ? t("card.textOn", { date: formatDayMonthYear(new Date(data.enabled_at)) })
            : t("card.textOff")}
        </Typography>
        {data.enabled ? (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="two-factor-codes-left">
            {t("card.codesLeft", { count: data.recovery_codes_left })}
          </Typography>
        ) : null}
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: "flex-end", mt: 2, flexWrap: "wrap", gap: 1 }}
        >
          {data.enabled ? (
            <>
              <Button onClick={() => setOpen("regenerate")} data-testid="two-factor-regenerate">
                {t("card.regenerate")}
              </Button>
              <Button
                color="error"
                variant="outlined"
                onClick={() => setOpen("disable")}
                data-testid="two-factor-disable"
              >
                {t("card.disable")}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setOpen("enrol")} data-testid="two-factor-enable">
              {t("card.enable")}
            </Button>
          )}
        </Stack>
      </CardContent>
      {open === "enrol" ? (
        <TwoFactorEnrolDialog onClose={() => setOpen(null)} onEnabled={(codes) => setOpen({ codes })} />
      ) : null}
      {open === "disable" ? (
        <TwoFactorDisableDialog
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            notify(t("card.statusOff"), "success");
          }}
        />
      ) : null}
      {open === "regenerate" ? (
        <TwoFactorRegenerateDialog onClose={() => setOpen(null)} onCodes={(codes) => setOpen({ codes })} />
      ) : null}
      {open !== null && typeof open === "object" ? (
        <RecoveryCodesDialog codes={open.codes} email={email} onClose={() => setOpen(null)} />
      ) : null}
    </Card>
  );
}
