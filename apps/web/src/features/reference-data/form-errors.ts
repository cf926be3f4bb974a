import { isApiError } from "../../shared/api/api-error.ts";

/** The dialog's alert shows a failure only when it has no field errors (those sit under their inputs). */
export const alertError = (error: unknown) =>
  error && !(isApiError(error) && error.fieldErrors.length > 0) ? error : null;
