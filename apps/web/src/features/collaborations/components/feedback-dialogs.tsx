import {
  type CollaborationFeedbackBody,
  collaborationFeedbackBodySchema,
  FEEDBACK_CRITERIA,
  type FeedbackReplyBody,
  feedbackReplyBodySchema,
} from "@mkt/contracts";
import { FormControl, FormHelperText, FormLabel, Rating, Stack } from "@mui/material";
import { type Control, Controller, type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useLeaveFeedback, useReplyFeedback } from "../api.ts";
import { isFormLevelError } from "../form-error.ts";

type Score = number | null;
type FeedbackValues = {
  profile_rating: Score;
  supplier_rating: Score;
  criteria: { quality: Score; communication: Score; timeliness: Score; value: Score };
  comment: string;
};
const orUndefined = (v: Score) => v ?? undefined;

/** A labelled 1–5 star field bound to the form, with its translated error. */
export function StarField<T extends Record<string, unknown>>({
  control,
  name,
  label,
  size = "medium",
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  size?: "medium" | "large";
}) {
  const { t } = useTranslation("collaborations");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <FormLabel component="legend" sx={{ mb: 0.25 }}>
            {label}
          </FormLabel>
          <Rating
            name={field.name}
            value={typeof field.value === "number" ? field.value : null}
            onChange={(_, value) => field.onChange(value)}
            size={size}
            getLabelText={(value) => t("feedback.stars", { count: value })}
            emptyLabelText={t("feedback.noRating")}
            data-testid={`rating-${field.name}`}
          />
          {fieldState.error ? <FormHelperText role="alert">{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/**
 * The client's review of a completed collaboration: profile (the service's, for a service collaboration) and
 * supplier stars, four criteria, a comment.
 */
export function FeedbackDialog({
  collaborationId,
  isService = false,
  open,
  onClose,
}: {
  collaborationId: number;
  isService?: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const leave = useLeaveFeedback();
  const { control, handleSubmit, setError } = useForm<FeedbackValues>({
    defaultValues: {
      profile_rating: null,
      supplier_rating: null,
      criteria: { quality: null, communication: null, timeliness: null, value: null },
      comment: "",
    },
    resolver: contractResolver<FeedbackValues>(collaborationFeedbackBodySchema, (v) => ({
      profile_rating: orUndefined(v.profile_rating),
      supplier_rating: orUndefined(v.supplier_rating),
      criteria: Object.fromEntries(Object.entries(v.criteria).map(([k, s]) => [k, orUndefined(s)])),
      comment: v.comment,
    })),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await leave.mutateAsync({ id: collaborationId, body: values as CollaborationFeedbackBody });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["profile_rating", "supplier_rating", "comment"], language);
    }
  });
  return (
    <FormDialog
      open={open}
      title={t("feedback.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={leave.isPending}
      cancelLabel={t("actions.back")}
      submitLabel={t("feedback.submit")}
      submitTestId="feedback-submit"
      contentSx={{ pt: 1 }}
      error={leave.isError && isFormLevelError(leave.error) ? leave.error : null}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
          <StarField
            control={control}
            name="profile_rating"
            label={t(isService ? "feedback.serviceRating" : "feedback.profileRating")}
            size="large"
          />
          <StarField
            control={control}
            name="supplier_rating"
            label={t("feedback.supplierRating")}
            size="large"
          />
        </Stack>
        <Stack sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {FEEDBACK_CRITERIA.map((c) => (
            <StarField key={c} control={control} name={`criteria.${c}`} label={t(`feedback.criteria.${c}`)} />
          ))}
        </Stack>
        <FormTextField control={control} name="comment" label={t("feedback.comment")} multiline minRows={3} />
      </Stack>
    </FormDialog>
  );
}

/** The supplier's single reply to the client's review. */
export function ReplyDialog({
  collaborationId,
  open,
  onClose,
}: {
  collaborationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const reply = useReplyFeedback();
  const { control, handleSubmit, setError } = useForm<FeedbackReplyBody>({
    defaultValues: { reply: "" },
    resolver: contractResolver<FeedbackReplyBody>(feedbackReplyBodySchema),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ id: collaborationId, reply: values.reply });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["reply"], language);
    }
  });
  return (
    <FormDialog
      open={open}
      title={t("reply.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={reply.isPending}
      cancelLabel={t("actions.back")}
      submitLabel={t("reply.submit")}
      contentSx={{ pt: 1 }}
      error={reply.isError && isFormLevelError(reply.error) ? reply.error : null}
    >
      <FormTextField control={control} name="reply" label={t("reply.label")} required multiline minRows={3} />
    </FormDialog>
  );
}
