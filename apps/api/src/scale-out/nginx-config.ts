import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

// deploy/nginx.conf run by a user without root, in front of a local shop: the file as committed, with only its
// addresses and cache directory pointed at a directory of its own (the nginx test and the scale-out benchmark).

const NGINX = "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const siteConfigFile = fileURLToPath(new URL("../../../../deploy/nginx.conf", import.meta.url));

/** deploy/nginx.conf with the shop's and nginx's ports and the cache directory of this run; each must be found. */
function renderSiteConfig(shopPort: number, nginxPort: number, cacheDir: string): string {
  const replacements: Array<[string, string]> = [
    ["server 127.0.0.1:3000 ", `server 127.0.0.1:${shopPort} `],
    ["listen 80;\n    listen [::]:80;", `listen 127.0.0.1:${nginxPort};`],
    ["/var/lib/nginx/shop-cache", cacheDir],
  ];
  let text = readFileSync(siteConfigFile, "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * What Debian's /etc/nginx/nginx.conf gives the site file, with every path in `dir` so no root is needed; without an
 * access log when `accessLog` is false.
 */
function mainConfig(dir: string, accessLog: boolean): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI_MODULE};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${accessLog ? `${dir}/access.log` : "off"};
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/shop.conf;
}
`;
}

export interface LocalNginx {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `nginx -t`'s answer: status 0 and "test is successful" on stderr when the configuration holds. */
  tested: ReturnType<typeof spawnSync>;
  process: ChildProcess | undefined;
  /** Stops nginx gracefully and removes its directory. */
  stop: () => Promise<void>;
}

/**
 * nginx with deploy/nginx.conf in front of the shop on `shopPort`, listening on `nginxPort`, once it answers
 * /healthcheck through the shop. When `nginx -t` refuses the configuration, nothing is started (see `tested`).
 */
export async function startLocalNginx({
  shopPort,
  nginxPort,
  accessLog = true,
}: {
  shopPort: number;
  nginxPort: number;
  /** false: no access log (a benchmark would otherwise time the log writes). */
  accessLog?: boolean;
}): Promise<LocalNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-nginx-"));
  // nginx's workers (nobody, when the master is root) create the cache and temp directories in here.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "shop.conf"), renderSiteConfig(shopPort, nginxPort, path.join(dir, "cache")));
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, accessLog));
  const args = ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const tested = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  const url = `http://127.0.0.1:${nginxPort}`;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, "exit");
      // QUIT: nginx's graceful stop.
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  if (tested.status !== 0) return { url, tested, process: undefined, stop };
  child = spawn(NGINX, args, { stdio: "ignore" });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answered = await fetch(`${url}/healthcheck`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      const log = readFileSync(path.join(dir, "error.log"), "utf8");
      await stop();
      throw new Error(`nginx did not answer:\n${log}`);
    }
    await sleep(100);
  }
  return { url, tested, process: child, stop };
}
