// deploy/nginx.conf runs on Debian's nginx with the brotli filter module (deploy/README.md). Like the browser of the
// e2e suite (ensure-browser.mjs) they come from apt only: installed here when running as root, otherwise explained.
// Exit 0: ready; exit 2: missing and not root (the caller may skip); exit 1: the install failed.
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const NGINX_PATH = "/usr/sbin/nginx";
export const BROTLI_MODULE_PATH = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const PACKAGES = ["nginx", "libnginx-mod-http-brotli-filter"];
const INSTALL_COMMAND = `apt-get update && apt-get install -y ${PACKAGES.join(" ")}`;

function missingParts() {
  const missing = [];
  if (!existsSync(NGINX_PATH)) missing.push("nginx");
  if (!existsSync(BROTLI_MODULE_PATH)) missing.push("libnginx-mod-http-brotli-filter");
  return missing;
}

/** Installs nginx and its brotli module through apt when running as root; otherwise throws how to. */
export function ensureNginx() {
  const missing = missingParts();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    const error = new Error(
      `${missing.join(" and ")} (Debian packages) not installed; install once as root: sudo sh -c '${INSTALL_COMMAND}'`,
    );
    error.notRoot = true;
    throw error;
  }
  console.log(`${missing.join(" and ")} missing: ${INSTALL_COMMAND}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...PACKAGES]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    }
  }
  const still = missingParts();
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(", ")}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    ensureNginx();
    console.log(`nginx ready: ${NGINX_PATH} with the brotli filter module.`);
  } catch (error) {
    console.error(error.message);
    process.exit(error.notRoot ? 2 : 1);
  }
}
