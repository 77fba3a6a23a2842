import { defineConfig } from "vitest/config";

const apiTests = ["apps/api/src/**/*.test.ts"];
// the slow ones (faults under load, PostgreSQL only) run with `npm run test:hard` (vitest.hard.config.ts)
const exclude = ["**/node_modules/**", "**/*.hard.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/web/app/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          exclude,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                exclude,
                environment: "node",
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { KURSOVE_TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
