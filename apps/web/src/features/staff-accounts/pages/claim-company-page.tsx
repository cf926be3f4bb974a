import { claimCompanyBodySchema } from "@mkt/contracts";
import { Box, Button, CircularProgress, Stack, TextField, Typography } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
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
import { TermsLinks } from "../../legal/index.ts";
import { claimCompany, useClaimInfo } from "../api.ts";

type ClaimValues = { password: string; password_confirmation: string; terms_accepted: boolean };
const FIELDS = ["password", "password_confirmation", "terms_accepted"] as const;

/**
 * /authentication/claim-company?token=… (public): the supplier whose company staff created sees it, sets its
 * password, accepts the terms and becomes the owner. The token is taken out of the address as soon as it is read.
 */
export function ClaimCompanyPage() {
  const { t } = useTranslation("staff-accounts");
  useDocumentTitle(t("claim.title"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get("token") ?? "");
  useEffect(() => {
    if (params.has("token")) navigate("/authentication/claim-company", { replace: true });
  }, [params, navigate]);
  const info = useClaimInfo(token);
  const language = useLanguage();

  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {t("claim.title")}
    </Typography>
  );
  const toLogin = (
    <Button component={RouterLink} to="/authentication/login" variant="contained">
      {t("claim.goToLogin")}
    </Button>
  );

  if (!token) {
    return (
      <Stack spacing={2} data-testid="claim-invalid">
        {heading}
        <FormAlert>{t("claim.missingToken")}</FormAlert>
        {toLogin}
      </Stack>
    );
  }
  if (info.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", py: 4 }}>
        <CircularProgress aria-label={t("claim.checking")} />
        <Typography color="text.secondary">{t("claim.checking")}</Typography>
      </Stack>
    );
  }
  if (info.isError) {
    return (
      <Stack spacing={2} data-testid="claim-invalid">
        {heading}
        <FormAlert>{errorText(info.error, language)}</FormAlert>
        {toLogin}
      </Stack>
    );
  }
  return (
    <ClaimForm
      token={token}
      email={info.data.email}
      firstname={info.data.firstname}
      company={info.data.company_name}
      heading={heading}
    />
  );
}

type ClaimFormProps = {
  token: string;
  email: string;
  firstname: string;
  company: string;
  heading: ReactNode;
};

function ClaimForm({ token, email, firstname, company, heading }: ClaimFormProps) {
  const { t } = useTranslation("staff-accounts");
  const language = useLanguage();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<ClaimValues>({
    defaultValues: { password: "", password_confirmation: "", terms_accepted: false },
    resolver: contractResolver<ClaimValues>(claimCompanyBodySchema, (v) => ({ ...v, token })),
  });
  const claim = useMutation({
    mutationFn: async (values: ClaimValues): Promise<LoginOutcome> => {
      const claimed = await claimCompany({ token, ...values, terms_accepted: true });
      const answer = await login({ email: claimed.email, password: values.password });
      return "mfa_required" in answer
        ? { kind: "challenge", challenge: answer.challenge }
        : { kind: "session", user: await completeLogin(answer) };
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await claim.mutateAsync(values);
      if (result.kind === "challenge") {
        const state: LoginPageState = { mfaChallenge: result.challenge };
        navigate("/authentication/login", { replace: true, state });
      } else navigate(pathAfterLogin(userHome(result.user)), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} data-testid="claim-form">
      <Box>
        {heading}
        <Typography sx={{ mt: 1 }}>{t("claim.greeting", { name: firstname })}</Typography>
        <Typography color="text.secondary" data-testid="claim-company-name">
          {t("claim.subtitle", { company })}
        </Typography>
      </Box>
      {claim.isError ? <FormAlert>{errorText(claim.error, language)}</FormAlert> : null}
      <TextField
        label={t("claim.email")}
        value={email}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, "data-testid": "claim-email" } }}
      />
      <PasswordField
        control={control}
        name="password"
        label={t("claim.password")}
        autoComplete="new-password"
        helperText={t("claim.passwordHint")}
        required
      />
      <PasswordField
        control={control}
        name="password_confirmation"
        label={t("claim.passwordConfirmation")}
        autoComplete="new-password"
        required
      />
      <Stack spacing={0.5}>
        <FormCheckbox control={control} name="terms_accepted" label={t("claim.terms")} required />
        <TermsLinks />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={claim.isPending}
        data-testid="claim-submit"
      >
        {t("claim.submit")}
      </Button>
    </Stack>
  );
}
