import { defineConfig } from "vitest/config";

// One root config so `npm test` runs every workspace's unit and API tests in one process pool.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines here. The API
    // tests wait on the database much of the time, so two workers halve the run (README, Tests).
    maxWorkers: 2,
    projects: [
      "packages/core",
      "packages/contracts",
      "apps/api",
      "apps/web",
      // Repository-wide checks (import boundaries) that belong to no workspace.
      { test: { name: "repo", include: ["scripts/**/*.test.ts"], environment: "node", testTimeout: 120_000 } },
    ],
  },
});
