import { type RegistrableRoleId, registerBodySchema } from "@mkt/contracts";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { isApiError } from "../../../shared/api/api-error.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText, fieldErrorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { checkEmail, checkPiva, useRegisterMutation } from "../api.ts";
import {
  emptyRegisterValues,
  type RegisterContext,
  type RegisterStep,
  type RegisterValues,
  stepOfField,
  stepSchema,
  toRegisterInput,
} from "../register-form-model.ts";

export type SsoPrefill = {
  email: string;
  firstname: string;
  lastname: string;
  provider: string;
  sso_token: string;
};

/** A registration link from the open area: its token and the lead's contact fields (auth/checkTokenRegistration). */
export type ContactPrefill = {
  token: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
};

const CODE_FIELDS: Record<string, FieldPath<RegisterValues>> = {
  "auth.email_taken": "email",
  "auth.vat_taken": "vat_number",
  "auth.vat_invalid": "vat_number",
};

/**
 * The register stepper's state: one form across the steps, each step validated with its
 * contracts schema and then checked by the server (checkEmail, checkPiva) before moving on.
 */
export function useRegisterFlow(
  role: RegistrableRoleId,
  sso: SsoPrefill | null,
  contact: ContactPrefill | null = null,
) {
  const language = useLanguage();
  const [step, setStep] = useState<RegisterStep>(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const registration = useRegisterMutation();
  const context: RegisterContext = { step, role, language, ssoToken: sso?.sso_token };
  const form = useForm<RegisterValues, RegisterContext>({
    mode: "onTouched",
    defaultValues: emptyRegisterValues(sso ?? contact ?? undefined),
    context,
    resolver: contractResolver<RegisterValues, RegisterContext>(
      (ctx) => stepSchema(ctx?.step ?? 0),
      (values, ctx) =>
        toRegisterInput(values, { role, language: ctx?.language ?? language, ssoToken: ctx?.ssoToken }),
    ),
  });

  /** Leaves the step: the next one starts untouched (errors show on blur, not while typing). */
  const goTo = (target: RegisterStep): void => {
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true });
    setStep(target);
  };

  /** Puts server errors on their fields (switching to the step that holds the first one). */
  const showServerError = (error: unknown): void => {
    if (!isApiError(error)) {
      setFailure(error);
      return;
    }
    const fieldErrors = error.fieldErrors.filter((fieldError) => stepOfField(fieldError.field) !== null);
    const codeField = CODE_FIELDS[error.code];
    if (fieldErrors.length === 0 && !codeField) {
      setFailure(error);
      return;
    }
    const first = fieldErrors[0]?.field ?? codeField;
    const target = first ? stepOfField(first) : null;
    if (target !== null && target !== step) goTo(target);
    const apply = () => {
      if (codeField && fieldErrors.length === 0) {
        form.setError(
          codeField,
          { type: error.code, message: errorText(error, language) },
          { shouldFocus: true },
        );
      }
      fieldErrors.forEach((fieldError, index) => {
        form.setError(
          fieldError.field as FieldPath<RegisterValues>,
          { type: fieldError.code, message: fieldErrorText(fieldError, language) },
          { shouldFocus: index === 0 },
        );
      });
    };
    // Let the step holding the field render before focusing it.
    window.setTimeout(apply, 0);
  };

  const serverCheck = async (current: RegisterStep, values: RegisterValues): Promise<void> => {
    const input = toRegisterInput(values, { role, language });
    if (current === 0) await checkEmail(input.email, role);
    if (current === 1) {
      await checkPiva({
        vat_number: input.vat_number,
        foreign_company: input.foreign_company,
        country: input.country,
        role,
      });
    }
  };

  const register = async (values: RegisterValues): Promise<void> => {
    const body = registerBodySchema.parse(
      toRegisterInput(values, { role, language, ssoToken: sso?.sso_token, contactToken: contact?.token }),
    );
    await registration.mutateAsync(body);
    sessionStorage.removeItem(STORAGE_KEYS.ssoRegistration);
  };

  /**
   * Continue/submit: the step's fields are validated as a form submission (so a shown error
   * clears while the user types), then checked by the server, then the next step opens.
   */
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChecking(true);
    try {
      if (step < 2) {
        await serverCheck(step, values);
        goTo((step + 1) as RegisterStep);
      } else {
        await register(values);
      }
    } catch (error) {
      showServerError(error);
    } finally {
      setChecking(false);
    }
  });

  const back = (): void => {
    setFailure(null);
    if (step > 0) goTo((step - 1) as RegisterStep);
  };

  return {
    form,
    step,
    back,
    submit,
    failure,
    busy: checking || registration.isPending,
    result: registration.data ?? null,
  };
}
