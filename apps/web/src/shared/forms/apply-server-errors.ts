import type { Language } from "@mkt/contracts";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "../api/api-error.ts";
import { fieldErrorText } from "../i18n/error-text.ts";

/**
 * Puts the API's field errors under the matching inputs (the first one gets focus).
 * Returns true when at least one error landed on a field of this form.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly FieldPath<TValues>[],
  language: Language,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((name) => name === fieldError.field);
    if (!field) continue;
    setError(
      field,
      { type: fieldError.code, message: fieldErrorText(fieldError, language) },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
