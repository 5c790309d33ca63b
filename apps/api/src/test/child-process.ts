import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

export interface RunningChild {
  child: ChildProcess;
  pid: number;
  /** SIGKILL, as a crash or power loss would end it, and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Runs `source` (an ES module body, TypeScript imports allowed through tsx) in a separate Node process and
 * resolves once it prints `ready`; rejects with its output if it exits first.
 */
export async function startChild(source: string, timeoutMs = 15_000): Promise<RunningChild> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout?.on("data", () => {
      if (output.includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("child has no pid");
  return {
    child,
    pid,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
  };
}
