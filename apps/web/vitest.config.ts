import { defineConfig } from "vitest/config";

// Unit tests of web helpers and route/component tests; the React Router plugin is not needed for them. The secrets
// are test values, so code that reads the environment (lib/env.server.ts) runs as on a configured server.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["app/test/setup.ts"],
    // A worker's files share one module graph (React, React Router and the routes imported once; docs/decisions/005).
    isolate: false,
    env: {
      SESSION_SECRET: "unit-test-session-secret-0123456789",
      AUTH_CLIENT_SECRET: "test-client-secret-0123456789",
      PUBLIC_ORIGIN: "",
    },
  },
});
