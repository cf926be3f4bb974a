import {
  type ServiceRequestCreateBody,
  serviceRequestCreateBodySchema,
  todayIso,
  validateServiceRequestDates,
  validationMessage,
} from "@mkt/contracts";
import type { FieldError, Resolver } from "react-hook-form";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { currentLanguage } from "../../shared/i18n/i18n.ts";

/** The request dialog's inputs (text fields hold strings; the services come from the shortlist). */
export type RequestFormValues = {
  service_ids: number[];
  title: string;
  scope: string;
  budget: string;
  start_date: string;
  deadline: string;
};

export const REQUEST_FIELDS = ["service_ids", "title", "scope", "budget", "start_date", "deadline"] as const;

export const emptyRequestForm = (serviceIds: number[]): RequestFormValues => ({
  service_ids: serviceIds,
  title: "",
  scope: "",
  budget: "",
  start_date: "",
  deadline: "",
});

/** Whole euros typed by the client: "" is no budget, anything but digits is not a number (the schema says so). */
function budgetOf(text: string): number | null {
  const value = text.trim().replace(/[.\s]/g, "");
  if (value === "") return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

export function requestBody(values: RequestFormValues): ServiceRequestCreateBody {
  return {
    service_ids: values.service_ids,
    title: values.title,
    scope: values.scope,
    budget: budgetOf(values.budget),
    start_date: values.start_date || null,
    deadline: values.deadline,
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const schemaResolver = contractResolver<RequestFormValues>(serviceRequestCreateBodySchema, requestBody);

/**
 * The contract's schema plus the request's date rules against today (validateServiceRequestDates), checked
 * together so a past deadline shows beside any other field's problem.
 */
export const requestResolver: Resolver<RequestFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const deadline = values.deadline;
  const start = values.start_date;
  if (!ISO_DAY.test(deadline) || (start !== "" && !ISO_DAY.test(start))) return result;
  const issues = validateServiceRequestDates(
    { ...requestBody(values), budget: null, start_date: start || null, deadline },
    todayIso(),
  );
  if (issues.length === 0) return result;
  const errors: Record<string, FieldError> = { ...result.errors } as Record<string, FieldError>;
  for (const issue of issues) {
    if (errors[issue.field]) continue;
    errors[issue.field] = { type: issue.code, message: validationMessage(issue.code, currentLanguage()) };
  }
  return { values: {}, errors };
};
