import { must } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("applies defaults: port 3000, embedded database, no SMTP, no SSO", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED: "none", sso: [] });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.pgliteDir).toBe(`${config.DATA_DIR}/pglite`);
  });

  it("names each bad variable in one message", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short", SEED: "everything" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "JWT_SECRET", "SEED"]) expect(message).toContain(`${name}:`);
  });

  it("treats empty strings as unset and configures only the SSO providers given a client id", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", SSO_MICROSOFT_CLIENT_ID: "abc" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.sso.map((p) => p.provider)).toEqual(["microsoft"]);
    expect(must(config.sso[0], "the first SSO provider").issuer).toContain("{tenantid}");
  });

  it("resolves a relative DATA_DIR against the folder npm was started from", () => {
    expect(loadConfig({ DATA_DIR: "mydata", INIT_CWD: "/srv/app" }).pgliteDir).toBe("/srv/app/mydata/pglite");
    expect(loadConfig({ DATA_DIR: "/abs/data", INIT_CWD: "/srv/app" }).DATA_DIR).toBe("/abs/data");
  });
});

describe("production mode", () => {
  it("refuses to start without SMTP_URL, naming the variable", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: " " })).toThrow(
      /SMTP_URL: required when NODE_ENV=production/,
    );
  });

  it("starts with an SMTP server, and development without one (the dev mailbox)", () => {
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe(
      "smtp://127.0.0.1:2525",
    );
    expect(loadConfig({ NODE_ENV: "development" }).SMTP_URL).toBeUndefined();
  });
});

describe("Stripe configuration", () => {
  it("requires the webhook secret with the secret key", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY,
    ).toBe("sk_test_x");
  });
});

describe("storage driver", () => {
  it("keeps uploads on disk by default, in the database with STORAGE_DRIVER=postgres (also on PGlite)", () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe("disk");
    expect(loadConfig({ STORAGE_DRIVER: "postgres" }).STORAGE_DRIVER).toBe("postgres");
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/STORAGE_DRIVER/);
  });
});
