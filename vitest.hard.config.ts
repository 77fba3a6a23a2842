import { defineConfig } from "vitest/config";

/**
 * `npm run test:hard` (issue 12): the slow tests of faults under load, against a real PostgreSQL
 * (TEST_DATABASE_URL); `.ci/run` runs them after `npm test`.
 */
export default defineConfig({
  test: {
    name: "hard",
    include: ["apps/api/src/**/*.hard.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { KURSOVE_TEST_DB: "postgres" },
  },
});
