import { type ProductCategory, serviceContentSchema } from "@mkt/contracts";
import { Button, Divider, Stack } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveService, useServiceCommand } from "../api.ts";
import {
  type ServiceFormValues,
  serverFieldNames,
  valuesToContent,
  valuesToInput,
} from "../service-form-model.ts";
import { SERVICES_LIST_PATH, serviceEditPath } from "../service-state.ts";
import { ServiceBrochuresField } from "./service-brochures-field.tsx";
import { ServiceCaseStudiesField } from "./service-case-studies-field.tsx";
import { ServiceDeliverablesField } from "./service-deliverables-field.tsx";
import { ServiceOfferFields } from "./service-offer-fields.tsx";
import { ServiceScopeFields } from "./service-scope-fields.tsx";
import { ServiceTextFields } from "./service-text-fields.tsx";

const resolver = contractResolver<ServiceFormValues>(serviceContentSchema, valuesToInput);

export type ServiceFormProps = {
  /** null: a new service (created on the first save). */
  serviceId: number | null;
  initial: ServiceFormValues;
  categories: readonly ProductCategory[];
  /** While staff review the service nothing can be changed. */
  readOnly: boolean;
};

/**
 * The service's content. Save draft stores it (a new service is created); Save and send for review stores it and
 * submits the draft. Field errors of the contract or the API show under their inputs.
 */
export function ServiceForm({ serviceId, initial, categories, readOnly }: ServiceFormProps) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const save = useSaveService();
  const command = useServiceCommand();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<ServiceFormValues>({
    defaultValues: initial,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const pending = save.isPending || command.isPending;

  const submitWith = (andSubmit: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      let savedId: number;
      try {
        savedId = (await save.mutateAsync({ id: serviceId, content: valuesToContent(values) })).id;
      } catch (error) {
        const onFields = applyServerFieldErrors(error, setError, serverFieldNames(values), language);
        if (!onFields && !isFunctionBlocked(error)) setFailure(error);
        return;
      }
      if (andSubmit) {
        try {
          await command.mutateAsync({ id: savedId, command: "submit" });
          notify(t("done.savedSubmitted"), "success");
          await navigate(SERVICES_LIST_PATH);
          return;
        } catch (error) {
          notify(t("form.submitFailed", { error: errorText(error, language) }), "error");
        }
      } else notify(t("done.saved"), "success");
      if (serviceId === null) await navigate(serviceEditPath(savedId), { replace: true });
    });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => {
        event.preventDefault();
        void submitWith(false)(event);
      }}
      data-testid="service-form"
    >
      {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
      <ServiceTextFields control={control} disabled={readOnly} />
      <Divider />
      <ServiceOfferFields
        control={control}
        disabled={readOnly}
        categories={categories}
        heldCategoryId={initial.category_id}
      />
      <Divider />
      <ServiceScopeFields control={control} disabled={readOnly} />
      <Divider />
      <ServiceDeliverablesField control={control} disabled={readOnly} />
      <Divider />
      <ServiceCaseStudiesField control={control} disabled={readOnly} />
      <Divider />
      <ServiceBrochuresField control={control} disabled={readOnly} />
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={1.5}
        sx={{ justifyContent: "flex-end", pt: 1 }}
      >
        <Button
          component={RouterLink}
          to={SERVICES_LIST_PATH}
          disabled={pending}
          data-testid="service-cancel"
        >
          {readOnly ? t("form.back") : t("form.cancel")}
        </Button>
        {readOnly ? null : (
          <>
            <Button type="submit" variant="outlined" disabled={pending} data-testid="service-save">
              {t("form.saveDraft")}
            </Button>
            <Button
              variant="contained"
              disabled={pending}
              onClick={(event) => void submitWith(true)(event)}
              data-testid="service-save-submit"
            >
              {t("form.saveSubmit")}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
