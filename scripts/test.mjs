// `npm test`: every check the project has, in order, stopping at the first failure. CI runs exactly
// this (.ci/run). With DATABASE_URL set the API tests and the e2e shop use that PostgreSQL server
// (each on databases of their own, dropped afterwards); without it, embedded PGlite.
//
//   npm test                       all stages
//   npm test -- unit e2e           only the named stages (in the usual order)
//   npm test -- api e2e            `api` is the database-bound part of `unit` (the API project) alone
//
// E2E_PROJECTS (e.g. `phone` or `pc,maintenance`) narrows the browser tests to those Playwright
// projects; CI runs the phone width on one database and the PC width on the other (README, Tests).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "./load-env.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const stages = [
  {
    name: "lint",
    title: "Lint, format and import boundaries (biome, dependency-cruiser)",
    cmd: "npm",
    args: ["run", "lint"],
  },
  { name: "typecheck", title: "Typecheck (every workspace)", cmd: "npm", args: ["run", "typecheck"] },
  { name: "unit", title: "Unit and API tests (vitest run)", cmd: bin("vitest"), args: ["run"] },
  {
    name: "api",
    title: "API and database tests (vitest run --project @shop/api)",
    cmd: bin("vitest"),
    args: ["run", "--project", "@shop/api"],
    onlyWhenNamed: true,
  },
  { name: "build", title: "Build the storefront and compile the API", cmd: "npm", args: ["run", "build"] },
  { name: "e2e", title: "End-to-end tests (Playwright)", cmd: "node", args: ["e2e/run-e2e.mjs", "--no-build"] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(", ")}; stages: ${stages.map((stage) => stage.name).join(", ")}`);
  process.exit(2);
}
const selected =
  wanted.length > 0
    ? stages.filter((stage) => wanted.includes(stage.name))
    : stages.filter((stage) => !stage.onlyWhenNamed);

const envFile = loadEnv(root);
const database = process.env.DATABASE_URL
  ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
  : "embedded PGlite (DATABASE_URL not set)";
console.log(`Settings from ${envFile ?? "the environment (no .env)"}; database: ${database}`);

// Ctrl-C reaches the running stage too (same process group); it cleans up and we report its exit.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
const started = Date.now();

for (const [index, stage] of selected.entries()) {
  console.log(`\n━━━ [${index + 1}/${selected.length}] ${stage.title} ━━━\n`);
  const stageStart = Date.now();
  const { code, signal } = await new Promise((resolve) => {
    const child = spawn(stage.cmd, stage.args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("error", (error) => resolve({ code: 1, signal: error.message }));
    child.on("exit", (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
  });
  const took = Date.now() - stageStart;
  done.push(`  ${code === 0 ? "ok  " : "FAIL"} ${stage.name.padEnd(10)} ${seconds(took)}`);
  if (code !== 0) {
    console.error(`\n✗ ${stage.title} failed (${signal ?? `exit code ${code}`}) after ${seconds(took)}.`);
    console.error(done.join("\n"));
    process.exit(code || 1);
  }
}

console.log(`\n✓ All ${selected.length} stages passed in ${seconds(Date.now() - started)}:`);
console.log(done.join("\n"));
