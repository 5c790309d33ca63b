import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "@shop/api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Builds the migrated, seeded template once per run; every test file clones it.
    globalSetup: ["./src/test/global-setup.ts"],
    // The files of a worker share one module graph: the app's ~2 s import is paid once per worker, not once per file
    // (each file still gets its own database and app). What module state the factories keep is reset per file.
    isolate: false,
    setupFiles: ["./src/test/per-file-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
