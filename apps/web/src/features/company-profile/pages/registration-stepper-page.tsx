import type { SessionUser } from "@mkt/contracts";
import {
  Alert,
  Box,
  Button,
  Container,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { BrandLogo } from "../../../shared/components/brand-logo.tsx";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { LanguageMenu } from "../../../shared/components/language-menu.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { loginPathFor } from "../../../shared/routing/return-url.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { useCompanyProfile } from "../api.ts";
import { AboutSection } from "../components/about-section.tsx";
import { CompanySection } from "../components/company-section.tsx";
import { FinishSection } from "../components/finish-section.tsx";
import { useProfileLists } from "../hooks/use-profile-lists.ts";
import { useSaveProfile } from "../hooks/use-save-profile.ts";
import { canEditCompanyProfile } from "../profile-access.ts";
import {
  LAST_STEP,
  type ProfileValues,
  profileToValues,
  STEPPER_STEPS,
  type StepperStep,
  stepOfField,
  stepSchema,
  valuesToBody,
} from "../profile-form-model.ts";

/** /registration_stepper (blank layout): the signed-in company owner completes the company profile. */
export function RegistrationStepperPage() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location.pathname)} replace />;
  if (!canEditCompanyProfile(session.user.role_id)) return <Navigate to={userHome(session.user)} replace />;
  return <RegistrationStepper user={session.user} />;
}

type StepContext = { step: StepperStep };

function RegistrationStepper({ user }: { user: SessionUser }) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const navigate = useNavigate();
  const narrow = useMediaQuery("(max-width: 599.98px)", { noSsr: true });
  const profile = useCompanyProfile(user.id);
  const lists = useProfileLists();
  const [step, setStep] = useState<StepperStep>(0);
  const form = useForm<ProfileValues, StepContext, ProfileValues>({
    resolver: contractResolver<ProfileValues, StepContext>(
      (context) => stepSchema(context?.step ?? LAST_STEP),
      valuesToBody,
    ),
    context: { step },
    defaultValues: profileToValues(undefined),
    mode: "onTouched",
  });
  const { save, failure, busy } = useSaveProfile(user.id, form);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (profile.data && !loaded.current) {
      loaded.current = true;
      form.reset(profileToValues(profile.data));
    }
  }, [profile.data, form]);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  if (profile.isPending || lists.isPending) return <PageLoader minHeight="100vh" />;
  const loadError = profile.error ?? lists.error;

  const onValid = async (values: ProfileValues) => {
    if (step < LAST_STEP) {
      setStep((step + 1) as StepperStep);
      return;
    }
    const result = await save(values);
    if (result.ok) {
      emitNotice(result.profile.profiled ? t("stepper.done") : t("saved"), "success");
      navigate(userHome(user), { replace: true });
    } else if (result.field) {
      setStep(stepOfField(result.field) ?? step);
    }
  };

  const steps = STEPPER_STEPS.map((s) => t(`stepper.steps.${s.key}`));
  return (
    <Box sx={{ minHeight: "100vh", py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md">
        <Stack
          direction="row"
          sx={{ alignItems: "center", justifyContent: "space-between", mb: { xs: 2, sm: 3 }, px: 0.5 }}
        >
          <BrandLogo height={32} />
          <LanguageMenu color="primary" />
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {t("stepper.title")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("stepper.subtitle", { company: profile.data?.name ?? user.company_name })}
              </Typography>
            </Box>
            {loadError ? <Alert severity="error">{errorText(loadError, language)}</Alert> : null}
            <Stepper
              activeStep={step}
              alternativeLabel={!narrow}
              orientation="horizontal"
              aria-label={t("stepper.progress")}
            >
              {steps.map((label) => (
                <Step key={label}>
                  <StepLabel>{narrow ? null : label}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Stack
              component="form"
              spacing={2.5}
              noValidate
              onSubmit={(event) => {
                void form.handleSubmit(onValid)(event);
              }}
            >
              <Typography
                ref={heading}
                tabIndex={-1}
                variant="h6"
                component="h2"
                sx={{ "&:focus": { outline: "none" } }}
                data-testid="stepper-heading"
              >
                {t("stepper.stepOf", { current: step + 1, total: steps.length, name: steps[step] })}
              </Typography>
              {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
              {step === 0 ? (
                <CompanySection
                  control={form.control}
                  sectors={lists.sectors}
                  sizes={lists.sizes}
                  revenues={lists.revenues}
                />
              ) : null}
              {step === 1 ? <AboutSection control={form.control} /> : null}
              {step === 2 ? (
                <FinishSection
                  control={form.control}
                  userId={user.id}
                  logoUrl={profile.data?.logo_url ?? null}
                  companyName={profile.data?.name ?? user.company_name}
                  howDoYouKnow={lists.howDoYouKnow}
                />
              ) : null}
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ justifyContent: "space-between", alignItems: "center", pt: 1 }}
              >
                {step === 0 ? (
                  <Button variant="text" onClick={() => navigate(userHome(user))} disabled={busy}>
                    {t("stepper.later")}
                  </Button>
                ) : (
                  <Button variant="text" onClick={() => setStep((step - 1) as StepperStep)} disabled={busy}>
                    {t("stepper.back")}
                  </Button>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={busy}
                  data-testid="stepper-next"
                >
                  {step < LAST_STEP ? t("stepper.next") : t("stepper.finish")}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
