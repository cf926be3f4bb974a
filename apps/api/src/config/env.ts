import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());

/** One source: 'self', 'none', or an http(s) origin, optionally "*." for subdomains. Linear: no nested quantifiers. */
const FRAME_SOURCE = String.raw`(?:'self'|'none'|https?://(?:\*\.)?[a-z0-9.-]{1,253}(?::\d{1,5})?)`;
const FRAME_ANCESTORS_LIST = new RegExp(`^${FRAME_SOURCE}(?:[ ,]{1,10}${FRAME_SOURCE}){0,30}$`, "i");

/** Every setting comes from the environment; .env.example documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: optionalUrl,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, "data")),
  /** Where uploads live: disk (DATA_DIR/uploads, one machine) or postgres (the database, shared by instances). */
  STORAGE_DRIVER: z.enum(["disk", "postgres"]).default("disk"),
  /** Wall-clock limit of reading one uploaded CV (worker thread terminated after it, the upload answers 422). */
  CV_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Signs the local billing provider's webhooks; generated once and stored in the database when empty. */
  BILLING_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** Stripe: when the secret key is set, checkout, portal and webhooks go through Stripe instead of the local provider. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API host (tests point the SDK at a local server). */
  STRIPE_API_BASE: optionalUrl,
  /**
   * PostHog: when the project key is set, the analytics events are also forwarded to PostHog by a background job
   * (docs/analytics.md, "Forwarding to PostHog"); unset, nothing leaves the platform.
   */
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: z.url().default("https://eu.i.posthog.com"),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Marketplace <no-reply@marketplace.local>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * How long an instance reuses a checked session (docs/performance.md, "Throughput"): 2,000 ms unless set, 0 (off)
   * with NODE_ENV=test, where tests change users in the database behind the API's back.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  WEB_DIST: optionalString,
  /**
   * Who may show the app in a frame (CSP frame-ancestors), e.g. the open area embedded on partner sites:
   * origins separated by spaces or commas ("https://partner.example https://*.brand.example"), or 'self'/'none'.
   */
  FRAME_ANCESTORS: optionalString.pipe(
    z
      .string()
      .regex(FRAME_ANCESTORS_LIST, "must list origins such as https://partner.example, or 'self' or 'none'")
      .optional(),
  ),
  SEED: z.enum(["demo", "none"]).default("none"),
  /** After SIGTERM/SIGINT, how long in-flight requests may finish before their connections are closed (≤ 10 s). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(10_000).default(10_000),
  /**
   * The longest a client may take to send a whole request, headers and body (Node's requestTimeout; 408 and the
   * connection closed after it): bounds a slow upload's hold on the server. 5 minutes send the largest upload
   * (12 MB) at 330 kbit/s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  /** Staff (Administrator, Admin Management) must turn on two-factor sign-in before using the app. */
  REQUIRE_STAFF_2FA: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  SSO_GOOGLE_CLIENT_ID: optionalString,
  SSO_GOOGLE_ISSUER: z.string().default("https://accounts.google.com"),
  SSO_GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  SSO_GOOGLE_AUTHORIZATION_ENDPOINT: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  SSO_MICROSOFT_CLIENT_ID: optionalString,
  /** Issuer template of the common authority: {tenantid} stands for any tenant. */
  SSO_MICROSOFT_ISSUER: z.string().default("https://login.microsoftonline.com/{tenantid}/v2.0"),
  SSO_MICROSOFT_JWKS_URL: z.url().default("https://login.microsoftonline.com/common/discovery/v2.0/keys"),
  SSO_MICROSOFT_AUTHORIZATION_ENDPOINT: z
    .url()
    .default("https://login.microsoftonline.com/common/oauth2/v2.0/authorize"),
});

export type Env = z.infer<typeof envSchema>;

export type SsoProviderConfig = {
  provider: "google" | "microsoft";
  clientId: string;
  issuer: string;
  jwksUrl: string;
  authorizationEndpoint: string;
};

export type Config = Env & {
  appUrl: string;
  /** The embedded database's folder inside DATA_DIR (uploads and other files get folders beside it). */
  pgliteDir: string;
  /** Uploaded files (behind the storage interface). */
  uploadsDir: string;
  webDist: string | undefined;
  sso: SsoProviderConfig[];
  /** CSP frame-ancestors sources (FRAME_ANCESTORS), ["'self'"] by default. */
  frameAncestors: string[];
  /** SESSION_CACHE_MS with its default. */
  sessionCacheMs: number;
};

export class ConfigError extends Error {}

/** Validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid environment configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set",
    );
  }
  if (env.NODE_ENV === "production" && !env.SMTP_URL) {
    throw new ConfigError(
      "Invalid environment configuration:\n  SMTP_URL: required when NODE_ENV=production (e.g. smtps://user:password@smtp.example.com:465); production has no development mailbox, so without it no e-mail would ever leave",
    );
  }
  const defaultDist = resolve(REPO_ROOT, "apps/web/dist");
  const webDist = env.WEB_DIST ?? (existsSync(defaultDist) ? defaultDist : undefined);
  const sso: SsoProviderConfig[] = [];
  if (env.SSO_GOOGLE_CLIENT_ID) {
    sso.push({
      provider: "google",
      clientId: env.SSO_GOOGLE_CLIENT_ID,
      issuer: env.SSO_GOOGLE_ISSUER,
      jwksUrl: env.SSO_GOOGLE_JWKS_URL,
      authorizationEndpoint: env.SSO_GOOGLE_AUTHORIZATION_ENDPOINT,
    });
  }
  if (env.SSO_MICROSOFT_CLIENT_ID) {
    sso.push({
      provider: "microsoft",
      clientId: env.SSO_MICROSOFT_CLIENT_ID,
      issuer: env.SSO_MICROSOFT_ISSUER,
      jwksUrl: env.SSO_MICROSOFT_JWKS_URL,
      authorizationEndpoint: env.SSO_MICROSOFT_AUTHORIZATION_ENDPOINT,
    });
  }
  // npm runs workspace scripts inside their folder: a relative DATA_DIR means where the user typed the command.
  const dataDir = isAbsolute(env.DATA_DIR)
    ? env.DATA_DIR
    : resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    pgliteDir: join(dataDir, "pglite"),
    uploadsDir: join(dataDir, "uploads"),
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    webDist,
    sso,
    frameAncestors: env.FRAME_ANCESTORS?.split(/[ ,]+/).filter(Boolean) ?? ["'self'"],
    sessionCacheMs: env.SESSION_CACHE_MS ?? (env.NODE_ENV === "test" ? 0 : 2000),
  };
}
