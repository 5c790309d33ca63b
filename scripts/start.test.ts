import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

// `npm start` (scripts/start.mjs) stopped the way a process manager or an operator's `kill` stops it: SIGTERM to the
// process it started, and to that one only. The shop must close gracefully and give its port back. When start.mjs ran
// the server as a child of its own, the signal ended start.mjs alone and the server stayed on the port, so the next
// start failed with EADDRINUSE. Run from source (--source) on a PGlite directory of its own: no build needed.

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-start-"));
/** Every process that said it listened, to be sure none outlives the test. */
const listeners = new Set<number>();

afterAll(() => {
  for (const pid of listeners) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone already, as it should be.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Whether something still accepts connections on the port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function untilReady(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the shop exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the shop was not ready in 90 s:\n${output()}`);
    const ready = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
}

it("stops on a SIGTERM to the process npm start runs, and frees its port", async () => {
  const port = await freePort();
  const { DATABASE_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs", "--source"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" },
    stdio: "pipe",
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  await untilReady(child, `http://127.0.0.1:${port}/ready`, () => output);
  for (const match of output.matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening at/g)) listeners.add(Number(match[1]));
  expect(listeners.size).toBe(1);

  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code, signal] = await exited;

  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect([...listeners].filter(alive)).toEqual([]);
  expect(await portTaken(port)).toBe(false);
});
