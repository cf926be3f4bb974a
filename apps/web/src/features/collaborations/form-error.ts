import { isApiError } from "../../shared/api/api-error.ts";

/** A failure worth a form-level alert: anything but field validation (shown under the fields). */
export const isFormLevelError = (error: unknown) =>
  error !== null &&
  !(isApiError(error) && error.code === "validation.failed" && error.fieldErrors.length > 0);
