import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@shop/api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Builds the migrated, seeded template once per run; every test file clones it.
    globalSetup: ["./src/test/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
