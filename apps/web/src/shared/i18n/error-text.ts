import { type FieldError, isValidationCode, type Language, validationMessage } from "@mkt/contracts";
import { START_ERRORS } from "@mkt/contracts/errors/start";
import { use } from "react";
import { isApiError } from "../api/api-error.ts";
import { whenPageIdle } from "../scheduling/when-page-idle.ts";

type ErrorTexts = Readonly<Record<string, { it: string; en: string }>>;

/**
 * The contracts' error texts the page has: those of the public pages (common, validation, auth) from the start,
 * every module's once loadErrorTexts() resolved — the signed-in shell loads it once its page is shown, when the
 * browser is idle (7.6 KB gzip that no first render needs). Before that, a failed call's code outside the start
 * table shows the API's own message, which the API translated from the same catalogue into the language the call
 * asked for (Accept-Language); a component that shows a code as it renders (not a failure: a refusal's reason)
 * calls useErrorTexts() first.
 */
let texts: ErrorTexts = START_ERRORS;
let loading: Promise<void> | undefined;
let loaded = false;

/** Loads every module's error texts (`@mkt/contracts/errors`, its own chunk); again after a failed attempt. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import("@mkt/contracts/errors").then(
    (catalogue) => {
      texts = catalogue.ERRORS;
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Suspends the calling component until every module's error texts are in (under the shell's Suspense boundary):
 * for a component that renders errorCodeText() of a code outside the start table as it renders.
 */
export function useErrorTexts(): void {
  if (!loaded) use(loadErrorTexts());
}

/** Loads every module's error texts once the page has loaded and the browser is idle (the signed-in shell). */
export function loadErrorTextsWhenIdle(): void {
  whenPageIdle(() => void loadErrorTexts().catch(() => undefined), 5_000);
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
