import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.js";
import { describeMode, InvalidEnvironmentError, loadConfig } from "./config.js";
import { openDb } from "./db/client.js";
import { DataDirLockedError } from "./db/data-dir-lock.js";
import { refreshSearchIndex } from "./db/search-index.js";
import { seedDemoData } from "./db/seed/seed-demo.js";
import { seedDemoStaff } from "./db/seed/staff-seed.js";
import { housekeepingPlugin } from "./modules/housekeeping/housekeeping.plugin.js";
import { createTotpSealer } from "./modules/staff/staff-totp.js";
import { storefrontPlugin } from "./plugins/storefront.js";

/** A refusal the operator must act on: its message is the whole story, a stack trace would only bury it. */
function refuseStart(error: unknown): never {
  if (!(error instanceof InvalidEnvironmentError || error instanceof DataDirLockedError)) throw error;
  console.error(`The shop did not start. ${error.message}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  refuseStart(error);
}
// The storefront in this process reads its secrets from the environment: hand it the ones decided here
// (in demo mode the demo values, which are in no environment).
process.env.SESSION_SECRET = config.SESSION_SECRET;
process.env.AUTH_CLIENT_SECRET = config.AUTH_CLIENT_SECRET;

const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR }).catch(refuseStart);

/** Brings the database up to this build: migrations, the demo seed when asked, the search index. */
async function prepareDatabase() {
  await db.migrate();
  // The demo accounts have public passwords: only a demo-mode shop gets them.
  if (config.SEED_DEMO) await seedDemoData(db.db, { items: config.SEED_ITEMS, demoAccounts: config.mode === "demo" });
  if (config.SEED_DEMO && config.mode === "demo") await seedDemoStaff(db.db, createTotpSealer(config.SESSION_SECRET));
  // Data dirs from before the search columns, or a changed SEARCH_DOCUMENT_VERSION, get rebuilt here.
  await refreshSearchIndex(db.db);
}

// `npm run start:cluster` (scripts/start-cluster.mjs, docs/decisions/024) prepares the database once with
// `--prepare-only` before it forks, and its workers, started with `--no-prepare`, do not race each other at it.
if (process.argv.includes("--prepare-only")) {
  await prepareDatabase();
  await db.close();
  process.exit(0);
}
if (!process.argv.includes("--no-prepare")) await prepareDatabase();

const app = await buildApp({ config, db });
const mode = describeMode(config);
app.log[mode.level]({ mode: config.mode }, mode.message);
// start:cluster runs the purges and the unpaid-order sweep in one worker only (`--no-housekeeping` in the others).
if (!process.argv.includes("--no-housekeeping")) await app.register(housekeepingPlugin);
if (process.env.SERVE_WEB !== "false") {
  const webDir = fileURLToPath(new URL("../../web", import.meta.url));
  const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(webDir, "build"));
  await app.register(storefrontPlugin, { buildDir, webDir, dev: process.env.WEB_DEV === "true" });
}

// A start:cluster worker stops on its primary's SIGTERM alone: Ctrl-C and a hang-up reach the whole process group,
// and the primary's SIGTERM after them would be a second signal, which cuts the graceful close short.
const groupSignals = cluster.isWorker ? (["SIGINT", "SIGHUP"] as const) : [];
for (const signal of groupSignals) process.on(signal, () => {});
closeWithGrace({ delay: 10_000, skip: [...groupSignals] }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
  await db.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
