import {
  type FpProposalBody,
  type FpProposalInput,
  fpProposalBodySchema,
  QUOTE_LIMITS,
  todayIso,
  validateFpProposal,
} from "@mkt/contracts";
import Description from "@mui/icons-material/Description";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, Chip, FormHelperText, LinearProgress, Stack, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatDay, formatEuro } from "../../needs/index.ts";

type Values = { price: string; delivery_date: string; note: string };
const FIELDS = ["price", "delivery_date", "note"] as const;
const toBody = (v: Values): FpProposalBody => ({
  price: v.price.trim() === "" ? (undefined as unknown as number) : Number(v.price),
  delivery_date: v.delivery_date,
  note: v.note,
});
/** The contract's Fixed Price proposal, and its rules against the deadline: not past, not after it. */
const schemaFor = (deadline: string | null) =>
  fpProposalBodySchema.superRefine((value, ctx) => {
    for (const issue of validateFpProposal(value, { deadline }, todayIso()))
      ctx.addIssue({ code: "custom", message: issue.code, path: [issue.field] });
  });

/** The locale namespaces whose `form.*` keys label the fields (price, budget, deliveryDate, deadline, note…). */
export type FpProposalNamespace = "quotes" | "incoming-service-requests";

export type FpProposalFormProps = {
  namespace: FpProposalNamespace;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** The success notice once sent. */
  sentNotice: string;
  /** The project's or request's deadline: the proposed delivery date defaults to it and may not pass it. */
  deadline: string | null;
  budget: number | null;
  /** The date picker stops at the deadline too. */
  capAtDeadline?: boolean;
  /** The dialog's test id, and the prefix of its fields' ("<prefix>-price", "<prefix>-submit"…). */
  testId: string;
  fieldTestIdPrefix: string;
  /** Sends the proposal (multipart, with upload progress 0–100); rejects with the API's error. */
  send: (body: FpProposalInput, file: File | null, onProgress: (percent: number) => void) => Promise<unknown>;
  onClose: () => void;
};

/** A Fixed Price proposal: price, delivery date, note and an optional PDF, sent with upload progress. */
export function FpProposalForm(props: FpProposalFormProps) {
  const { deadline, budget, fieldTestIdPrefix: prefix, onClose } = props;
  const { t } = useTranslation(props.namespace);
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: { price: "", delivery_date: deadline ?? "", note: "" },
    resolver: contractResolver<Values>(schemaFor(deadline), toBody),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > QUOTE_LIMITS.documentMaxBytes) return setFileError(t("form.fileTooLarge"));
    if (!/\.pdf$/i.test(chosen.name)) return setFileError(t("form.fileNotPdf"));
    setFileError(null);
    setFile(chosen);
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setProgress(0);
    try {
      await props.send(fpProposalBodySchema.parse(toBody(values)), file, setProgress);
      emitNotice(props.sentNotice, "success");
      onClose();
    } catch (error) {
      // What lands under no field of the form shows above it.
      if (!applyServerFieldErrors(error, form.setError, FIELDS, language)) setFailure(error);
    } finally {
      setProgress(null);
    }
  });
  const sending = progress !== null;
  return (
    <FormDialog
      title={props.title}
      onClose={onClose}
      onSubmit={submit}
      pending={sending}
      cancelLabel={props.cancelLabel}
      submitLabel={props.submitLabel}
      submitTestId={`${prefix}-submit`}
      testId={props.testId}
      fullScreenOnPhone
      dividers
      error={failure}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={form.control}
            name="price"
            label={t("form.price")}
            type="number"
            required
            helperText={
              budget === null ? undefined : t("form.budget", { budget: formatEuro(budget, language) })
            }
            slotProps={{ htmlInput: { min: 1, step: 1, "data-testid": `${prefix}-price` } }}
          />
          <FormTextField
            control={form.control}
            name="delivery_date"
            label={t("form.deliveryDate")}
            type="date"
            required
            helperText={deadline ? t("form.deadline", { date: formatDay(deadline) }) : undefined}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                max: props.capAtDeadline ? (deadline ?? undefined) : undefined,
                "data-testid": `${prefix}-delivery`,
              },
            }}
          />
        </Stack>
        <FormTextField
          control={form.control}
          name="note"
          label={t("form.note")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { "data-testid": `${prefix}-note` } }}
        />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {t("form.document")}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              onClick={() => input.current?.click()}
              disabled={sending}
            >
              {t("form.chooseFile")}
            </Button>
            {file ? (
              <Chip
                icon={<Description />}
                label={file.name}
                onDelete={sending ? undefined : () => setFile(null)}
                data-testid={`${prefix}-file`}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t("form.noFile")}
              </Typography>
            )}
          </Stack>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,application/pdf"
            data-testid={`${prefix}-file-input`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {fileError ? (
            <FormHelperText error role="alert">
              {fileError}
            </FormHelperText>
          ) : null}
        </Box>
        {sending ? (
          <Box>
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="caption" color="text.secondary">
              {t("form.uploading", { percent: progress })}
            </Typography>
          </Box>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
