import {
  type FpProposalBody,
  fpProposalBodySchema,
  type OpenProject,
  QUOTE_LIMITS,
  todayIso,
  validateFpProposal,
} from "@mkt/contracts";
import Description from "@mui/icons-material/Description";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, Chip, FormHelperText, LinearProgress, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
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
import { quoteKeys, sendProposal } from "../api.ts";
import { isFormLevelError } from "../quote-format.ts";

type Values = { price: string; delivery_date: string; note: string };
const FIELDS = ["price", "delivery_date", "note"] as const;
const toBody = (v: Values): FpProposalBody => ({
  price: v.price.trim() === "" ? (undefined as unknown as number) : Number(v.price),
  delivery_date: v.delivery_date,
  note: v.note,
});
const schemaFor = (project: OpenProject) =>
  fpProposalBodySchema.superRefine((value, ctx) => {
    for (const issue of validateFpProposal(value, project, todayIso()))
      ctx.addIssue({ code: "custom", message: issue.code, path: [issue.field] });
  });

/** A Fixed Price proposal: price, delivery date, note and an optional PDF, sent with upload progress. */
export function SendProposalDialog({ project, onClose }: { project: OpenProject; onClose: () => void }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: { price: "", delivery_date: project.deadline ?? "", note: "" },
    resolver: contractResolver<Values>(schemaFor(project), toBody),
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
      await sendProposal(project.id, fpProposalBodySchema.parse(toBody(values)), file, setProgress);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      emitNotice(t("proposalSent"), "success");
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
      title={t("form.proposalTitle", { title: project.title })}
      onClose={onClose}
      onSubmit={submit}
      pending={sending}
      cancelLabel={t("cancel")}
      submitLabel={t("sendProposal")}
      submitTestId="proposal-submit"
      testId="send-proposal-dialog"
      fullScreenOnPhone
      dividers
      error={failure && isFormLevelError(failure, FIELDS) ? failure : null}
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
              project.budget ? t("form.budget", { budget: formatEuro(project.budget, language) }) : undefined
            }
            slotProps={{ htmlInput: { min: 1, step: 1, "data-testid": "proposal-price" } }}
          />
          <FormTextField
            control={form.control}
            name="delivery_date"
            label={t("form.deliveryDate")}
            type="date"
            required
            helperText={
              project.deadline ? t("form.deadline", { date: formatDay(project.deadline) }) : undefined
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "proposal-delivery" },
            }}
          />
        </Stack>
        <FormTextField
          control={form.control}
          name="note"
          label={t("form.note")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { "data-testid": "proposal-note" } }}
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
                data-testid="proposal-file"
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
            data-testid="proposal-file-input"
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
