import type { Multipart } from "@fastify/multipart";
import type { Language } from "@mkt/contracts";
import { validationMessage } from "@mkt/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

const NUL = "\u0000";

/**
 * The path of the first string (value or key) holding a NUL character, or null. PostgreSQL text cannot store
 * NUL, so such a value would fail deep in a query. Walks with its own stack: a deeply nested JSON body cannot
 * overflow the call stack.
 */
export function findNul(value: unknown, root = ""): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes(NUL)) return join(path, key.replaceAll(NUL, ""));
        stack.push([inner, join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function nulError(field: string, lang: Language): AppError {
  return new AppError("validation.failed", {
    fieldErrors: [
      { field, code: "validation.nul_byte", message: validationMessage("validation.nul_byte", lang) },
    ],
  });
}

/** Multipart text fields, checked as the route reads them (files are bytes; their names are sanitised). */
async function* withoutNul(
  parts: AsyncIterableIterator<Multipart>,
  request: FastifyRequest,
): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (part.type === "field" && findNul(part.value) !== null) throw nulError(part.fieldname, request.lang);
    yield part;
  }
}

/**
 * One rule for every route: a NUL character anywhere in the query string, the path parameters, a JSON or form
 * body, or a multipart text field answers 400 validation.failed naming the field, before the route's own checks.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const [source, value] of [
      ["query", request.query],
      ["params", request.params],
      ["body", request.body],
    ] as const) {
      const field = findNul(value);
      if (field !== null) {
        request.log.info({ source }, "NUL character refused");
        throw nulError(field, request.lang);
      }
    }
    if (request.isMultipart()) {
      const parts = request.parts.bind(request);
      request.parts = (options) => withoutNul(parts(options), request);
    }
  });
}
