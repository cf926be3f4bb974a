import type { FieldError } from "@mkt/contracts";

/** A rejected call: HTTP status, the dotted error code, the server's (translated) message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  readonly data: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldError[] = [],
    data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 403 plans.function_blocked: the blocked-feature modal already tells the user, so no other notice is due. */
export function isFunctionBlocked(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === "plans.function_blocked";
}
