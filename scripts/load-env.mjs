import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Loads `.env` when there is one; variables already set in the environment win. Without it nothing is
 * loaded: every default lives in the API's config schema, and with no secret set the API decides demo mode
 * itself (docs/decisions/012). Returns the file's name, or undefined.
 */
export function loadEnv(root) {
  const file = path.join(root, ".env");
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return ".env";
}
