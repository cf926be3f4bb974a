import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import { issueField, issueToValidation, type Language, validationMessage } from "@mkt/contracts";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { currentLanguage } from "../i18n/i18n.ts";

/** Field path -> first problem, with the contracts' validation text in the interface language. */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (!field || errors[field]) continue;
    const { code, params } = issueToValidation(issue);
    errors[field] = { type: code, message: validationMessage(code, language, params) };
  }
  return errors;
}

/**
 * A react-hook-form resolver over the contracts' zod schemas. Unlike the stock zod resolver it keeps
 * the issue's limits ({{min}}, {{max}}) when turning a `validation.*` code into text. The schema may
 * depend on the form context (a step of a stepper); `prepare` maps form values to the schema's input.
 * Successful validation keeps the raw form values: submit handlers parse them into the request body.
 */
export function contractResolver<TValues extends FieldValues, TContext = unknown>(
  schema: z.ZodType | ((context: TContext | undefined) => z.ZodType),
  prepare: (values: TValues, context: TContext | undefined) => unknown = (values) => values,
): Resolver<TValues, TContext, TValues> {
  return async (values, context, options) => {
    const active = typeof schema === "function" ? schema(context) : schema;
    const result = await active.safeParseAsync(prepare(values, context));
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values, errors: {} };
    }
    return {
      values: {},
      errors: toNestErrors(issuesToFieldErrors(result.error.issues, currentLanguage()), options),
    };
  };
}
