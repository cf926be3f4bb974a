import { AUTH_ERRORS } from "./auth.ts";
import { COMMON_ERRORS } from "./common.ts";
import type { ErrorEntries } from "./entry.ts";
import { VALIDATION_ERRORS } from "./validation.ts";

/**
 * The error texts the public pages need (the sign-in, registration and password pages answer auth.*, validation.*
 * and common.* codes): the web bundles these with every page and loads the whole catalogue (`../errors.ts`,
 * package export `@mkt/contracts/errors`) with the signed-in screens (issue 20, Speed).
 */
export const START_ERRORS = {
  ...AUTH_ERRORS,
  ...VALIDATION_ERRORS,
  ...COMMON_ERRORS,
} as const satisfies ErrorEntries;
