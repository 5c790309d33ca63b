// Writes .br and .gz beside every built asset so @fastify/static serves them without work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(process.argv[2] ?? path.join(process.env.WEB_BUILD_DIR ?? "build", "client"));
const compressible = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;

function walk(current) {
  for (const name of readdirSync(current)) {
    const file = path.join(current, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      if (content.length < 512) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
walk(dir);
