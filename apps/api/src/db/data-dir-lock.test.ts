import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningChild, startChild } from "../test/child-process.js";
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock.js";

const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));

let dir: string;
let holder: RunningChild | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
});
afterEach(async () => {
  await holder?.kill();
  holder = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock of `dir` and keeps it until killed. */
const holdInChild = (lockDir: string) =>
  startChild(`
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await lockDataDir(${JSON.stringify(lockDir)});
    console.log("ready");
    setInterval(() => {}, 60_000);
  `);

const writeLock = (record: object) => writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(record));

describe("lockDataDir", () => {
  it("refuses while another live process holds the dir, naming the dir and the process", async () => {
    holder = await holdInChild(dir);
    const attempt = lockDataDir(dir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `The embedded database ${dir} is in use by another shop process (pid ${holder.pid}, since `,
    );
  });

  it("takes the lock left by a process killed with SIGKILL", async () => {
    holder = await holdInChild(dir);
    await holder.kill();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);

    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("refuses a second lock in the same process until the first is released", async () => {
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid}, since `);
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it.each([
    ["a pid reused by a process that started later", { pid: process.pid, processStart: "other-boot:1" }],
    ["a pid that no longer exists", { pid: 2 ** 22 + 1 }],
  ])("takes a lock whose holder is gone: %s", async (_name, record) => {
    writeLock({ host: hostname(), since: "2026-01-01T00:00:00.000Z", ...record });
    const lock = await lockDataDir(dir);
    lock.release();
  });

  it("takes a lock file it cannot read as a holder (half-written by hand, another tool)", async () => {
    writeFileSync(path.join(dir, LOCK_FILE_NAME), "not json");
    (await lockDataDir(dir)).release();
  });

  it("refuses a lock of another host, saying how to clear it when that host is down", async () => {
    writeLock({ pid: 123, host: "shop-db-1", since: "2026-01-01T00:00:00.000Z" });
    await expect(lockDataDir(dir)).rejects.toThrow(
      `(pid 123 on host shop-db-1, since 2026-01-01T00:00:00.000Z). Only one process may open it: two would lose each other's writes. If that host is down, delete ${path.join(dir, LOCK_FILE_NAME)}`,
    );
  });

  it("leaves another process's lock in place on release", async () => {
    const lock = await lockDataDir(dir);
    writeLock({ pid: 123, host: "shop-db-1", since: "2026-01-01T00:00:00.000Z" });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });
});
