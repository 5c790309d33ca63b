// Runs the real shop (`node scripts/start.mjs --no-build`) on a fresh database for the e2e suite and
// the benchmark, and takes everything down again: the process group, the database, the PGlite dir.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createDatabase, databaseName, dropDatabase, uniqueDatabaseName, withDatabase } from "./pg-database.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/** A port the OS reports free on 127.0.0.1 (released again before the shop binds it). */
export async function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * Starts the shop on 127.0.0.1:`port` with a database of its own: a new PostgreSQL database on the
 * server of `serverUrl` when given (named after it plus `purpose`), otherwise PGlite in a temp dir.
 * `ready` resolves once /ready answers 200. `stop()` may be called at any time, also during the
 * start (an interrupt) or after a failed one; it is idempotent. With `sharedDatabaseUrl` the shop
 * runs on that existing PostgreSQL database (a second shop beside a first), which is neither
 * created nor dropped here. `script` is what runs it: `scripts/start.mjs` (one process) or
 * `scripts/start-cluster.mjs` (WORKERS processes on one port, PostgreSQL only), always with --no-build.
 */
export function launchShop({
  serverUrl,
  sharedDatabaseUrl = /** @type {string | undefined} */ (undefined),
  purpose,
  port,
  env = {},
  logFile,
  readyTimeoutMs = 120_000,
  script = "scripts/start.mjs",
}) {
  let child;
  let databaseUrl;
  let pgliteDir;
  let stopped = false;
  let starting;
  let stopping;

  const takeDown = async () => {
    // The start notices `stopped` within a poll; waiting for it means nothing is created after the drop.
    await Promise.allSettled([starting]);
    if (child?.pid && groupAlive(child.pid)) {
      // The shop runs in its own process group (start.mjs → node): signal all of them.
      process.kill(-child.pid, "SIGTERM");
      const deadline = Date.now() + 15_000;
      while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
      while (groupAlive(child.pid)) await sleep(50);
    }
    const problems = [];
    if (databaseUrl) {
      try {
        await dropDatabase(databaseUrl);
      } catch (error) {
        problems.push(`could not drop database ${databaseName(databaseUrl)}: ${error.message}`);
      }
    }
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    if (problems.length > 0) throw new Error(problems.join("\n"));
  };
  // Every caller (the signal handler and the run's own finally) waits for the same take-down.
  const stop = () => {
    stopped = true;
    stopping ??= takeDown();
    return stopping;
  };

  const start = async () => {
    const dbEnv = {};
    if (sharedDatabaseUrl) {
      dbEnv.DATABASE_URL = sharedDatabaseUrl;
    } else if (serverUrl) {
      const url = withDatabase(serverUrl, uniqueDatabaseName(serverUrl, purpose));
      await createDatabase(url);
      databaseUrl = url;
      if (stopped) throw new Error("stopped while starting");
      dbEnv.DATABASE_URL = databaseUrl;
    } else {
      pgliteDir = mkdtempSync(path.join(tmpdir(), `shop-${purpose}-`));
      dbEnv.DATABASE_URL = "";
      dbEnv.PGLITE_DIR = pgliteDir;
    }

    const log = openSync(logFile, "w");
    try {
      child = spawn(process.execPath, [script, "--no-build"], {
        cwd: root,
        // A throwaway local shop: demo mode on purpose, so a developer's own .env secrets (a live configuration)
        // do not refuse the sandboxes and dev routes the tests and benchmarks rely on.
        env: { ...process.env, SHOP_MODE: "demo", ...env, ...dbEnv, PORT: String(port), HOST: "127.0.0.1" },
        stdio: ["ignore", log, log],
        detached: true,
      });
    } finally {
      closeSync(log);
    }

    let exited = null;
    child.on("exit", (code, signal) => {
      exited = signal ?? `exit code ${code}`;
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (stopped) throw new Error("stopped while starting");
      if (exited) throw new Error(`the shop stopped before it was ready (${exited}). Log tail:\n${tail(logFile)}`);
      if (Date.now() > deadline) {
        throw new Error(`the shop was not ready within ${readyTimeoutMs / 1000} s. Log tail:\n${tail(logFile)}`);
      }
      try {
        const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) break;
      } catch {
        // Not listening yet (migrations and the demo seed run before listen).
      }
      await sleep(250);
    }
    const usedDatabaseUrl = sharedDatabaseUrl ?? databaseUrl;
    return { baseUrl, engine: usedDatabaseUrl ? "postgres" : "pglite", databaseUrl: usedDatabaseUrl };
  };

  starting = start();
  const ready = starting.catch(async (error) => {
    await stop();
    throw error;
  });
  return { ready, stop };
}

/**
 * Runs `cleanup` once on SIGINT, SIGTERM or SIGHUP, then exits with 128 + the signal number, so an
 * interrupted run still stops the shop and drops its database. `exitCode()` tells the run's own
 * ending (which may finish first) to exit the same way.
 */
export function cleanupOnSignals(cleanup) {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  let received;
  for (const signal of Object.keys(numbers)) {
    process.on(signal, () => {
      if (received) return;
      received = signal;
      console.error(`\n${signal}: stopping the shop and cleaning up…`);
      cleanup()
        .catch((error) => console.error(error.message))
        .finally(() => process.exit(128 + numbers[signal]));
    });
  }
  return { exitCode: () => (received ? 128 + numbers[received] : undefined) };
}
