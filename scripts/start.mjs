// `npm start`: builds the storefront, then serves API and shop on one port (default 3000).
import { spawnSync } from "node:child_process";
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

if (!process.argv.includes("--no-build")) run("npm", ["run", "build", "-w", "@shop/web"]);
run("npx", ["tsx", "apps/api/src/server.ts"]);
