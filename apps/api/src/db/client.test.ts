import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningChild, startChild } from "../test/child-process.js";
import { openDb } from "./client.js";
import { LOCK_FILE_NAME } from "./data-dir-lock.js";

const clientModule = fileURLToPath(new URL("./client.ts", import.meta.url));

let dir: string;
let holder: RunningChild | undefined;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "shop-pglite-"));
});
afterAll(async () => {
  await holder?.kill();
  rmSync(dir, { recursive: true, force: true });
});

it("a second process on one PGlite dir is refused; after the first is killed (SIGKILL) the dir opens", async () => {
  holder = await startChild(
    `
    const { openDb } = await import(${JSON.stringify(clientModule)});
    const handle = await openDb({ pgliteDir: ${JSON.stringify(dir)} });
    await handle.db.execute("create table writes (id int)");
    console.log("ready");
    setInterval(() => {}, 60_000);
  `,
    // A fresh PGlite dir takes seconds to initialise, many more while the rest of the suite loads both cores.
    100_000,
  );

  await expect(openDb({ pgliteDir: dir })).rejects.toThrow(
    `The embedded database ${dir} is in use by another shop process (pid ${holder.pid}, since `,
  );

  await holder.kill();
  const handle = await openDb({ pgliteDir: dir });
  try {
    await handle.db.execute("insert into writes values (1)");
  } finally {
    await handle.close();
  }
  expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
}, 150_000);
