import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure code in contracts, web and api, no database) and `integration`
 * (API endpoints through app.inject against a real database: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set; one database per worker, reset between tests).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
            "apps/api/src/**/*.unit.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/api/src/**/*.integration.test.ts"],
          environment: "node",
          pool: "forks",
          maxWorkers: 2,
          // Test files of a worker share its database (started once, reset between tests).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
