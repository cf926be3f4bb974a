import { ONBOARDING_STEPS, onboardingProgress, type OnboardingSteps as Steps } from "@mkt/contracts";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { Box, LinearProgress, Stack, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export type OnboardingStepsProps = {
  steps: Steps;
  /** "compact": four dots and a count (rows); "full": the steps one per line with their names (drawer). */
  variant?: "compact" | "full";
};

/** The four onboarding steps of a member company (profile, documents sent, approved, first activity). */
export function OnboardingSteps({ steps, variant = "compact" }: OnboardingStepsProps) {
  const { t } = useTranslation("company-admin");
  const done = onboardingProgress(steps);
  const summary = t("steps.progress", { done, total: ONBOARDING_STEPS.length });
  if (variant === "full") {
    return (
      <Stack spacing={1} data-testid="onboarding-steps-full">
        <LinearProgress
          variant="determinate"
          value={(done / ONBOARDING_STEPS.length) * 100}
          aria-label={summary}
          sx={{ height: 6, borderRadius: 3 }}
        />
        {ONBOARDING_STEPS.map((step, index) => (
          <Stack key={step} direction="row" spacing={1} sx={{ alignItems: "center" }} data-step={step}>
            {steps[step] ? (
              <CheckCircle color="success" fontSize="small" />
            ) : (
              <RadioButtonUnchecked color="disabled" fontSize="small" />
            )}
            <Typography variant="body2" color={steps[step] ? "text.primary" : "text.secondary"}>
              {index + 1}. {t(`steps.${step}`)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: "center" }}
      role="img"
      aria-label={`${summary}: ${ONBOARDING_STEPS.map((s) => `${t(`steps.${s}`)} ${steps[s] ? "✓" : "—"}`).join(", ")}`}
      data-testid="onboarding-steps"
      data-done={done}
    >
      {ONBOARDING_STEPS.map((step) => (
        // describeChild: the bar's segments are shapes inside the image, not named elements (a Tooltip names its
        // child with aria-label, which a plain box may not carry: axe aria-prohibited-attr).
        <Tooltip
          key={step}
          describeChild
          title={`${t(`steps.${step}`)}: ${steps[step] ? t("steps.yes") : t("steps.no")}`}
        >
          <Box
            sx={{
              width: 22,
              height: 6,
              borderRadius: 3,
              bgcolor: steps[step] ? "success.main" : "action.disabledBackground",
            }}
          />
        </Tooltip>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ pl: 0.5, whiteSpace: "nowrap" }}>
        {done}/{ONBOARDING_STEPS.length}
      </Typography>
    </Stack>
  );
}
