// The endpoint map of packages/contracts is the one place an API path is written (docs/api-conventions.md,
// docs/web-conventions.md): routes take their URL from it through endpointRoute, and the web calls through callApi.
// This scan keeps a path literal from creeping back into either side.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * `boundaries.test.ts` writes probe files into these folders for a moment while it runs, in parallel with this file:
 * listed here, one could be gone before it is read (CI failed on that once).
 */
const BOUNDARY_PROBE = /^boundary-probe-/;

/** Source files of a folder; tests and test helpers (`test/`) may name the paths they put on the wire. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !BOUNDARY_PROBE.test(entry.name),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("test"));
}

/** `file:line: text` of every line (outside comments) that matches. */
function offendingLines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map(({ line, number }) => `${file}:${number}: ${line.trim()}`),
  );
}

describe("API paths are written once, in the endpoint map", () => {
  it("the web names no /api path: it calls apiEndpoints through callApi or apiPath", () => {
    expect(offendingLines(sourceFiles("apps/web/app"), /["'`]\/api\//)).toEqual([]);
  });

  it("the API registers no /api path of its own: routes spread endpointRoute(apiEndpoints.x, …)", () => {
    const registrations = /(\.(get|post|put|delete|patch|route)\(\s*|url:\s*)["'`]\/api\//;
    expect(offendingLines(sourceFiles("apps/api/src"), registrations)).toEqual([]);
  });

  it("the scan finds a literal when there is one", () => {
    expect(/["'`]\/api\//.test('callApi(context, "/api/item")')).toBe(true);
  });
});
