import { availabilityAnswerBodySchema } from "@mkt/contracts";
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type Values = { answer: "yes" | "no"; available_from: string; note: string };
const toBody = (v: Values) => ({
  available: v.answer === "yes",
  available_from: v.answer === "yes" && v.available_from ? v.available_from : null,
  note: v.note.trim(),
});
export type AnswerBody = ReturnType<typeof toBody>;

export type AnswerDialogProps = {
  profileName: string;
  clientName: string;
  message: string;
  pending: boolean;
  onCancel: () => void;
  /** Sends the answer; rejects with the API error (shown in the dialog). */
  onConfirm: (body: AnswerBody) => Promise<unknown>;
};

/** The supplier's answer: available from a date (today or later), or not available, with an optional note. */
export function AnswerDialog({
  profileName,
  clientName,
  message,
  pending,
  onCancel,
  onConfirm,
}: AnswerDialogProps) {
  const { t } = useTranslation("availability");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { answer: "yes", available_from: "", note: "" },
    resolver: contractResolver<Values>(availabilityAnswerBodySchema, toBody),
  });
  const answer = useWatch({ control, name: "answer" });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(toBody(values));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["available_from", "note"], language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={t("answer.title", { name: profileName })}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("cancel")}
      submitLabel={t("answer.send")}
      submitTestId="availability-answer-send"
      testId="availability-answer-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <Stack spacing={2} sx={{ mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t("answer.asker", { client: clientName })}
        </Typography>
        {message ? (
          <Typography
            variant="body2"
            sx={{
              whiteSpace: "pre-wrap",
              wordBreak: "break-word",
              pl: 1.5,
              borderLeft: 3,
              borderColor: "divider",
            }}
          >
            {message}
          </Typography>
        ) : null}
        <Controller
          control={control}
          name="answer"
          render={({ field }) => (
            <RadioGroup
              {...field}
              aria-label={t("answer.question")}
              row
              sx={{ gap: 2 }}
              data-testid="availability-answer-choice"
            >
              <FormControlLabel value="yes" control={<Radio />} label={t("answer.yes")} />
              <FormControlLabel value="no" control={<Radio />} label={t("answer.no")} />
            </RadioGroup>
          )}
        />
        {answer === "yes" ? (
          <FormTextField
            control={control}
            name="available_from"
            type="date"
            required
            label={t("answer.from")}
            helperText={t("answer.fromHelp")}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "availability-from" },
            }}
          />
        ) : null}
        <FormTextField
          control={control}
          name="note"
          label={t("answer.note")}
          multiline
          minRows={2}
          helperText={answer === "yes" ? t("answer.noteHelpYes") : t("answer.noteHelpNo")}
          slotProps={{ htmlInput: { "data-testid": "availability-note" } }}
        />
      </Stack>
    </FormDialog>
  );
}
