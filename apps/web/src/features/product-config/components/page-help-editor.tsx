import { type AdminPageDescription, type PageHelpBody, pageHelpBodySchema } from "@mkt/contracts";
import School from "@mui/icons-material/School";
import Visibility from "@mui/icons-material/Visibility";
import { Box, Button, Grid, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { type FieldError, type FieldPath, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { PageHelpContent } from "../../shell/index.ts";
import { type PageHelpTarget, useSavePageHelp } from "../api.ts";

type Values = { title: string; description: string; steps: string };

const stepsOf = (text: string) =>
  text
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
const toBody = (v: Values): PageHelpBody => ({
  title: v.title,
  description: v.description,
  tutorial_steps: stepsOf(v.steps),
});

const base = contractResolver<Values>(pageHelpBodySchema, toBody);

/** The steps are one field: a problem with any step (too long, too many) shows under it. */
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await base(values, context, options);
  const steps = (result.errors as Record<string, unknown>).tutorial_steps;
  if (!steps) return result;
  const first = (Array.isArray(steps) ? steps.find((e) => e?.message) : steps) as FieldError | undefined;
  return { values: {}, errors: { ...result.errors, steps: first ?? { type: "validation.invalid" } } };
};

export type PageHelpEditorProps = {
  page: AdminPageDescription;
  language: "it" | "en";
  onClose: () => void;
};

/**
 * Edits (or creates) one language version of a page's help: title, description, tutorial steps one per line, with
 * the page-help dialog and the tutorial steps drawn live as users see them.
 */
export function PageHelpEditor({ page, language, onClose }: PageHelpEditorProps) {
  const { t } = useTranslation("product-config");
  const interfaceLanguage = useLanguage();
  const { notify } = useNotice();
  const save = useSavePageHelp();
  const [previewOpen, setPreviewOpen] = useState(true);
  const current = page[language];
  const form = useForm<Values>({
    defaultValues: {
      title: current?.title ?? "",
      description: current?.description ?? "",
      steps: current?.tutorial_steps.join("\n") ?? "",
    },
    resolver,
  });
  const [title, description, steps] = useWatch({
    control: form.control,
    name: ["title", "description", "steps"],
  });
  const target: PageHelpTarget = { namePage: page.name_page, language };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { target, body: toBody(values) },
      {
        onSuccess: () => {
          notify(t("pages.saved"), "success");
          onClose();
        },
        onError: (error) => {
          const fields: FieldPath<Values>[] = ["title", "description"];
          if (!applyServerFieldErrors(error, form.setError, fields, interfaceLanguage))
            notify(errorText(error, interfaceLanguage), "error");
        },
      },
    ),
  );
  const stepList = stepsOf(steps);
  // A step's key: its text and how many equal steps come before it (steps may repeat).
  const keyedSteps = stepList.map((step, at) => ({
    step,
    key: `${step}#${stepList.slice(0, at).filter((s) => s === step).length}`,
  }));
  return (
    <FormDialog
      title={t(current ? "pages.editTitle" : "pages.createTitle", {
        page: page.name_page,
        language: t(`languages.${language}`),
      })}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t("pages.cancel")}
      submitLabel={t("pages.save")}
      submitDisabled={save.isPending}
      submitTestId="page-help-save"
      testId="page-help-editor"
      maxWidth="lg"
      fullScreenOnPhone
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Grid container spacing={3} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="title"
              label={t("pages.title")}
              required
              slotProps={{ htmlInput: { "data-testid": "page-help-title" } }}
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t("pages.description")}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { "data-testid": "page-help-description" } }}
            />
            <FormTextField
              control={form.control}
              name="steps"
              label={t("pages.steps")}
              helperText={t("pages.stepsHelp")}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { "data-testid": "page-help-steps" } }}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} data-testid="page-help-preview">
            <Typography variant="overline" color="text.secondary">
              {t("pages.preview")}
            </Typography>
            {previewOpen ? (
              <Paper elevation={8} sx={{ borderRadius: 1 }}>
                <PageHelpContent
                  record={title.trim() || description.trim() ? { title, description } : null}
                  onClose={() => setPreviewOpen(false)}
                />
              </Paper>
            ) : (
              <Button
                variant="outlined"
                startIcon={<Visibility />}
                onClick={() => setPreviewOpen(true)}
                sx={{ alignSelf: "flex-start" }}
              >
                {t("pages.showPreview")}
              </Button>
            )}
            {stepList.length > 0 ? (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
                  <School color="primary" />
                  <Typography sx={{ fontWeight: 700 }}>
                    {t("pages.tutorial")} · {title}
                  </Typography>
                </Stack>
                <Box component="ol" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.75 }}>
                  {keyedSteps.map(({ step, key }) => (
                    <Typography key={key} component="li" variant="body2" color="text.secondary">
                      {step}
                    </Typography>
                  ))}
                </Box>
              </Paper>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t("pages.noTutorial")}
              </Typography>
            )}
          </Stack>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
