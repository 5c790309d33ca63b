// `npm start`: builds the storefront and compiles the API, then serves both on one port (default 3000)
// with plain node (docs/decisions/022). `--no-build` serves what the last build made.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "./load-env.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// Demo mode or a live configuration is decided by the API from what is set, not here (docs/decisions/012).
loadEnv(root);
process.env.NODE_ENV ??= "production";

const run = (cmd, args, cwd = root) => {
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
const server = path.join(root, "apps/api/dist/server.js");
if (!existsSync(server)) {
  console.error("apps/api/dist/server.js is missing: run `npm run build` (or `npm start` without --no-build) first.");
  process.exit(1);
}
run(process.execPath, ["--enable-source-maps", server]);
