import { defineConfig } from "drizzle-kit";

// Generates SQL only; migrations are applied in code at start (src/db/client.ts), because the
// drizzle-kit CLI's embedded engine lacks the extensions the schema creates.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
  casing: "snake_case",
});
