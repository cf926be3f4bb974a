import { SURVEY_LIMITS, type SurveyBody, surveyBodySchema } from "@mkt/contracts";
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  Rating,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAnswerSurvey } from "../api.ts";
import { commentCounter } from "../survey-rules.ts";
import { CloseButton } from "./survey-thanks.tsx";

type SurveyValues = {
  recommend: number | null;
  satisfaction: number | null;
  comment: string;
};
const EMPTY: SurveyValues = { recommend: null, satisfaction: null, comment: "" };
const FIELDS = ["recommend", "satisfaction", "comment"] as const;
/** The body before validation: the questions may still be unanswered. */
type DraftBody = Omit<SurveyBody, "recommend" | "satisfaction"> & {
  recommend?: number;
  satisfaction?: number;
};
const STAR_LABELS = [
  "survey.stars.1",
  "survey.stars.2",
  "survey.stars.3",
  "survey.stars.4",
  "survey.stars.5",
] as const;
const starLabel = (value: number) => STAR_LABELS[Math.min(Math.max(value, 1), 5) - 1] ?? STAR_LABELS[0];
const SCALE = Array.from(
  { length: SURVEY_LIMITS.recommendMax - SURVEY_LIMITS.recommendMin + 1 },
  (_, i) => SURVEY_LIMITS.recommendMin + i,
);

type SurveyFormProps = {
  brandName: string;
  onClose: () => void;
  onAnswered: (sendFeedback: number) => void;
};

/** 0–10 recommendation, 1–5 stars, optional comment with its counter; errors under each question. */
export function SurveyForm({ brandName, onClose, onAnswered }: SurveyFormProps) {
  const { t } = useTranslation("feedback");
  const language = useLanguage();
  const { notify } = useNotice();
  const ids = { recommend: useId(), satisfaction: useId(), comment: useId(), counter: useId() };
  const submitted = useRef(false);
  const answer = useAnswerSurvey();
  const toBody = (values: SurveyValues): DraftBody => ({
    recommend: values.recommend ?? undefined,
    satisfaction: values.satisfaction ?? undefined,
    comment: values.comment,
    language,
  });
  const { control, handleSubmit, setError } = useForm<SurveyValues>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
    resolver: contractResolver<SurveyValues>(surveyBodySchema, toBody),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (submitted.current) return;
    submitted.current = true;
    try {
      const result = await answer.mutateAsync(surveyBodySchema.parse(toBody(values)));
      onAnswered(result.send_feedback);
    } catch (error) {
      submitted.current = false;
      if (!applyServerFieldErrors(error, setError, FIELDS, language))
        notify(errorText(error, language), "error");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="feedback-survey-form">
      <CloseButton onClick={onClose} disabled={answer.isPending} />
      <DialogTitle id="feedback-survey-title" sx={{ pr: 7 }}>
        {t("survey.title")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <DialogContentText>{t("survey.intro")}</DialogContentText>
          <Controller
            control={control}
            name="recommend"
            render={({ field, fieldState }) => (
              <Box role="group" aria-labelledby={ids.recommend}>
                <Typography id={ids.recommend} sx={{ fontWeight: 600, mb: 1.5 }}>
                  {t("survey.recommend", { brand: brandName || t("survey.brandFallback") })}
                </Typography>
                <Box
                  sx={{
                    display: "grid",
                    gridTemplateColumns: { xs: "repeat(6, 1fr)", sm: "repeat(11, 1fr)" },
                    gap: 0.75,
                  }}
                >
                  {SCALE.map((value) => {
                    const selected = field.value === value;
                    return (
                      <Button
                        key={value}
                        variant={selected ? "contained" : "outlined"}
                        aria-pressed={selected}
                        onClick={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        color={fieldState.error ? "error" : "primary"}
                        sx={{ minWidth: 0, px: 0, py: 0.75, fontWeight: 700 }}
                        data-testid={`feedback-survey-recommend-${value}`}
                      >
                        {value}
                      </Button>
                    );
                  })}
                </Box>
                <Stack direction="row" sx={{ justifyContent: "space-between", mt: 0.75 }}>
                  <Typography variant="caption" color="text.secondary">
                    {t("survey.recommendLow")}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t("survey.recommendHigh")}
                  </Typography>
                </Stack>
                {fieldState.error ? (
                  <FormHelperText error role="alert">
                    {fieldState.error.message}
                  </FormHelperText>
                ) : null}
              </Box>
            )}
          />
          <Controller
            control={control}
            name="satisfaction"
            render={({ field, fieldState }) => (
              <Box>
                <Typography id={ids.satisfaction} sx={{ fontWeight: 600, mb: 1 }}>
                  {t("survey.satisfaction")}
                </Typography>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Rating
                    name="satisfaction"
                    value={field.value}
                    onChange={(_, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    size="large"
                    max={SURVEY_LIMITS.satisfactionMax}
                    getLabelText={(value) => t(starLabel(value))}
                    emptyLabelText={t("survey.noStars")}
                    aria-labelledby={ids.satisfaction}
                    data-testid="feedback-survey-satisfaction"
                  />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    data-testid="feedback-survey-satisfaction-label"
                  >
                    {field.value ? t(starLabel(field.value)) : ""}
                  </Typography>
                </Stack>
                {fieldState.error ? (
                  <FormHelperText error role="alert">
                    {fieldState.error.message}
                  </FormHelperText>
                ) : null}
              </Box>
            )}
          />
          <Controller
            control={control}
            name="comment"
            render={({ field, fieldState }) => (
              <Box>
                <TextField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  label={t("survey.comment")}
                  placeholder={t("survey.commentPlaceholder")}
                  multiline
                  minRows={3}
                  maxRows={8}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  slotProps={{
                    htmlInput: {
                      maxLength: SURVEY_LIMITS.commentMax,
                      "aria-describedby": `${ids.comment} ${ids.counter}`,
                      "aria-invalid": Boolean(fieldState.error),
                      "data-testid": "feedback-survey-comment",
                    },
                  }}
                />
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ justifyContent: "space-between", mx: 1.75, mt: 0.5 }}
                >
                  <FormHelperText
                    error
                    id={ids.comment}
                    role={fieldState.error ? "alert" : undefined}
                    sx={{ m: 0 }}
                  >
                    {fieldState.error?.message}
                  </FormHelperText>
                  <Typography
                    id={ids.counter}
                    variant="caption"
                    color={fieldState.error ? "error" : "text.secondary"}
                    sx={{ flexShrink: 0 }}
                    aria-label={`${t("survey.counter")}: ${commentCounter(field.value)}`}
                    data-testid="feedback-survey-counter"
                  >
                    {commentCounter(field.value)}
                  </Typography>
                </Stack>
              </Box>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={answer.isPending} data-testid="feedback-survey-later">
          {t("survey.later")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={answer.isPending}
          data-testid="feedback-survey-submit"
        >
          {t("survey.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
