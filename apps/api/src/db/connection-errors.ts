/**
 * Whether an error means "the database cannot be reached right now" (server down, restarting, connection lost or
 * timed out) rather than a fault of the request or the code. Such errors answer 503 and the pool recovers on its
 * own once the server is back.
 */

/** Socket-level failures of the connection to the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports a lost or never-established connection with these messages and no code. */
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

const MAX_DEPTH = 5;

export type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The code (or driver message) that marks the error as an outage, or null. */
function reasonOf(error: ErrorLike): string | null {
  const code = typeof error.code === "string" ? error.code : "";
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  const message = typeof error.message === "string" ? error.message : "";
  return MESSAGES.find((m) => message.startsWith(m)) ?? null;
}

/**
 * The first answer `read` gives for the error, its `cause` chain (Drizzle wraps driver errors) or AggregateError
 * members; null when none answers. Shared by the outage test here and the refused-value test (data-errors.ts).
 */
export function findInErrorChain(
  error: unknown,
  read: (error: ErrorLike) => string | null,
  depth = 0,
): string | null {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null) return null;
  const e = error as ErrorLike;
  const found = read(e);
  if (found) return found;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const innerFound = findInErrorChain(inner, read, depth + 1);
      if (innerFound) return innerFound;
    }
  }
  return findInErrorChain(e.cause, read, depth + 1);
}

/**
 * Why the error is an outage (a code such as "ECONNREFUSED" or "57P01", or the driver's message), walking the
 * error's chain (findInErrorChain); null when it is not one. Safe to log: never the failed query or its parameters.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  return findInErrorChain(error, reasonOf);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
}
