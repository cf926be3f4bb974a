import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { enrolmentDone, logout } from "../../auth/index.ts";
import { TwoFactorEnrolDialog } from "../components/two-factor-enrol-dialog.tsx";
import { RecoveryCodesDialog } from "../components/two-factor-recovery-codes-dialog.tsx";

type Step = "intro" | "enrol" | { codes: string[] };

/**
 * /authentication/two-factor-setup: staff whose role requires two-factor sign-in (REQUIRE_STAFF_2FA) land here
 * after signing in, and whenever the API refuses them with auth.mfa_enrolment_required, until they enrol.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation("two-factor");
  useDocumentTitle(t("setup.title"));
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("intro");
  if (!session) return <Navigate to="/authentication/login" replace />;
  const { user } = session;

  const finish = () => {
    enrolmentDone();
    navigate(userHome(user), { replace: true });
  };

  return (
    <Stack spacing={3} data-testid="two-factor-setup-page">
      <Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <VerifiedUserIcon color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t("setup.title")}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{t("setup.text")}</Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        onClick={() => setStep("enrol")}
        data-testid="two-factor-setup-start"
      >
        {t("setup.start")}
      </Button>
      <Button onClick={() => void logout()}>{t("setup.logout")}</Button>
      {step === "enrol" ? (
        <TwoFactorEnrolDialog onClose={() => setStep("intro")} onEnabled={(codes) => setStep({ codes })} />
      ) : null}
      {typeof step === "object" ? (
        <RecoveryCodesDialog codes={step.codes} email={user.email} onClose={finish} />
      ) : null}
    </Stack>
  );
}
