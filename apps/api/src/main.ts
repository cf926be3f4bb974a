import { ROLE } from "@mkt/contracts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { startJobs } from "./jobs.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed/demo.ts";
import { SURVEY_DEMO_ACCOUNT } from "./seed/demo-accounts.ts";
import { backfillCompanyDefaults, startServer } from "./server.ts";
import { installShutdown } from "./shutdown.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { ctx, app } = await startServer(config);
  if (config.SEED === "demo") {
    const seeded = await seedDemo(ctx.database.db, ctx.storage);
    await backfillCompanyDefaults(ctx.database.db);
    app.log.info({ seeded }, seeded ? "demo data seeded" : "demo data already present");
  }
  const stopJobs = startJobs(ctx, app.log);
  installShutdown({ app, ctx, stopJobs, graceMs: config.SHUTDOWN_GRACE_MS });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  const lines = [
    "",
    `  Marketplace is running at ${url}`,
    `  API docs:  ${url}/api/docs   Health: ${url}/api/health`,
    `  Database:  ${ctx.database.driver === "pglite" ? `embedded PGlite in ${config.pgliteDir}` : "PostgreSQL (DATABASE_URL)"}`,
  ];
  if (config.SEED === "demo") {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(34)} ${account.email}`);
    lines.push(`    ${"Client (survey to answer)".padEnd(34)} ${SURVEY_DEMO_ACCOUNT.email}`);
  }
  if (!config.SMTP_URL) {
    const admin = DEMO_ACCOUNTS.find((a) => a.roleId === ROLE.ADMINISTRATOR);
    const who =
      config.SEED === "demo" && admin ? `the demo administrator (${admin.email})` : "an Administrator";
    lines.push(
      "  E-mails are not sent (no SMTP_URL): to read them, sign in as",
      `    ${who} at ${url}/authentication/login, then open ${url}/dev/mailbox`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
