import { ERRORS, type ErrorCode, type FieldError } from "@mkt/contracts";

/** The one error type of the API: a dotted code, its HTTP status, optional data and field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly fieldErrors: FieldError[] | undefined;
  /** Response headers that go with the error (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      data?: unknown;
      fieldErrors?: FieldError[];
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.data = options.data ?? null;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}
