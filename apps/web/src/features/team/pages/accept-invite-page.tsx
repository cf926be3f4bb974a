import { acceptInviteBodySchema } from "@mkt/contracts";
import { Box, Button, CircularProgress, Stack, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import {
  completeLogin,
  type LoginOutcome,
  type LoginPageState,
  login,
  pathAfterLogin,
} from "../../auth/index.ts";
import { acceptInvite, useInviteInfo } from "../api.ts";

type AcceptValues = { password: string; password_confirmation: string };
const FIELDS = ["password", "password_confirmation"] as const;

/** /authentication/accept-invite?token=…: the invitee sees who invited them, chooses a password, and is in. */
export function AcceptInvitePage() {
  const { t } = useTranslation("team");
  useDocumentTitle(t("accept.title"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const info = useInviteInfo(token);
  const language = useLanguage();

  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {t("accept.title")}
    </Typography>
  );
  const toLogin = (
    <Button component={RouterLink} to="/authentication/login" variant="contained">
      {t("accept.goToLogin")}
    </Button>
  );

  if (!token) {
    return (
      <Stack spacing={2} data-testid="accept-invite-invalid">
        {heading}
        <FormAlert>{t("accept.missingToken")}</FormAlert>
        {toLogin}
      </Stack>
    );
  }
  if (info.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", py: 4 }}>
        <CircularProgress aria-label={t("accept.checking")} />
        <Typography color="text.secondary">{t("accept.checking")}</Typography>
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <Stack spacing={2} data-testid="accept-invite-invalid">
        {heading}
        <FormAlert>
          {errorText(info.error, language)} {t("accept.invalidHint")}
        </FormAlert>
        {toLogin}
      </Stack>
    );
  }
  return (
    <AcceptForm
      token={token}
      email={info.data.email}
      firstname={info.data.firstname}
      company={info.data.company_name}
      heading={heading}
    />
  );
}

type AcceptFormProps = {
  token: string;
  email: string;
  firstname: string;
  company: string;
  heading: ReactNode;
};

function AcceptForm({ token, email, firstname, company, heading }: AcceptFormProps) {
  const { t } = useTranslation("team");
  const language = useLanguage();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<AcceptValues>({
    defaultValues: { password: "", password_confirmation: "" },
    resolver: contractResolver<AcceptValues>(acceptInviteBodySchema),
  });
  const accept = useMutation({
    mutationFn: async (values: AcceptValues): Promise<LoginOutcome> => {
      const accepted = await acceptInvite({ token, ...values });
      const answer = await login({ email: accepted.email, password: values.password });
      return "mfa_required" in answer
        ? { kind: "challenge", challenge: answer.challenge }
        : { kind: "session", user: await completeLogin(answer) };
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await accept.mutateAsync(values);
      if (result.kind === "challenge") {
        const state: LoginPageState = { mfaChallenge: result.challenge };
        navigate("/authentication/login", { replace: true, state });
      } else navigate(pathAfterLogin(userHome(result.user)), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} data-testid="accept-invite-form">
      <Box>
        {heading}
        <Typography sx={{ mt: 1 }}>{t("accept.greeting", { name: firstname })}</Typography>
        <Typography color="text.secondary" data-testid="accept-invite-company">
          {t("accept.subtitle", { company })}
        </Typography>
      </Box>
      {accept.isError ? <FormAlert>{errorText(accept.error, language)}</FormAlert> : null}
      <TextField
        label={t("accept.email")}
        value={email}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, "data-testid": "accept-invite-email" } }}
      />
      <PasswordField
        control={control}
        name="password"
        label={t("accept.password")}
        autoComplete="new-password"
        helperText={t("accept.passwordHint")}
        required
      />
      <PasswordField
        control={control}
        name="password_confirmation"
        label={t("accept.passwordConfirmation")}
        autoComplete="new-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={accept.isPending}
        data-testid="accept-invite-submit"
      >
        {t("accept.submit")}
      </Button>
    </Stack>
  );
}
