import { defineConfig } from "vitest/config";

// One root config so `npm test` runs every workspace's unit and API tests in one process pool.
export default defineConfig({
  test: {
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
