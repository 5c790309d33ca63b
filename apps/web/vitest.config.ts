import { defineConfig } from "vitest/config";

// Unit tests of web helpers only; the React Router plugin is not needed for them.
export default defineConfig({
  test: { include: ["app/**/*.test.ts"], environment: "node" },
});
