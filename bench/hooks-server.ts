// One server for bench/hooks-bench.ts, on 127.0.0.1:<port>: `bare` is a Fastify route answering constant JSON and
// nothing else; `shop` is the shop's API (apps/api/src/app.ts, every plugin and hook) on an empty in-memory PGlite,
// as production configures it, whose /api/healthcheck answers the same constant JSON. The difference between the two
// is what the shop's own per-request hooks cost.
import Fastify from "fastify";

const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);

if (kind === "bare") {
  const app = Fastify({ logger: false });
  app.get("/api/healthcheck", async () => ({ status: "ok" }));
  await app.listen({ port, host: "127.0.0.1" });
} else if (kind === "shop") {
  const { buildApp } = await import("@shop/api/app");
  const { loadConfig } = await import("@shop/api/config");
  const { openDb } = await import("@shop/api/db/client");
  // The bench shop's environment (bench/run-bench.ts): production, demo mode, warnings only in the log.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    SHOP_MODE: "demo",
    LOG_LEVEL: "warn",
    DEV_TOOLS: "false",
    SEED_DEMO: "false",
  });
  const app = await buildApp({ config, db: await openDb({}) });
  await app.listen({ port, host: "127.0.0.1" });
} else {
  console.error("usage: hooks-server.ts bare|shop <port>");
  process.exit(2);
}
// A clean exit on SIGTERM, so `node --cpu-prof` writes its profile.
process.on("SIGTERM", () => process.exit(0));
console.log("listening");
