// Proves each import boundary of .dependency-cruiser.cjs bites: a probe file that breaks the rule is written where
// the rule applies, dependency-cruiser runs on the probes, and every probe must be reported under its rule.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const suffix = randomBytes(4).toString("hex");

interface Probe {
  rule: string;
  /** Where the probe file is written, relative to the repository root (its folder must exist or is created). */
  dir: string;
  importPath: string;
}

const probes: Probe[] = [
  { rule: "core-is-pure", dir: "packages/core/src/order", importPath: "@shop/contracts/common" },
  { rule: "core-is-pure", dir: "packages/core/src/order", importPath: "node:fs" },
  { rule: "core-is-pure", dir: "packages/core/src/order", importPath: "zod" },
  { rule: "contracts-only-core-and-zod", dir: "packages/contracts/src", importPath: "@shop/api/lib/api-error" },
  { rule: "contracts-only-core-and-zod", dir: "packages/contracts/src", importPath: "drizzle-orm" },
  { rule: "web-never-imports-api", dir: "apps/web/app/lib", importPath: "@shop/api/lib/api-error" },
  { rule: "web-never-imports-api", dir: "apps/web/app/features/item", importPath: "../../../../api/src/config.js" },
  { rule: "web-never-touches-database", dir: "apps/web/app/routes", importPath: "drizzle-orm" },
  { rule: "web-never-touches-database", dir: "apps/web/app/lib", importPath: "pg" },
  {
    rule: "api-module-through-service",
    dir: "apps/api/src/modules/review",
    importPath: "../catalog/catalog.repository.js",
  },
  { rule: "api-module-through-service", dir: "apps/api/src/modules/dev", importPath: "../event/event.repository.js" },
  { rule: "api-schema-order-owned", dir: "apps/api/src/modules/review", importPath: "../../db/schema/order.js" },
  { rule: "api-schema-display-readers", dir: "apps/api/src/modules/review", importPath: "../../db/schema/display.js" },
  {
    rule: "web-feature-own-internals",
    dir: "apps/web/app/features/item",
    importPath: "../listing/listing-params.js",
  },
  { rule: "web-shared-not-features", dir: "apps/web/app/components/ui", importPath: "../../features/item/share.js" },
  { rule: "not-to-unresolvable", dir: "apps/api/src/lib", importPath: "./no-such-file.js" },
];

const files = probes.map((probe, index) => path.join(probe.dir, `boundary-probe-${suffix}-${index}.ts`));
const createdDirs: string[] = [];
let violations: Array<{ rule: { name: string }; from: string; to: string }> = [];

beforeAll(async () => {
  for (const [index, probe] of probes.entries()) {
    const dir = path.join(root, probe.dir);
    try {
      mkdirSync(dir);
      createdDirs.push(dir);
    } catch {
      // The folder exists already.
    }
    writeFileSync(path.join(root, files[index]!), `import "${probe.importPath}";\n`);
  }
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/depcruise"),
    ["--config", ".dependency-cruiser.cjs", "--output-type", "json", "--max-depth", "1", ...files],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  violations = JSON.parse(stdout).summary.violations;
}, 120_000);

afterAll(() => {
  for (const file of files) rmSync(path.join(root, file), { force: true });
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
});

describe("import boundaries", () => {
  it.each(probes.map((probe, index) => [probe.rule, probe.dir, probe.importPath, index] as const))(
    "%s: %s importing %s is refused",
    (rule, _dir, _importPath, index) => {
      const reported = violations.filter((violation) => violation.from === files[index]).map((v) => v.rule.name);
      expect(reported).toContain(rule);
    },
  );
});
