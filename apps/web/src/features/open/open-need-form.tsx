import {
  type Language,
  NEED_LIMITS,
  type OpenContactSent,
  openFpNeedBodySchema,
  openTmNeedBodySchema,
} from "@mkt/contracts";
import { Box, Button, Stack } from "@mui/material";
import { useState } from "react";
import { type Control, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { errorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import {
  EMPTY_FP,
  EMPTY_POSITION,
  EMPTY_TM,
  type FpFormValues,
  fpToBody,
  NeedCommonFields,
  PositionFields,
  type TmFormValues,
  tmToBody,
} from "../needs/index.ts";
import { FormSection, ListError, RepeatableSection } from "../profiles/index.ts";
import { useOpenPostNeed } from "./open-api.ts";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  OpenNeedContactFields,
  type OpenNeedContactValues,
} from "./open-need-contact.tsx";
import { OpenPlanNotice } from "./open-plan-notice.tsx";

type TmValues = TmFormValues & OpenNeedContactValues;
type FpValues = FpFormValues & OpenNeedContactValues;

const contactBody = (v: OpenNeedContactValues, token: string, language: Language) => ({
  token,
  language,
  email: v.email,
  firstname: v.firstname,
  lastname: v.lastname,
  company_name: v.company_name,
  phone: v.phone,
  consent: v.consent,
});
const withoutPublish = <T extends { publish?: boolean }>({ publish: _publish, ...rest }: T) => rest;
const tmBody = (v: TmValues, token: string, language: Language) => ({
  ...withoutPublish(tmToBody(v)),
  ...contactBody(v, token, language),
});
const fpBody = (v: FpValues, token: string, language: Language) => ({
  ...withoutPublish(fpToBody(v)),
  ...contactBody(v, token, language),
});

type FormProps = { token: string; onSent: (sent: OpenContactSent, title: string) => void };

/** Submit, the server's field messages under their inputs, anything else above the button. */
function useSubmit<T extends OpenNeedContactValues & { title: string }>(
  setError: Parameters<typeof applyServerFieldErrors<T>>[1],
  fields: readonly FieldPath<T>[],
  send: (values: T) => Promise<OpenContactSent>,
  onSent: FormProps["onSent"],
) {
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const submit = async (values: T) => {
    setProblem(null);
    try {
      onSent(await send(values), values.title);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fields, language)) setProblem(error);
    }
  };
  return { submit, problem: problem ? errorText(problem, language) : null };
}

function SubmitBar({ pending, problem }: { pending: boolean; problem: string | null }) {
  const { t } = useTranslation("open-browse");
  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-end" }}>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Button type="submit" variant="contained" disabled={pending} data-testid="open-need-submit">
        {t("need.submit")}
      </Button>
    </Stack>
  );
}

/** A visitor's Time & Material need: the signed-in form's need and positions, then the contacts. */
export function OpenTmNeedForm({ token, onSent }: FormProps) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const post = useOpenPostNeed();
  const form = useForm<TmValues>({
    defaultValues: { ...EMPTY_TM, ...EMPTY_CONTACT },
    resolver: contractResolver<TmValues>(openTmNeedBodySchema, (v) => tmBody(v, token, language)),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const positions = useFieldArray({ control: form.control, name: "positions" });
  const { submit, problem } = useSubmit<TmValues>(
    form.setError,
    ["title", "description", "sector_code", "city", "positions", ...CONTACT_FIELDS],
    (v) => post.mutateAsync({ type: "tm", body: openTmNeedBodySchema.parse(tmBody(v, token, language)) }),
    onSent,
  );
  // The position pieces are typed on the signed-in form's values, which these extend with the contacts.
  const positionControl = form.control as unknown as Control<TmFormValues>;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="open-tm-need-form">
      <Stack spacing={2}>
        <FormSection id="need" title={t("form.sections.need")} description={t("form.sections.needHint")}>
          <NeedCommonFields control={form.control} />
        </FormSection>
        <RepeatableSection
          id="positions"
          title={t("form.sections.positions")}
          description={t("form.sections.positionsHint")}
          addLabel={t("form.addPosition")}
          addTestId="position-add"
          onAdd={() => positions.append({ ...EMPTY_POSITION, languages: [] })}
          addDisabled={positions.fields.length >= NEED_LIMITS.positionsMax}
          emptyText={t("form.noPositions")}
          isEmpty={positions.fields.length === 0}
          after={<ListError error={form.formState.errors.positions} />}
        >
          {positions.fields.map((field, index) => (
            <PositionFields
              key={field.id}
              control={positionControl}
              index={index}
              onRemove={positions.fields.length > 1 ? () => positions.remove(index) : null}
            />
          ))}
        </RepeatableSection>
        <OpenNeedContactFields control={form.control} />
        <OpenPlanNotice kind="positions" adding={positions.fields.length} />
        <SubmitBar pending={post.isPending} problem={problem} />
      </Stack>
    </Box>
  );
}

/** A visitor's Fixed Price project: the need, budget and deadline, then the contacts. */
export function OpenFpNeedForm({ token, onSent }: FormProps) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const post = useOpenPostNeed();
  const form = useForm<FpValues>({
    defaultValues: { ...EMPTY_FP, ...EMPTY_CONTACT },
    resolver: contractResolver<FpValues>(openFpNeedBodySchema, (v) => fpBody(v, token, language)),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { submit, problem } = useSubmit<FpValues>(
    form.setError,
    ["title", "description", "sector_code", "city", "budget", "deadline", ...CONTACT_FIELDS],
    (v) => post.mutateAsync({ type: "fp", body: openFpNeedBodySchema.parse(fpBody(v, token, language)) }),
    onSent,
  );
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="open-fp-need-form">
      <Stack spacing={2}>
        <FormSection
          id="project"
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
        <OpenNeedContactFields control={form.control} />
        <OpenPlanNotice kind="projects" adding={1} />
        <SubmitBar pending={post.isPending} problem={problem} />
      </Stack>
    </Box>
  );
}
