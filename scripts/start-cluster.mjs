// `npm run start:cluster`: the shop as WORKERS processes (default: one per core) sharing one port and one
// PostgreSQL database (docs/decisions/024). Builds like `npm start`, prepares the database once (migrations, the
// demo seed, the search index), then forks the workers with node:cluster; a worker that dies is started again
// after a growing pause, and SIGTERM or Ctrl-C stops them all gracefully.
//
//   --no-build   serve what the last build made
//   --source     run apps/api/src/server.ts through tsx instead of the compiled server (tests; no build, needs the
//                dev dependencies)
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "./load-env.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
loadEnv(root);
process.env.NODE_ENV ??= "production";

const refuse = (message) => {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
};

// PGlite's data dir belongs to one process (docs/decisions/012): more than one needs a shared server.
if (!process.env.DATABASE_URL) {
  refuse(
    "DATABASE_URL is not set: several processes need one PostgreSQL database (PGlite serves one, use `npm start`).",
  );
}
const workers = process.env.WORKERS ? Number(process.env.WORKERS) : availableParallelism();
if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
  refuse(`WORKERS must be a whole number from 1 to 256, not "${process.env.WORKERS}".`);
}

const fromSource = process.argv.includes("--source");
const server = path.join(root, fromSource ? "apps/api/src/server.ts" : "apps/api/dist/server.js");
const execArgv = fromSource ? ["--import", "tsx"] : ["--enable-source-maps"];

if (!fromSource && !process.argv.includes("--no-build")) {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(server)) {
  refuse(`${path.relative(root, server)} is missing: run \`npm run build\` (or start:cluster without --no-build).`);
}

// Once, before any worker listens: N workers migrating one database at the same time would race.
const prepared = spawnSync(process.execPath, [...execArgv, server, "--prepare-only"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

/** A worker that dies within this of its start counts as a crash loop: the pause before the next one doubles. */
const STEADY_MS = 30_000;
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
/** How long the workers get to finish their requests on SIGTERM before they are killed (the server waits 10 s). */
const STOP_TIMEOUT_MS = 15_000;

let stopping = false;
let pauseMs = FIRST_PAUSE_MS;
/** Per worker id: when it started and whether it runs the housekeeping (one worker does, and its replacement). */
const workerInfo = new Map();

function fork(housekeeping) {
  // The migrations ran above; the purges and the unpaid-order sweep need one process, not one per worker.
  const args = housekeeping ? ["--no-prepare"] : ["--no-prepare", "--no-housekeeping"];
  cluster.setupPrimary({ exec: server, execArgv, args });
  const worker = cluster.fork();
  workerInfo.set(worker.id, { startedAt: Date.now(), housekeeping });
}

cluster.on("online", (worker) => {
  const role = workerInfo.get(worker.id)?.housekeeping ? " (with the housekeeping)" : "";
  console.log(`start:cluster: worker ${worker.process.pid} started${role}`);
});
cluster.on("exit", (worker, code, signal) => {
  const info = workerInfo.get(worker.id) ?? { startedAt: 0, housekeeping: false };
  workerInfo.delete(worker.id);
  if (stopping) return;
  pauseMs = Date.now() - info.startedAt >= STEADY_MS ? FIRST_PAUSE_MS : pauseMs;
  console.error(
    `start:cluster: worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); another starts in ${pauseMs / 1000} s`,
  );
  // Not unref'd: with every worker gone, this timer is what keeps the primary alive to start the next.
  setTimeout(() => {
    if (!stopping) fork(info.housekeeping);
  }, pauseMs);
  pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
});

// Staff changed an item or shop content in one worker (apps/api/src/lib/shop-changes.ts, docs/decisions/038 and 040):
// the others drop their kept lists, pages and answers too.
const SHOP_CHANGED = "shop:changed";
cluster.on("message", (from, message) => {
  if (message?.type !== SHOP_CHANGED) return;
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (worker && worker !== from && worker.isConnected()) worker.send(message);
  }
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`start:cluster: ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
  // Each worker closes its server and database pool on SIGTERM (close-with-grace in server.ts).
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  const killer = setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
  }, STOP_TIMEOUT_MS);
  killer.unref();
  const done = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    clearTimeout(killer);
    console.log("start:cluster: stopped");
    process.exit(0);
  };
  // A worker leaves cluster.workers at whichever of its exit and its channel's disconnect comes last.
  cluster.on("exit", done);
  cluster.on("disconnect", done);
  done();
}
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => stop(signal));

console.log(`start:cluster: ${workers} workers on port ${process.env.PORT || 3000}`);
for (let i = 0; i < workers; i++) fork(i === 0);
