import { defineConfig } from "vitest/config";

const apiTests = ["apps/api/src/**/*.test.ts"];
// the slow ones (faults under load, PostgreSQL only) run with `npm run test:hard` (vitest.hard.config.ts)
const exclude = ["**/node_modules/**", "**/*.hard.test.ts"];

export default defineConfig({
  test: {
    // Two workers on a 2-core machine (Vitest's default is one fewer than the cores): the API tests wait
    // on their database half the time. The API test files share each worker's module graph instead of
    // importing the whole app again per file; each still builds its own app on its own database.
    maxWorkers: 2,
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
          isolate: false,
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
                isolate: false,
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
