// `npm run typecheck`: every workspace's own `typecheck` script, two at a time (tsc runs on one core; the machines
// here have two), the slowest first. Each workspace's output is printed whole when it ends, so two never interleave.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const { workspaces } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
// Measured on a 2-core machine: api 28 s, web 26 s, bench 21 s, contracts 8 s, core 6 s, e2e 5 s.
const slowestFirst = ["apps/api", "apps/web", "bench", "packages/contracts", "packages/core", "e2e"];
const order = (workspace) => {
  const rank = slowestFirst.indexOf(workspace);
  return rank === -1 ? slowestFirst.length : rank;
};
const queue = workspaces
  .filter((workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8"));
    return Boolean(manifest.scripts?.typecheck);
  })
  .sort((a, b) => order(a) - order(b));

function typecheck(workspace) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "typecheck", "--silent"], { cwd: path.join(root, workspace), env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? "ok  " : "FAIL"} ${workspace} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const concurrency = Math.max(1, Math.min(2, availableParallelism()));
let failed = false;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      if (!(await typecheck(workspace))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
