import type { OpenContactPrefill, RegistrableRoleId } from "@mkt/contracts";
import { Alert, Box, Button, Link, Stack, Step, StepLabel, Stepper, Typography } from "@mui/material";
import { type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRegisterLists } from "../api.ts";
import { type SsoPrefill, useRegisterFlow } from "../hooks/use-register-flow.ts";
import { ROLE_OPTIONS } from "../role-options.ts";
import { AccountStep } from "./account-step.tsx";
import { CompanyStep } from "./company-step.tsx";
import { ConfirmStep } from "./confirm-step.tsx";
import { ContactNotice } from "./contact-notice.tsx";
import { RegisterSuccess } from "./register-success.tsx";

export type RegisterStepperProps = {
  role: RegistrableRoleId;
  sso: SsoPrefill | null;
  changeRoleTo: string;
  /** A registration link from the open area: its token and lead (pre-fills; the lead becomes the company's). */
  contact?: { token: string; lead: OpenContactPrefill } | null;
};

export function RegisterStepper({ role, sso, changeRoleTo, contact = null }: RegisterStepperProps) {
  const { t } = useTranslation("register");
  const language = useLanguage();
  const lists = useRegisterLists(language);
  const flow = useRegisterFlow(role, sso, contact ? { token: contact.token, ...contact.lead } : null);
  const roleKey = ROLE_OPTIONS[role].key;
  const howDoYouKnow = lists.data?.how_do_you_know ?? [];
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const steps = [t("steps.account"), t(`steps.company.${roleKey}`), t("steps.confirm")];
  const shownStep = useRef(flow.step);

  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    stepHeading.current?.focus();
  }, [flow.step]);

  if (flow.result)
    return <RegisterSuccess email={flow.result.email} emailConfirmed={flow.result.email_confirmed} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void flow.submit(event);
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("title", { role: t(`roles.${roleKey}.title`) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`roles.${roleKey}.description`)}{" "}
          <Link component={RouterLink} to={changeRoleTo}>
            {t("changeRole")}
          </Link>
        </Typography>
      </Box>
      {sso ? <Alert severity="info">{t("ssoNotice", { provider: sso.provider })}</Alert> : null}
      {contact ? <ContactNotice contact={contact.lead} /> : null}
      <Stepper activeStep={flow.step} alternativeLabel aria-label={t("progress")}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
        <Typography
          ref={stepHeading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ "&:focus": { outline: "none" } }}
        >
          {t("stepOf", { current: flow.step + 1, total: steps.length, name: steps[flow.step] })}
        </Typography>
        {flow.failure ? <FormAlert>{errorText(flow.failure, language)}</FormAlert> : null}
        {flow.step === 0 ? <AccountStep control={flow.form.control} emailLocked={Boolean(sso)} /> : null}
        {flow.step === 1 ? (
          <CompanyStep control={flow.form.control} role={role} howDoYouKnow={howDoYouKnow} />
        ) : null}
        {flow.step === 2 ? (
          <ConfirmStep control={flow.form.control} role={role} howDoYouKnow={howDoYouKnow} />
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: "space-between" }}>
          <Button onClick={flow.back} disabled={flow.step === 0 || flow.busy} variant="text">
            {t("back")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={flow.busy}
            data-testid="register-next"
          >
            {flow.step < 2 ? t("next") : t("submit")}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ textAlign: "center" }}>
        {t("haveAccount")}{" "}
        <Link component={RouterLink} to="/authentication/login">
          {t("login")}
        </Link>
      </Typography>
    </Stack>
  );
}
