import {
  ERRORS,
  type ErrorCode,
  type FieldError,
  type IssueLike,
  isErrorCode,
  issueField,
  issueToValidation,
  type Language,
  validationMessage,
} from "@mkt/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { databaseUnavailableReason } from "../db/connection-errors.ts";
import { refusedValueCode } from "../db/data-errors.ts";
import { AppError } from "./app-error.ts";

export function errorBody(code: ErrorCode, lang: Language, data: unknown = null, errors?: FieldError[]) {
  return {
    success: false as const,
    data,
    message: ERRORS[code][lang],
    code,
    ...(errors ? { errors } : {}),
  };
}

/** One message per field, the first failed check (an empty field says "required", not also "too short"). */
export function translateIssues(issues: IssueLike[], lang: Language): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issueField(issue);
    if (byField.has(field)) continue;
    const { code, params } = issueToValidation(issue);
    byField.set(field, { field, code, message: validationMessage(code, lang, params) });
  }
  return [...byField.values()];
}

function send(reply: FastifyReply, status: number, body: ReturnType<typeof errorBody>) {
  return reply.code(status).send(body);
}

/** A request refused as a whole ("the request is not valid"), no field to point at. */
function sendInvalid(reply: FastifyReply, status: number, lang: Language) {
  return send(
    reply,
    status,
    errorBody("validation.failed", lang, null, [
      { field: "", code: "validation.invalid", message: validationMessage("validation.invalid", lang) },
    ]),
  );
}

/** One place turns every failure into the error envelope; nothing reaches the client as a bare 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? "it";
    if (error instanceof AppError) {
      const fieldErrors = error.fieldErrors?.map((f) => ({
        ...f,
        message: f.message || (isErrorCode(f.code) ? ERRORS[f.code][lang] : validationMessage(f.code, lang)),
      }));
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, errorBody(error.code, lang, error.data, fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: IssueLike[] = error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        message: v.message ?? "",
        path: v.instancePath.split("/").filter(Boolean),
      }));
      return send(reply, 400, errorBody("validation.failed", lang, null, translateIssues(issues, lang)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
      return send(reply, 500, errorBody("common.server_error", lang));
    }
    const outage = databaseUnavailableReason(error);
    if (outage) {
      // Down, restarting or unreachable: fail fast; the pool reconnects once the server is back.
      request.log.warn({ reason: outage }, "database unavailable");
      return send(reply.header("retry-after", "5"), 503, errorBody("common.database_unavailable", lang));
    }
    const refused = refusedValueCode(error);
    if (refused) {
      // A value the schemas let through and the database refused (out of its column's range, not a valid date…):
      // the request's fault. Logged by its SQLSTATE only: the query's parameters may be personal data.
      request.log.info({ sqlstate: refused }, "value refused by the database");
      return sendInvalid(reply, 400, lang);
    }
    // A body over its route's bodyLimit, or a multipart body over the parser's part limits.
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || error.statusCode === 413) {
      return send(reply, 413, errorBody("common.payload_too_large", lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return sendInvalid(reply, error.statusCode, lang);
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, errorBody("common.server_error", lang));
  });
}
