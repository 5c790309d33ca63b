/**
 * Real shop processes for the scale-out tests (src/scale-out/): the server run from its TypeScript source through
 * tsx, so nothing needs building first (the API tests may run before `npm run build`), answering on a port of its
 * own; and plain HTTP calls to them that can choose the local address the call comes from.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** A port the OS reports free on 127.0.0.1 (released again before the shop binds it). */
export function freePort(): Promise<number> {
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

/** Whether a process of this id is still running (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of the log lines whose message passes `wanted` (pino writes one JSON object a line, `pid` included). */
export function pidsLogging(output: string, wanted: (message: string) => boolean): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split("\n")) {
    if (!line.startsWith('{"')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; pid?: number };
      if (entry.msg && wanted(entry.msg) && entry.pid) pids.add(entry.pid);
    } catch {
      // A line still being written: read again on the next call.
    }
  }
  return pids;
}
/** The processes that said they listen (Fastify's `Server listening at …`). */
export const listeningPids = (output: string) =>
  pidsLogging(output, (message) => message.startsWith("Server listening at"));

export interface ShopProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, as an operator stops it, and waits for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** The environment every spawned shop starts from: the test run's, without what would pick another database. */
function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: "warn", HOST: "127.0.0.1" };
}

/**
 * Spawns `node <args>` from the repository root with `env` over the base environment and resolves once
 * `readyUrl` answers 200; rejects with the output if the process exits first or is not ready in time.
 */
export async function spawnShop(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 90_000,
): Promise<ShopProcess> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...baseEnv(), ...env }, stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (graceMs = 20_000) => {
    if (exited()) return;
    const done = once(child, "exit");
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await done;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited())
      throw new Error(`the shop exited (${child.signalCode ?? child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(250);
  }
  return { child, baseUrl: new URL(readyUrl).origin, output: () => output, stop };
}

/** The shop's server from source on `port` (SERVE_WEB=false unless `env` says otherwise). */
export function startShopFromSource(port: number, env: Record<string, string>, serverArgs: string[] = []) {
  return spawnShop(
    ["--import", "tsx", "apps/api/src/server.ts", ...serverArgs],
    { SERVE_WEB: "false", ...env, PORT: String(port) },
    `http://127.0.0.1:${port}/ready`,
  );
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  header(name: string): string;
  body: Buffer;
  text(): string;
  json(): unknown;
}

/**
 * One HTTP call on a connection of its own (no keep-alive), optionally from `localAddress` (any 127.x address is this
 * host), the body left as sent (no decompression), so headers such as Content-Encoding can be checked as they came.
 */
export function httpCall(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? "GET",
        headers: { connection: "close", ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        agent: false,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const header = (name: string) => {
            const value = res.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(", ") : (value ?? "");
          };
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            header,
            body,
            text: () => body.toString("utf8"),
            json: () => JSON.parse(body.toString("utf8")),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}
