import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LoginResult, RoleId } from "@mkt/contracts";
import { companyTypeForRole, computeItalianVatCheckDigit, must, ROLE } from "@mkt/contracts";
import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type App, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { appUser, company } from "../db/schema/index.ts";
import type { AppContext } from "../lib/context.ts";
import { SettingsStore } from "../lib/settings.ts";
import type { SignedInRenderer } from "../lib/signed-in-renderer.ts";
import { TokenService } from "../lib/tokens.ts";
import { createMailer } from "../mail/mailer.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { RealtimeBus } from "../realtime/bus.ts";
import { createStorage } from "../storage/create-storage.ts";
import { resetDatabase, testDatabase } from "./database.ts";

export const TEST_PASSWORD = "Password123";
let passwordHash: Promise<string> | undefined;

export type TestHarness = { app: App; ctx: AppContext; database: Database };

/**
 * An app on the worker's test database (or on `options.database`, e.g. a second connection pool to the same
 * PostgreSQL database, for a second instance). Uploads go to a fresh temporary folder, or to the database when
 * STORAGE_DRIVER=postgres (in `env` or in the environment the tests run with).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database; signedInRenderer?: SignedInRenderer } = {},
): Promise<TestHarness> {
  const database = options.database ?? (await testDatabase());
  const uploadsDir = mkdtempSync(join(tmpdir(), "mkt-uploads-"));
  const config: Config = loadConfig({
    ...(process.env.STORAGE_DRIVER ? { STORAGE_DRIVER: process.env.STORAGE_DRIVER } : {}),
    NODE_ENV: "test",
    APP_URL: "http://app.test",
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    BILLING_WEBHOOK_SECRET: "test-billing-secret-test-billing-secret-01",
    ...env,
  });
  const ctx: AppContext = {
    config,
    database,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: pino({ level: "silent" }),
    }),
    tokens: new TokenService(must(config.JWT_SECRET, "JWT_SECRET of the test configuration")),
    settings: new SettingsStore(database.db),
    bus: new RealtimeBus(database),
    storage: createStorage(config.STORAGE_DRIVER, {
      uploadsDir,
      db: database.db,
    }),
  };
  await ctx.bus.start();
  const app = await buildApp(ctx, {
    logger: false,
    ...(options.signedInRenderer ? { signedInRenderer: options.signedInRenderer } : {}),
  });
  // The folder goes with the app (every test closes the apps it makes).
  app.addHook("onClose", () => rmSync(uploadsDir, { recursive: true, force: true }));
  await app.ready();
  return { app, ctx, database };
}

/**
 * Registers hooks: one app for the file, a fresh database before every test. `env` may be a function, for values
 * made by the file's own hooks (a temporary folder), called when the app is made.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { signedInRenderer?: SignedInRenderer } = {},
): TestHarness {
  const harness = {} as TestHarness;
  beforeAll(async () => {
    Object.assign(harness, await createTestApp(typeof env === "function" ? env() : env, options));
  });
  beforeEach(async () => {
    await resetDatabase(harness.database);
  });
  afterAll(async () => {
    harness.ctx?.mailer.close();
    await harness.app?.close();
    await harness.ctx?.bus.close();
  });
  return harness;
}

let vatCounter = 1_000_000;
/** A fresh valid Italian VAT number for each call. */
export function nextVat(): string {
  vatCounter += 1;
  const first10 = `0${String(vatCounter).padStart(7, "0")}01`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

export async function createCompany(
  db: Database["db"],
  values: { role: RoleId; docStatus?: number; name?: string; freelanceVerified?: boolean },
) {
  const vat = nextVat();
  const [row] = await db
    .insert(company)
    .values({
      type: companyTypeForRole(values.role),
      name: values.name ?? `Company ${vat}`,
      vatNumber: vat,
      vatKey: `IT:${vat}`,
      docStatus: values.docStatus ?? 2,
      // Freelancers quote only once staff verified them (freelance/checkValidFreelance): test companies are.
      ...(values.role === ROLE.FREELANCER && values.freelanceVerified !== false
        ? { freelanceVerifiedAt: new Date() }
        : {}),
    })
    .returning();
  return must(row, "the created company");
}

export async function createUser(
  db: Database["db"],
  values: {
    role: RoleId;
    email?: string;
    confirmed?: boolean;
    docStatus?: number;
    language?: "it" | "en";
    companyId?: number;
  },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const companyId =
    values.companyId ??
    (
      await createCompany(db, {
        role: values.role,
        ...(values.docStatus ? { docStatus: values.docStatus } : {}),
      })
    ).id;
  const [row] = await db
    .insert(appUser)
    .values({
      companyId,
      roleId: values.role,
      firstname: "Anna",
      lastname: "Rossi",
      email: values.email ?? `user${Math.random().toString(36).slice(2, 10)}@example.test`,
      passwordHash: await passwordHash,
      language: values.language ?? "it",
      emailConfirmedAt: values.confirmed === false ? null : new Date(),
    })
    .returning();
  return must(row, "the created user");
}

export async function login(app: App, email: string, password = TEST_PASSWORD): Promise<LoginResult> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return res.json().data as LoginResult;
}

export async function createUserAndLogin(
  db: Database["db"],
  app: App,
  role: RoleId,
  extra: { language?: "it" | "en" } = {},
) {
  const user = await createUser(db, { role, ...extra });
  const session = await login(app, user.email);
  return { user, token: session.token, session };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest outbox mail to an address, and the first link in it that contains `path`. */
export async function lastMailTo(db: Database["db"], to: string, path: string) {
  const { desc, eq } = await import("drizzle-orm");
  const { emailOutbox } = await import("../db/schema/index.ts");
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) return undefined;
  const link = new RegExp(`https?://[^\\s"<]*${path.replace(/[/?]/g, "\\$&")}[^\\s"<]*`).exec(mail.text)?.[0];
  const url = link ? new URL(link) : undefined;
  return {
    mail,
    link,
    token: url?.searchParams.get("token") ?? url?.searchParams.get("reset_token") ?? undefined,
  };
}

/** A multipart/form-data body with one file, for app.inject. */
export function multipart(
  field: string,
  filename: string,
  content: Buffer,
  contentType = "application/octet-stream",
) {
  const boundary = `----mkt${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest well-formed PDF: header, one object, trailer and %%EOF. */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
export const TINY_PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
