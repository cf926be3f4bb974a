import { type FieldError, isValidationCode, type Language, validationMessage } from "@mkt/contracts";
import { START_ERRORS } from "@mkt/contracts/errors/start";
import { isApiError } from "../api/api-error.ts";

type ErrorTexts = Readonly<Record<string, { it: string; en: string }>>;

/**
 * The contracts' error texts the page has: those of the public pages (common, validation, auth) from the start,
 * every module's once loadErrorTexts() resolved — the signed-in screens' routes wait for it (app/route-texts.ts),
 * so they never show a code. Before that, a code outside the start table shows the API's own message, which the
 * API translated from the same catalogue into the language the call asked for (Accept-Language).
 */
let texts: ErrorTexts = START_ERRORS;
let loading: Promise<void> | undefined;

/** Loads every module's error texts (`@mkt/contracts/errors`, its own chunk); again after a failed attempt. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import("@mkt/contracts/errors").then(
    (catalogue) => {
      texts = catalogue.ERRORS;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Component tests render screens without their routes' loaders: they get the whole catalogue up front.
if (import.meta.env.MODE === "test") await loadErrorTexts();

const textOf = (code: string, language: Language): string | undefined =>
  Object.hasOwn(texts, code) ? texts[code]?.[language] : undefined;

const serverError = (language: Language): string => START_ERRORS["common.server_error"][language];

/** An API error code in the user's language, from the contracts' table (the web translates codes itself). */
export function errorCodeText(code: string, language: Language): string {
  const text = textOf(code, language);
  if (text !== undefined) return text;
  if (isValidationCode(code)) return validationMessage(code, language);
  return serverError(language);
}

/** The text to show for any failure of a call. */
export function errorText(error: unknown, language: Language): string {
  if (isApiError(error)) {
    const text = textOf(error.code, language);
    if (text !== undefined) return text;
    if (error.message) return error.message;
  }
  return serverError(language);
}

/** A field error from the API: the contracts' text when the code has no parameters, else the server's text. */
export function fieldErrorText(fieldError: FieldError, language: Language): string {
  const text = textOf(fieldError.code, language);
  if (text !== undefined) return text;
  if (fieldError.message) return fieldError.message;
  return validationMessage(fieldError.code, language);
}
