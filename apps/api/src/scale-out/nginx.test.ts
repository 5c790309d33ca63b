import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_SECRETS } from "../config.js";
import { DEMO_COMPANY_BUYER } from "../db/seed/designated-seed.js";
import { signatureHeaders } from "../test/auth-client.js";
import { freePort, httpCall, repoRoot, type ShopProcess, startShopFromSource } from "../test/shop-process.js";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "../test/test-database.js";

// deploy/nginx.conf in front of a real shop (docs/decisions/024): the file as committed, with only its addresses and
// cache directory pointed at this test's. Guests' pages come from nginx's cache on the second request, a shopper's
// session cookie bypasses it, answers are gzip- or brotli-compressed, build assets keep their immutable caching, and
// the shop counts logins by the client's own address, whatever X-Forwarded-For the client sends.

const NGINX = "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const webBuild = path.join(repoRoot, "apps/web/build");

/** Why this file cannot run here, or undefined. nginx comes from apt (scripts/ensure-nginx.mjs installs it as root). */
function missingPrerequisite(): string | undefined {
  if (!existsSync(path.join(webBuild, "server/index.js"))) {
    return "the storefront build (apps/web/build) is missing: run `npm run build` (CI's PostgreSQL pass has it)";
  }
  const ensured = spawnSync(process.execPath, ["scripts/ensure-nginx.mjs"], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 300_000,
  });
  if (ensured.status === 2) return ensured.stderr.trim();
  if (ensured.status !== 0) throw new Error(`scripts/ensure-nginx.mjs failed:\n${ensured.stdout}${ensured.stderr}`);
  return undefined;
}
const missing = missingPrerequisite();
if (missing) console.warn(`nginx.test.ts skipped: ${missing}`);

const template = inject("testDatabaseTemplate");

