import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, listeningPids, processAlive, type ShopProcess, spawnShop } from "../test/shop-process.js";

// `npm start` (scripts/start.mjs, docs/decisions/022) stopped the way a process manager or an operator's `kill` stops
// it: SIGTERM to the process it started, and to that one only. The shop must close gracefully and give its port back.
// When start.mjs ran the server as a child of its own, the signal ended start.mjs alone and the server stayed on the
// port, so the next start failed with EADDRINUSE. Run from source (--source) on a PGlite directory of its own, on
// either database run of the suite: no build needed.

const dataDir = mkdtempSync(path.join(tmpdir(), "shop-start-"));
/** Every process that said it listened, so that none outlives the test even when it fails. */
const listeners = new Set<number>();
let shop: ShopProcess | undefined;

afterAll(() => {
  for (const pid of [...listeners, shop?.child.pid]) if (pid && processAlive(pid)) process.kill(pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether something still holds the port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

// Started from TypeScript, migrating a new PGlite directory: ~6 s alone, longer beside other work.
it("stops on a SIGTERM to the process npm start runs, and frees its port", { timeout: 120_000 }, async () => {
  const port = await freePort();
  shop = await spawnShop(
    ["scripts/start.mjs", "--source"],
    // No storefront: the API tests run before `npm run build` makes it.
    { PORT: String(port), PGLITE_DIR: dataDir, SEED_DEMO: "false", SERVE_WEB: "false", LOG_LEVEL: "info" },
    `http://127.0.0.1:${port}/ready`,
  );
  for (const pid of listeningPids(shop.output())) listeners.add(pid);
  expect(listeners.size).toBe(1);

  const exited = once(shop.child, "exit");
  shop.child.kill("SIGTERM");
  const [code, signal] = await exited;

  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect([...listeners].filter(processAlive)).toEqual([]);
  expect(await portTaken(port)).toBe(false);
});
