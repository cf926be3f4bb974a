import {
  type ExternalCollaborationFeedbackBody,
  type ExternalCollaborationReviewInfo,
  externalCollaborationFeedbackBodySchema,
  FEEDBACK_CRITERIA,
} from "@mkt/contracts";
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
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatDate } from "../../collaborations/index.ts";
import { useAddCollaborationReview, useCollaborationReviewRequest } from "../api.ts";
import { ReviewTokenGate } from "../components/review-token-gate.tsx";

type Score = number | null;
type Values = {
  token: string;
  profile_rating: Score;
  supplier_rating: Score;
  criteria: { quality: Score; communication: Score; timeliness: Score; value: Score };
  comment: string;
};

/** feedback_request?type=collaboration&token=…: an outside contact reviews one collaboration, once, no login. */
export function CollaborationReviewPage() {
  const { t } = useTranslation("feedback");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const request = useCollaborationReviewRequest(token);
  return (
    <ReviewTokenGate
      title={t("collaborationRequest.title")}
      invalidHint={t("collaborationRequest.invalidHint")}
      token={token}
      request={request}
    >
      {(info) => <ReviewForm token={token} info={info} />}
    </ReviewTokenGate>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
        {value}
      </Typography>
    </Box>
  );
}

function ReviewForm({ token, info }: { token: string; info: ExternalCollaborationReviewInfo }) {
  const { t } = useTranslation("feedback");
  const language = useLanguage();
  const send = useAddCollaborationReview();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: {
      token,
      profile_rating: null,
      supplier_rating: null,
      criteria: { quality: null, communication: null, timeliness: null, value: null },
      comment: "",
    },
    resolver: contractResolver<Values>(externalCollaborationFeedbackBodySchema, (values) => ({
      ...values,
      profile_rating: values.profile_rating ?? undefined,
      supplier_rating: values.supplier_rating ?? undefined,
      criteria: Object.fromEntries(
        Object.entries(values.criteria).map(([key, score]) => [key, score ?? undefined]),
      ),
    })),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(
        externalCollaborationFeedbackBodySchema.parse(values) as ExternalCollaborationFeedbackBody,
      );
    } catch (error) {
      applyServerFieldErrors(error, setError, ["profile_rating", "supplier_rating", "comment"], language);
    }
  });

  if (send.isSuccess) {
    return (
      <Stack spacing={2} data-testid="feedback-request-done">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("request.thanksTitle")}
        </Typography>
        <FormAlert severity="success">
          {info.service_title
            ? t("collaborationRequest.thanksTextService", {
                service: info.service_title,
                supplier: info.supplier_name,
              })
            : t("collaborationRequest.thanksText", {
                profile: info.profile_name,
                supplier: info.supplier_name,
              })}
        </FormAlert>
      </Stack>
    );
  }

  const none = t("collaborationRequest.noValue");
  const start = formatDate(info.date_start, language);
  const end = formatDate(info.date_end, language);
  const position = info.position_title
    ? info.need_title
      ? `${info.position_title} · ${info.need_title}`
      : info.position_title
    : null;

  const scoreField = (name: FieldPath<Values>, label: string, size: "large" | "medium") => (
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
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={onSubmit}
      data-testid="collaboration-review-form"
    >
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("collaborationRequest.title")}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t("request.greeting", { name: info.firstname })}</Typography>
        <Typography color="text.secondary">
          {info.requester_name
            ? t("collaborationRequest.intro", {
                requester: info.requester_name,
                supplier: info.supplier_name,
                client: info.client_name,
              })
            : t("collaborationRequest.introCompany", {
                supplier: info.supplier_name,
                client: info.client_name,
              })}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <Fact
              label={t(info.service_title ? "collaborationRequest.service" : "collaborationRequest.profile")}
              value={info.service_title ?? info.profile_name}
            />
          </Box>
          <Fact label={t("collaborationRequest.supplier")} value={info.supplier_name} />
          <Fact label={t("collaborationRequest.client")} value={info.client_name} />
          {position ? <Fact label={t("collaborationRequest.position")} value={position} /> : null}
          <Fact
            label={t("collaborationRequest.period")}
            value={start || end ? `${start ?? none} – ${end ?? none}` : none}
          />
        </Box>
      </Paper>
      {info.description_email ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("request.note", { company: info.supplier_name })}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{info.description_email}</Typography>
        </Paper>
      ) : null}
      {send.isError ? <FormAlert>{errorText(send.error, language)}</FormAlert> : null}
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        {scoreField(
          "profile_rating",
          t(info.service_title ? "collaborationRequest.serviceRating" : "collaborationRequest.profileRating"),
          "large",
        )}
        {scoreField("supplier_rating", t("collaborationRequest.supplierRating"), "large")}
      </Box>
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