/** deploy/nginx.conf with the shop's and nginx's ports and the cache directory of this run; each must be found. */
function renderSiteConfig(shopPort: number, nginxPort: number, cacheDir: string): string {
  const replacements: Array<[string, string]> = [
    ["server 127.0.0.1:3000 ", `server 127.0.0.1:${shopPort} `],
    ["listen 80;\n    listen [::]:80;", `listen 127.0.0.1:${nginxPort};`],
    ["/var/lib/nginx/shop-cache", cacheDir],
  ];
  let text = readFileSync(path.join(repoRoot, "deploy/nginx.conf"), "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  return text;
}

/** What Debian's /etc/nginx/nginx.conf gives the site file, with every path in `dir` so no root is needed. */
function mainConfig(dir: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI_MODULE};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/shop.conf;
}
`;
}

describe.skipIf(missing !== undefined)("deploy/nginx.conf in front of the shop", () => {
  let dir = "";
  let shop: ShopProcess | undefined;
  let nginx: ChildProcess | undefined;
  let nginxUrl = "";
  let dropDb = async () => {};
  let tested: ReturnType<typeof spawnSync> | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "shop-nginx-"));
    // nginx's workers (nobody, when the master is root) create the cache and temp directories in here.
    chmodSync(dir, 0o755);
    const [shopPort, nginxPort] = [await freePort(), await freePort()];
    const dbEnv: Record<string, string> = {};
    if (template.engine === "postgres") {
      const name = `${template.template}_${randomSuffix()}`;
      await createDatabase(template.databaseUrl, name);
      dropDb = () => dropDatabase(template.databaseUrl, name);
      dbEnv.DATABASE_URL = urlForDatabase(template.databaseUrl, name);
    } else {
      dbEnv.PGLITE_DIR = path.join(dir, "pglite");
    }
    // A demo shop (its public secrets and the demo company buyer's login) with a small seeded catalogue.
    shop = await startShopFromSource(shopPort, {
      ...dbEnv,
      NODE_ENV: "production",
      SHOP_MODE: "demo",
      SEED_DEMO: "true",
      SEED_ITEMS: "12",
      SERVE_WEB: "true",
    });

    writeFileSync(path.join(dir, "shop.conf"), renderSiteConfig(shopPort, nginxPort, path.join(dir, "cache")));
    writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));
    const args = ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
    tested = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
    if (tested.status !== 0) return;
    nginx = spawn(NGINX, args, { stdio: "ignore" });
    nginxUrl = `http://127.0.0.1:${nginxPort}`;
    const deadline = Date.now() + 15_000;
    while (
      !(await httpCall(`${nginxUrl}/healthcheck`).then(
        (res) => res.status === 200,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || nginx.exitCode !== null) {
        throw new Error(`nginx did not answer:\n${readFileSync(path.join(dir, "error.log"), "utf8")}`);
      }
      await sleep(100);
    }
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, "exit");
      // QUIT: nginx's graceful stop.
      nginx.kill("SIGQUIT");
      await exited;
    }
    await shop?.stop();
    await dropDb();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("passes nginx -t", () => {
    expect(tested?.status, String(tested?.stderr)).toBe(0);
    expect(String(tested?.stderr)).toContain("test is successful");
  });

  it("serves a guest's page from its cache on the second request, as the shop's Cache-Control allows", async () => {
    const first = await httpCall(`${nginxUrl}/`);
    expect(first.status).toBe(200);
    expect(first.header("content-type")).toContain("text/html");
    expect(first.header("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(["MISS", "EXPIRED"]).toContain(first.header("x-proxy-cache"));
    const second = await httpCall(`${nginxUrl}/`);
    expect(second.status).toBe(200);
    expect(second.header("x-proxy-cache")).toBe("HIT");
    // The page itself, not an error page kept by mistake.
    expect(second.text()).toContain("<html");
  });

  it("bypasses the cache for a request with the shop's session cookie", async () => {
    await httpCall(`${nginxUrl}/`);
    const member = await httpCall(`${nginxUrl}/`, { headers: { cookie: "theme=dark; __shop_session=sealed" } });
    expect(member.status).toBe(200);
    expect(member.header("x-proxy-cache")).toBe("BYPASS");
    expect(member.header("cache-control")).toBe("private, no-store");
    // Another cookie alone does not make a shopper: a guest with it still gets the kept page (a variant of its own).
    await httpCall(`${nginxUrl}/`, { headers: { cookie: "theme=dark" } });
    const guest = await httpCall(`${nginxUrl}/`, { headers: { cookie: "theme=dark" } });
    expect(guest.header("x-proxy-cache")).toBe("HIT");
  });

  it("compresses pages with gzip and brotli, cached or not", async () => {
    for (let i = 0; i < 2; i++) {
      const gzip = await httpCall(`${nginxUrl}/`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.header("content-encoding")).toBe("gzip");
      expect(gunzipSync(gzip.body).toString("utf8")).toContain("<html");
      const br = await httpCall(`${nginxUrl}/`, { headers: { "accept-encoding": "br, gzip" } });
      expect(br.header("content-encoding")).toBe("br");
      expect(brotliDecompressSync(br.body).toString("utf8")).toContain("<html");
    }
    const plain = await httpCall(`${nginxUrl}/`);
    expect(plain.header("content-encoding")).toBe("");
  });

  it("serves build assets with immutable caching, pre-compressed and kept by nginx", async () => {
    const script = readdirSync(path.join(webBuild, "client/assets")).find((name) => name.endsWith(".js"));
    if (!script) throw new Error("no .js in apps/web/build/client/assets");
    const url = `${nginxUrl}/assets/${script}`;
    const first = await httpCall(url, { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.header("cache-control")).toBe("public, max-age=31536000, immutable");
    const second = await httpCall(url, { headers: { "accept-encoding": "br" } });
    expect(second.header("x-proxy-cache")).toBe("HIT");
    expect(second.header("cache-control")).toBe("public, max-age=31536000, immutable");
    const original = readFileSync(path.join(webBuild, "client/assets", script));
    const body = second.header("content-encoding") === "br" ? brotliDecompressSync(second.body) : second.body;
    expect(body.equals(original)).toBe(true);
  });

  it("hands the shop the client's own address: a spoofed X-Forwarded-For does not dodge the login throttle", async () => {
    const login = (password: string, localAddress: string, spoofed: string) => {
      const body = JSON.stringify({ loginId: DEMO_COMPANY_BUYER.loginId, password });
      return httpCall(`${nginxUrl}/api/auth/token`, {
        method: "POST",
        body,
        localAddress,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": spoofed,
          ...signatureHeaders(DEMO_SECRETS.AUTH_CLIENT_SECRET, body),
        },
      });
    };
    // Five failures from 127.0.0.2, each claiming another address: the shop counts them all against 127.0.0.2.
    for (let i = 1; i <= 5; i++) {
      const failed = await login("wrong-password-1!", "127.0.0.2", `203.0.113.${i}`);
      expect(failed.status, failed.text()).toBe(401);
    }
    const refused = await login(DEMO_COMPANY_BUYER.password, "127.0.0.2", "198.51.100.7");
    expect(refused.status, refused.text()).toBe(429);
    expect(refused.json()).toMatchObject({ code: "LOGIN_THROTTLED" });
    // Another client (127.0.0.3) is its own address to the shop, not nginx's: its login goes through.
    const other = await login(DEMO_COMPANY_BUYER.password, "127.0.0.3", "127.0.0.2");
    expect(other.status, other.text()).toBe(200);
  });
});
