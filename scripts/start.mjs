// `npm start`: builds the storefront and compiles the API, then serves both on one port (default 3000) with plain
// node (docs/decisions/022), in this process: the server is imported here, not spawned, so an operator's SIGTERM (a
// process manager, `kill`) reaches its graceful close instead of ending a wrapper and leaving the server on the port.
//
//   --no-build   serve what the last build made
//   --source     run apps/api/src/server.ts through tsx instead of the compiled server (tests; no build, needs the
//                dev dependencies)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadEnv } from "./load-env.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// Demo mode or a live configuration is decided by the API from what is set, not here (docs/decisions/012).
loadEnv(root);
process.env.NODE_ENV ??= "production";

const fromSource = process.argv.includes("--source");
if (!fromSource && !process.argv.includes("--no-build")) {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = path.join(root, fromSource ? "apps/api/src/server.ts" : "apps/api/dist/server.js");
if (!existsSync(server)) {
  console.error(
    `${path.relative(root, server)} is missing: run \`npm run build\` (or \`npm start\` without --no-build) first.`,
  );
  process.exit(1);
}
if (fromSource) {
  const { register } = await import("tsx/esm/api");
  register();
} else {
  // What `node --enable-source-maps` does, for the modules loaded from here on: stack traces name the .ts lines.
  process.setSourceMapsEnabled(true);
}
await import(pathToFileURL(server).href);
