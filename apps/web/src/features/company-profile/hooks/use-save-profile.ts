import type { CompanyProfile } from "@mkt/contracts";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSaveCompanyProfile } from "../api.ts";
import {
  type ProfileField,
  type ProfileValues,
  profileFormSchema,
  STEPPER_STEPS,
  valuesToBody,
} from "../profile-form-model.ts";

const FIELDS: readonly ProfileField[] = STEPPER_STEPS.flatMap((step) => step.fields);

/**
 * Saves the form with PUT company/profile. Field errors from the server land under their inputs (the
 * first field in error is returned so a stepper can go back to it); other failures are kept for an alert.
 */
export function useSaveProfile(userId: number, form: UseFormReturn<ProfileValues>) {
  const language = useLanguage();
  const mutation = useSaveCompanyProfile(userId);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (
    values: ProfileValues,
  ): Promise<{ ok: true; profile: CompanyProfile } | { ok: false; field: string | null }> => {
    setFailure(null);
    const body = profileFormSchema.parse(valuesToBody(values));
    try {
      return { ok: true, profile: await mutation.mutateAsync(body) };
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS, language)) {
        const field = FIELDS.find((name) => form.getFieldState(name).error) ?? null;
        return { ok: false, field };
      }
      setFailure(error);
      return { ok: false, field: null };
    }
  };
  return { save, failure, busy: mutation.isPending };
}
