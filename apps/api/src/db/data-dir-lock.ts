import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// One process per embedded data dir (docs/decisions/012): PGlite has no postmaster to refuse a second
// writer, and two processes on one dir lose each other's acknowledged writes. The lock is a file naming
// its holder (pid, host, the process's start time); it is stale as soon as that process is gone, so a
// crash (kill -9, power loss) never keeps the shop down, and a reused pid does not pass for the holder.

/** The lock file inside the data dir (PostgreSQL ignores files it does not know there). */
export const LOCK_FILE_NAME = "shop-process.lock";

/** A breaker left by a process that died in the few microseconds it holds one is removed after this. */
const BREAKER_STALE_MS = 10_000;

interface LockOwner {
  pid: number;
  host: string;
  /** Linux: boot id and start time in clock ticks since boot (/proc); elsewhere absent. */
  processStart?: string;
  since: string;
}

export interface DataDirLock {
  /** Removes the lock if it is still this process's; safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
    const advice =
      owner.host === hostname()
        ? "Stop that process first"
        : `If that host is down, delete ${path.join(dir, LOCK_FILE_NAME)}`;
    super(
      `The embedded database ${dir} is in use by another shop process (${where}, since ${owner.since}). ` +
        `Only one process may open it: two would lose each other's writes. ${advice}, ` +
        "or use PostgreSQL (DATABASE_URL) to run several processes.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Takes the one-writer lock of `dir` for this process, or throws DataDirLockedError naming the holder. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  const own: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const start = processStart(process.pid);
  if (start) own.processStart = start;
  const content = `${JSON.stringify(own)}\n`;

  // A few rounds: a stale lock is removed in one, and another starter may win the race for the free file.
  for (let round = 0; round < 10; round++) {
    if (round > 0) await sleep(20 * round);
    if (createExclusive(lockFile, content)) {
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readIfExists(lockFile) === content) unlinkSync(lockFile);
        },
      };
    }
    const current = readIfExists(lockFile);
    if (current === undefined) continue;
    const owner = parseOwner(current);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    removeStale(lockFile, current);
  }
  throw new Error(`Could not take the lock ${lockFile}: other processes keep racing for it`);
}

/** Writes the whole owner record to a private file, then links it into place: the lock never exists half-written. */
function createExclusive(lockFile: string, content: string): boolean {
  const draft = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, content, { flush: true });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Deletes the lock only if it still holds the stale record read before. The check and the delete run under a
 * breaker directory so that no other starter's fresh lock, made in between, is the one deleted.
 */
function removeStale(lockFile: string, staleContent: string) {
  const breaker = `${lockFile}.break`;
  try {
    mkdirSync(breaker);
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
    const since = statSync(breaker, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > BREAKER_STALE_MS) removeDirIfExists(breaker);
    return;
  }
  try {
    if (readIfExists(lockFile) === staleContent) unlinkSync(lockFile);
  } finally {
    rmdirSync(breaker);
  }
}

/** Alive means: on this host, the pid exists and (where the system tells) it started when the lock says. */
function isAlive(owner: LockOwner): boolean {
  // Another host's process cannot be checked from here: refused, and the message says how to clear it.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (!isCode(error, "EPERM")) return false;
  }
  const start = processStart(owner.pid);
  return start === undefined || owner.processStart === undefined || start === owner.processStart;
}

/** `<boot id>:<start time in ticks since boot>` from /proc on Linux; undefined where there is no /proc. */
function processStart(pid: number): string | undefined {
  const stat = readIfExists(`/proc/${pid}/stat`);
  const bootId = readIfExists("/proc/sys/kernel/random/boot_id");
  if (stat === undefined || bootId === undefined) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return `${bootId.trim()}:${fields[19]}`;
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { pid, host, processStart, since } = value as Record<string, unknown>;
    if (typeof pid !== "number" || typeof host !== "string" || typeof since !== "string") return undefined;
    return { pid, host, since, ...(typeof processStart === "string" ? { processStart } : {}) };
  } catch {
    // Not a record this code wrote: nobody can be holding it.
    return undefined;
  }
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
}

function removeDirIfExists(dir: string) {
  try {
    rmdirSync(dir);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
