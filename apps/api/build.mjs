// `npm run build -w @shop/api`: the server compiled to one JavaScript module (dist/server.js, with its
// source map) that production runs with plain `node` instead of a TypeScript loader. The shop's own
// code and the workspace packages (@shop/core, @shop/contracts) are bundled; every other import stays
// an import, resolved from node_modules at run time (native modules, PGlite's WebAssembly, fonts).
// dist/ sits at the same depth as src/, so the paths the server derives from its own file hold in both.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, "dist");

/** Bare imports (`fastify`, `node:fs`) stay imports; only the workspace packages are compiled in. */
const keepPackagesExternal = {
  name: "keep-packages-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@shop/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: [path.join(apiDir, "src/server.ts")],
  outfile: path.join(outdir, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [keepPackagesExternal],
});
console.log(`API compiled to ${path.relative(process.cwd(), outdir)}/server.js in ${Date.now() - started} ms`);
