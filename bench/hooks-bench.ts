// `npx tsx bench/hooks-bench.ts`: what the shop's own per-request hooks cost. autocannon (as bench/run-bench.ts
// loads: 50 connections, the browser's Accept-Encoding) against GET /api/healthcheck of a bare Fastify route and of
// the shop's API (bench/hooks-server.ts), in interleaved rounds so a busy machine skews both alike; prints req/s
// and the shop's share of the bare route's. No database server needed.
//
//   npx tsx bench/hooks-bench.ts [--rounds 3] [--duration 10] [--connections 50]
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { findFreePort } from "../scripts/shop-server.mjs";

const { values: flags } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
  },
});
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const kinds = ["bare", "shop"] as const;

async function start(kind: (typeof kinds)[number]) {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(benchDir, "hooks-server.ts"), kind, String(port)],
    {
      cwd: benchDir,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    child.on("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { kind, child, url: `http://127.0.0.1:${port}/api/healthcheck` };
}

const load = (url: string, seconds: number) =>
  autocannon({
    url,
    connections: Number(flags.connections),
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br", accept: "application/json, text/html" },
  });

const servers = [await start("bare"), await start("shop")];
const children: ChildProcess[] = servers.map((server) => server.child);
try {
  for (const server of servers) await load(server.url, Number(flags.warmup));
  const totals = new Map<string, { requests: number; seconds: number; p99: number }>();
  for (let round = 1; round <= Number(flags.rounds); round++) {
    for (const server of servers) {
      const result = await load(server.url, Number(flags.duration));
      if (result.non2xx > 0) throw new Error(`${server.kind}: ${result.non2xx} non-2xx answers`);
      const total = totals.get(server.kind) ?? { requests: 0, seconds: 0, p99: 0 };
      totals.set(server.kind, {
        requests: total.requests + result.requests.total,
        seconds: total.seconds + result.duration,
        p99: Math.max(total.p99, result.latency.p99),
      });
      console.log(
        `round ${round} ${server.kind}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
  }
  const rate = (kind: string) => {
    const total = totals.get(kind)!;
    return total.requests / total.seconds;
  };
  for (const kind of kinds)
    console.log(`${kind}: ${Math.round(rate(kind))} req/s, worst p99 ${totals.get(kind)!.p99} ms`);
  console.log(`shop's constant route: ${((rate("shop") / rate("bare")) * 100).toFixed(1)} % of the bare Fastify route`);
} finally {
  for (const child of children) child.kill("SIGTERM");
}
