import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_SECRETS } from "../config.js";
import { DEMO_COMPANY_BUYER } from "../db/seed/designated-seed.js";
import { signatureHeaders } from "../test/auth-client.js";
import { freePort, httpCall, repoRoot, type ShopProcess, startShopFromSource } from "../test/shop-process.js";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "../test/test-database.js";
import { type LocalNginx, startLocalNginx } from "./nginx-config.js";

// deploy/nginx.conf in front of a real shop (docs/decisions/024): the file as committed, with only its addresses and
// cache directory pointed at this test's. Guests' pages come from nginx's cache on the second request, a shopper's
// session cookie bypasses it, answers are gzip- or brotli-compressed, build assets keep their immutable caching, and
// the shop counts logins by the client's own address, whatever X-Forwarded-For the client sends.

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

describe.skipIf(missing !== undefined)("deploy/nginx.conf in front of the shop", () => {
  let pgliteDir = "";
  let shop: ShopProcess | undefined;
  let nginx: LocalNginx | undefined;
  let nginxUrl = "";
  let dropDb = async () => {};
  let tested: ReturnType<typeof spawnSync> | undefined;

  beforeAll(async () => {
    const [shopPort, nginxPort] = [await freePort(), await freePort()];
    const dbEnv: Record<string, string> = {};
    if (template.engine === "postgres") {
      const name = `${template.template}_${randomSuffix()}`;
      await createDatabase(template.databaseUrl, name);
      dropDb = () => dropDatabase(template.databaseUrl, name);
      dbEnv.DATABASE_URL = urlForDatabase(template.databaseUrl, name);
    } else {
      pgliteDir = mkdtempSync(path.join(tmpdir(), "shop-nginx-pglite-"));
      dbEnv.PGLITE_DIR = pgliteDir;
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
    nginx = await startLocalNginx({ shopPort, nginxPort });
    tested = nginx.tested;
    nginxUrl = nginx.url;
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await shop?.stop();
    await dropDb();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
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
