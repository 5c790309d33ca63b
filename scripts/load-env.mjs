import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Loads `.env` when present; otherwise the committed `.env.example` demo values, so a fresh
 * clone runs without setup. Variables already set in the environment win.
 */
export function loadEnv(root) {
  const own = path.join(root, ".env");
  const file = existsSync(own) ? own : path.join(root, ".env.example");
  process.loadEnvFile(file);
  return path.basename(file);
}
