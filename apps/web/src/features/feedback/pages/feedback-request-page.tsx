import { type ExternalFeedbackBody, externalFeedbackBodySchema, FEEDBACK_CRITERIA } from "@mkt/contracts";
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Paper,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useLinkLanguage } from "../../../shared/i18n/use-link-language.ts";
import { useAddExternalFeedback, useExternalReviewRequest } from "../api.ts";
import { ReviewTokenGate } from "../components/review-token-gate.tsx";
import { CollaborationReviewPage } from "./collaboration-review-page.tsx";

type Score = number | null;
type ReviewValues = {
  token: string;
  rating: Score;
  criteria: { quality: Score; communication: Score; timeliness: Score; value: Score };
  comment: string;
};

/**
 * /authentication/feedback_request?token=…: the outside contact reviews the company that asked, once; with
 * type=collaboration, one collaboration of that company. The link's `lang` sets the page's language.
 */
export function FeedbackRequestPage() {
  useLinkLanguage();
  const [params] = useSearchParams();
  return params.get("type") === "collaboration" ? <CollaborationReviewPage /> : <CompanyReviewPage />;
}

function CompanyReviewPage() {
  const { t } = useTranslation("feedback");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const request = useExternalReviewRequest(token);
  return (
    <ReviewTokenGate
      title={t("request.title")}
      invalidHint={t("request.invalidHint")}
      token={token}
      request={request}
    >
      {(info, heading) => <ReviewForm token={token} info={info} heading={heading} />}
    </ReviewTokenGate>
  );
}

type ReviewFormProps = {
  token: string;
  info: { company_name: string; requester_name: string; firstname: string; description_email: string };
  heading: ReactNode;
};

function ReviewForm({ token, info, heading }: ReviewFormProps) {
  const { t } = useTranslation("feedback");
  const language = useLanguage();
  const send = useAddExternalFeedback();
  const { control, handleSubmit, setError } = useForm<ReviewValues>({
    defaultValues: {
      token,
      rating: null,
      criteria: { quality: null, communication: null, timeliness: null, value: null },
      comment: "",
    },
    resolver: contractResolver<ReviewValues>(externalFeedbackBodySchema, (values) => ({
      ...values,
      rating: values.rating ?? undefined,
      criteria: Object.fromEntries(
        Object.entries(values.criteria).map(([key, score]) => [key, score ?? undefined]),
      ),
    })),
  });
  const company = info.company_name;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(externalFeedbackBodySchema.parse(values) as ExternalFeedbackBody);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["rating", "comment"], language);
    }
  });

  if (send.isSuccess) {
    return (
      <Stack spacing={2} data-testid="feedback-request-done">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("request.thanksTitle")}
        </Typography>
        <FormAlert severity="success">{t("request.thanksText", { company })}</FormAlert>
      </Stack>
    );
  }

  const scoreField = (name: FieldPath<ReviewValues>, label: string, size: "large" | "medium") => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {label}
          </FormLabel>
          <Rating
            name={field.name}
            value={typeof field.value === "number" ? field.value : null}
            onChange={(_, value) => field.onChange(value)}
            size={size}
            getLabelText={(value) => t("request.stars", { value })}
            emptyLabelText={t("request.noRating")}
            data-testid={`feedback-${name}`}
          />
          {fieldState.error ? <FormHelperText role="alert">{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} data-testid="feedback-request-form">
      <Box>
        {heading}
        <Typography sx={{ mt: 1 }}>{t("request.greeting", { name: info.firstname })}</Typography>
        <Typography color="text.secondary">
          {info.requester_name
            ? t("request.intro", { requester: info.requester_name, company })
            : t("request.introCompany", { company })}
        </Typography>
      </Box>
      {info.description_email ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("request.note", { company })}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{info.description_email}</Typography>
        </Paper>
      ) : null}
      {send.isError ? <FormAlert>{errorText(send.error, language)}</FormAlert> : null}
      {scoreField("rating", t("request.rating"), "large")}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t("request.criteriaHeading")}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        {FEEDBACK_CRITERIA.map((key) =>
          scoreField(`criteria.${key}`, t(`request.criteria.${key}`), "medium"),
        )}
      </Box>
      <FormTextField
        control={control}
        name="comment"
        label={t("request.comment")}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={send.isPending}
        data-testid="feedback-submit"
      >
        {t("request.submit")}
      </Button>
    </Stack>
  );
}
