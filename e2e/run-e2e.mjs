// `npm run test:e2e -- [--no-build] [playwright args…]`: builds the storefront and the API, starts the real
// shop once on a fresh database (PGlite in a temp dir, or a new database on DATABASE_URL's server),
// runs Playwright against it, and always stops the shop and drops the database afterwards.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBrowser } from "../scripts/ensure-browser.mjs";
import { loadEnv } from "../scripts/load-env.mjs";
import { cleanupOnSignals, findFreePort, launchShop } from "../scripts/shop-server.mjs";

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, "..");
const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const playwrightArgs = args.filter((arg) => arg !== "--no-build");

loadEnv(root);
try {
  ensureBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (!skipBuild) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverUrl = process.env.DATABASE_URL || undefined;
const port = Number(process.env.E2E_PORT) || (await findFreePort());
const logDir = path.join(e2eDir, ".tmp");
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, "shop-server.log");

// The page cache stays on, with short times: a spec that changes content through a dev route sees it within seconds,
// and specs/page-cache.spec.ts waits that long for a change to reach a kept page (docs/decisions/023).
const pageCache = { PAGE_CACHE_TTL_SECONDS: "2", PAGE_CACHE_STALE_SECONDS: "3" };
const shop = launchShop({
  serverUrl,
  purpose: "e2e",
  port,
  logFile,
  // Specs change shop-wide answers and expect the very next page to show them (a maintenance window set through a dev
  // route; the best keywords their own searches move; an item's stock or reviews): the storefront asks for them on
  // every render here (README, docs/decisions/026; the caches themselves are covered by
  // apps/web/app/lib/shared-answers.server.test.ts and apps/web/app/features/item/item-page.server.test.ts).
  env: {
    SEED_DEMO: "true",
    DEV_TOOLS: "true",
    MAINTENANCE_START: "",
    MAINTENANCE_END: "",
    SHELL_CACHE_TTL_MS: "0",
    MAINTENANCE_CACHE_TTL_MS: "0",
    ITEM_ANSWERS_TTL_MS: "0",
    ...pageCache,
  },
});
const interrupt = cleanupOnSignals(shop.stop);

let exitCode = 1;
try {
  const started = Date.now();
  const { baseUrl, engine, databaseUrl } = await shop.ready;
  const where = databaseUrl ? `PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}` : "PGlite (temp dir)";
  console.log(
    `Shop ready at ${baseUrl} on ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`,
  );

  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@playwright/test/package.json")),
    "cli.js",
  );
  exitCode = await new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, "test", ...playwrightArgs], {
      cwd: e2eDir,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_DATABASE_ENGINE: engine,
        E2E_DEV_TOOLS: "true",
        E2E_PAGE_CACHE_SECONDS: String(
          Number(pageCache.PAGE_CACHE_TTL_SECONDS) + Number(pageCache.PAGE_CACHE_STALE_SECONDS),
        ),
      },
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  if (!interrupt.exitCode()) console.error(error.message);
} finally {
  try {
    await shop.stop();
  } catch (error) {
    console.error(error.message);
    exitCode ||= 1;
  }
}
process.exit(interrupt.exitCode() ?? exitCode);
