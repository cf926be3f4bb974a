import { type ClientNeed, fpNeedBodySchema, NEED_LIMITS, type NeedDocument } from "@mkt/contracts";
import Description from "@mui/icons-material/Description";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, Chip, LinearProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { FormSection } from "../../profiles/index.ts";
import { uploadNeedDocument } from "../api.ts";
import { useDraftForm } from "../hooks/use-draft-form.ts";
import { EMPTY_FP, type FpFormValues, fpToBody, needToFpValues } from "../need-form-model.ts";
import { DraftBar } from "./draft-bar.tsx";
import { NeedCommonFields } from "./need-common-fields.tsx";

const resolver = contractResolver<FpFormValues>(fpNeedBodySchema, (values) => fpToBody(values));
const ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A Fixed Price need: description, budget, deadline and the functional analysis document. */
export function FpNeedForm({ draft }: { draft: ClientNeed | null }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const navigate = useNavigate();
  const [documents, setDocuments] = useState<NeedDocument[]>(draft?.documents ?? []);
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useForm<FpFormValues>({
    defaultValues: draft ? needToFpValues(draft) : EMPTY_FP,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const upload = async (needId: number, file: File) => {
    setUploadError(null);
    setProgress(0);
    try {
      const doc = await uploadNeedDocument(needId, "functional_analysis", file, setProgress);
      setDocuments((current) => [...current, doc]);
      setPending(null);
    } catch (error) {
      setUploadError(errorText(error, language));
    } finally {
      setProgress(null);
    }
  };

  const { publish, publishing, failure, autosaveState, needId } = useDraftForm({
    form,
    draftId: draft?.id ?? null,
    toSave: (values, id, publishNow) => ({ type: "fp", id, body: fpToBody(values, publishNow) }),
    valid: (values) => fpNeedBodySchema.safeParse(fpToBody(values)).success,
    // A document chosen before the draft existed goes up once it does.
    onCreated: async (need) => {
      if (pending) await upload(need.id, pending);
    },
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > NEED_LIMITS.documentMaxBytes) {
      setUploadError(t("form.documentTooLarge"));
      return;
    }
    const id = needId();
    if (id === null) setPending(file);
    else void upload(id, file);
  };

  return (
    <Box component="form" noValidate onSubmit={publish} data-testid="fp-need-form">
      <Stack spacing={2}>
        <FormSection
          id="need"
          title={t("form.sections.project")}
          description={t("form.sections.projectHint")}
        >
          <Stack spacing={2}>
            <NeedCommonFields control={form.control} descriptionRequired />
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormTextField
                control={form.control}
                name="budget"
                label={t("form.budget")}
                type="number"
                required
                slotProps={{ htmlInput: { min: 1, step: 100, "data-testid": "need-budget" } }}
              />
              <FormTextField
                control={form.control}
                name="deadline"
                label={t("form.deadline")}
                type="date"
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "need-deadline" } }}
              />
            </Box>
          </Stack>
        </FormSection>
        <FormSection
          id="document"
          title={t("form.sections.document")}
          description={t("form.sections.documentHint")}
        >
          <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
            {documents.map((d) => (
              <Chip key={d.id} icon={<Description />} label={d.filename} data-testid="need-document" />
            ))}
            {pending ? (
              <Typography variant="body2" color="text.secondary" data-testid="need-document-pending">
                {t("form.documentPending", { name: pending.name })}
              </Typography>
            ) : null}
            {progress !== null ? (
              <LinearProgress variant="determinate" value={progress} sx={{ width: 240 }} />
            ) : null}
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={progress !== null}
            >
              {t("form.chooseDocument")}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                data-testid="need-document-input"
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </Button>
            {uploadError ? <FormAlert>{uploadError}</FormAlert> : null}
          </Stack>
        </FormSection>
        {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
        <DraftBar state={autosaveState} publishing={publishing} onCancel={() => navigate("/need")} />
      </Stack>
    </Box>
  );
}
