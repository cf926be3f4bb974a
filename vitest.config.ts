import { defineConfig } from "vitest/config";

/**
 * Three projects: `unit` (pure code in contracts, web and api, no database), `dom` (web component tests,
 * `*.dom.test.tsx`, rendered in happy-dom with Testing Library) and `integration`
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
            "apps/web/vite-*.test.ts",
            "apps/api/src/**/*.unit.test.ts",
          ],
          exclude: ["**/node_modules/**", "apps/web/src/**/*.dom.test.tsx"],
          environment: "node",
        },
      },
      {
        test: {
          name: "dom",
          include: ["apps/web/src/**/*.dom.test.tsx"],
          environment: "happy-dom",
          // Screens render MUI and simulate typing: seconds, not milliseconds, on a loaded 2-core machine.
          testTimeout: 20_000,
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
