import { type ClientNeed, NEED_LIMITS, tmNeedBodySchema } from "@mkt/contracts";
import { Box, Stack } from "@mui/material";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { FormSection, ListError, RepeatableSection } from "../../profiles/index.ts";
import { useDraftForm } from "../hooks/use-draft-form.ts";
import { EMPTY_POSITION, EMPTY_TM, needToTmValues, type TmFormValues, tmToBody } from "../need-form-model.ts";
import { DraftBar } from "./draft-bar.tsx";
import { NeedCommonFields } from "./need-common-fields.tsx";
import { PositionFields } from "./position-fields.tsx";

const resolver = contractResolver<TmFormValues>(tmNeedBodySchema, (values) => tmToBody(values));

/** A Time & Material need with its repeatable positions; the draft autosaves, Publish makes it visible. */
export function TmNeedForm({ draft }: { draft: ClientNeed | null }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const navigate = useNavigate();
  const form = useForm<TmFormValues>({
    defaultValues: draft ? needToTmValues(draft) : EMPTY_TM,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const positions = useFieldArray({ control: form.control, name: "positions" });
  const { publish, publishing, failure, autosaveState } = useDraftForm({
    form,
    draftId: draft?.id ?? null,
    toSave: (values, id, publishNow) => ({ type: "tm", id, body: tmToBody(values, publishNow) }),
    valid: (values) => tmNeedBodySchema.safeParse(tmToBody(values)).success,
  });
  return (
    <Box component="form" noValidate onSubmit={publish} data-testid="tm-need-form">
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
              control={form.control}
              index={index}
              onRemove={positions.fields.length > 1 ? () => positions.remove(index) : null}
            />
          ))}
        </RepeatableSection>
        {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
        <DraftBar state={autosaveState} publishing={publishing} onCancel={() => navigate("/need")} />
      </Stack>
    </Box>
  );
}
