import {
  type FpProposalBody,
  fpProposalBodySchema,
  QUOTE_LIMITS,
  type ServiceRequest,
  todayIso,
  validateFpProposal,
} from "@mkt/contracts";
import Description from "@mui/icons-material/Description";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, Chip, FormHelperText, LinearProgress, Stack, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../shared/components/form-dialog.tsx";
import { emitNotice } from "../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { formatDay, formatEuro } from "../needs/index.ts";
import { useSendIncomingProposal } from "./incoming-api.ts";

type Values = { price: string; delivery_date: string; note: string };
const FIELDS = ["price", "delivery_date", "note"] as const;
const toBody = (v: Values): FpProposalBody => ({
  price: v.price.trim() === "" ? (undefined as unknown as number) : Number(v.price),
  delivery_date: v.delivery_date,
  note: v.note,
});
/** The contract's Fixed Price proposal, and its rules against the request: not past, not after the deadline. */
const schemaFor = (deadline: string) =>
  fpProposalBodySchema.superRefine((value, ctx) => {
    for (const issue of validateFpProposal(value, { deadline }, todayIso()))
      ctx.addIssue({ code: "custom", message: issue.code, path: [issue.field] });
  });

/** The supplier's quote on a request: price (VAT excluded), delivery date by the deadline, note, optional PDF. */
export function IncomingProposalDialog({
  request,
  targetId,
  onClose,
}: {
  request: ServiceRequest;
  targetId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("incoming-service-requests");
  const language = useLanguage();
  const send = useSendIncomingProposal(targetId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: { price: "", delivery_date: request.deadline, note: "" },
    resolver: contractResolver<Values>(schemaFor(request.deadline), toBody),
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
      await send.mutateAsync({
        input: fpProposalBodySchema.parse(toBody(values)),
        file,
        onProgress: setProgress,
      });
      emitNotice(t("form.sent"), "success");
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS, language)) setFailure(error);
    } finally {
      setProgress(null);
    }
  });
  const sending = progress !== null;
  return (
    <FormDialog
      title={t("form.title", { title: request.title })}
      onClose={onClose}
      onSubmit={submit}
      pending={sending}
      cancelLabel={t("form.cancel")}
      submitLabel={t("form.submit")}
      submitTestId="incoming-proposal-submit"
      testId="incoming-proposal-dialog"
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
              request.budget === null
                ? undefined
                : t("form.budget", { budget: formatEuro(request.budget, language) })
            }
            slotProps={{ htmlInput: { min: 1, step: 1, "data-testid": "incoming-proposal-price" } }}
          />
          <FormTextField
            control={form.control}
            name="delivery_date"
            label={t("form.deliveryDate")}
            type="date"
            required
            helperText={t("form.deadline", { date: formatDay(request.deadline) })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: request.deadline, "data-testid": "incoming-proposal-delivery" },
            }}
          />
        </Stack>
        <FormTextField
          control={form.control}
          name="note"
          label={t("form.note")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { "data-testid": "incoming-proposal-note" } }}
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
                data-testid="incoming-proposal-file"
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
            data-testid="incoming-proposal-file-input"
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
