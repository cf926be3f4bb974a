import {
  ERRORS,
  type FieldError,
  isErrorCode,
  isValidationCode,
  type Language,
  validationMessage,
} from "@mkt/contracts";
import { isApiError } from "../api/api-error.ts";

/** An API error code in the user's language, from the contracts' table (the web translates codes itself). */
export function errorCodeText(code: string, language: Language): string {
  if (isErrorCode(code)) return ERRORS[code][language];
  if (isValidationCode(code)) return validationMessage(code, language);
  return ERRORS["common.server_error"][language];
}

/** The text to show for any failure of a call. */
export function errorText(error: unknown, language: Language): string {
  if (isApiError(error)) {
    if (isErrorCode(error.code)) return ERRORS[error.code][language];
    if (error.message) return error.message;
  }
  return ERRORS["common.server_error"][language];
}

/** A field error from the API: the contracts' text when the code has no parameters, else the server's text. */
export function fieldErrorText(fieldError: FieldError, language: Language): string {
  if (isErrorCode(fieldError.code)) return ERRORS[fieldError.code][language];
  if (fieldError.message) return fieldError.message;
  return validationMessage(fieldError.code, language);
}
