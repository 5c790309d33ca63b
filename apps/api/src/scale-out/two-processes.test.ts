import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DbHandle, openDb } from "../db/client.js";
import { createMember } from "../db/seed/account.factory.js";
import { createItem, createSellerBrand, optionIdsOf } from "../db/seed/catalog.factory.js";
import { randomAddress, signatureHeaders } from "../test/auth-client.js";
import { freePort, httpCall, type ShopProcess, startShopFromSource } from "../test/shop-process.js";
import { createDatabase, dropDatabase, randomSuffix, urlForDatabase } from "../test/test-database.js";

// Scale-out (docs/decisions/024): two shop processes on one PostgreSQL database agree on what a shopper did through
// either of them — a login, the login throttle, the cart — because all of it lives in the database, not in a process.
// Both run the real server from source (tsx) on ports of their own.

const template = inject("testDatabaseTemplate");
const onPostgres = template.engine === "postgres";
if (!onPostgres) {
  console.warn("two-processes.test.ts skipped: two shop processes need PostgreSQL (set DATABASE_URL); PGlite is one");
}

const SECRETS = {
  SESSION_SECRET: "test-session-secret-0123456789",
  AUTH_CLIENT_SECRET: "test-auth-client-secret-0123456789",
};

describe.skipIf(!onPostgres)("two shop processes on one PostgreSQL database", () => {
  let databaseUrl = "";
  let dropClone = async () => {};
  let handle: DbHandle | undefined;
  let a: ShopProcess | undefined;
  let b: ShopProcess | undefined;

  beforeAll(async () => {
    if (template.engine !== "postgres") return;
    const clone = `${template.template}_${randomSuffix()}`;
    await createDatabase(template.databaseUrl, clone, template.template);
    dropClone = () => dropDatabase(template.databaseUrl, clone);
    databaseUrl = urlForDatabase(template.databaseUrl, clone);
    handle = await openDb({ databaseUrl, poolSize: 2 });
    const env = { ...SECRETS, NODE_ENV: "test", DATABASE_URL: databaseUrl, SEED_DEMO: "false" };
    // The clone is migrated already: both may start at once, as start:cluster's workers do (--no-prepare).
    [a, b] = await Promise.all([
      freePort().then((port) => startShopFromSource(port, env, ["--no-prepare"])),
      freePort().then((port) => startShopFromSource(port, env, ["--no-prepare"])),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await dropClone();
  }, 60_000);

  const shopA = () => a?.baseUrl ?? "";
  const shopB = () => b?.baseUrl ?? "";

  /** POST /api/auth/token on `shop`, signed as the storefront signs it, from `address` (X-Forwarded-For, trusted). */
  const login = (shop: string, loginId: string, password: string, address: string) => {
    const body = JSON.stringify({ loginId, password });
    return httpCall(`${shop}/api/auth/token`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": address,
        ...signatureHeaders(SECRETS.AUTH_CLIENT_SECRET, body),
      },
    });
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function member() {
    if (!handle) throw new Error("no database");
    const { user, password } = await createMember(handle.db);
    return { loginId: user.loginId, password };
  }

  it("runs two processes", () => {
    expect(a?.child.pid).toBeDefined();
    expect(b?.child.pid).toBeDefined();
    expect(a?.child.pid).not.toBe(b?.child.pid);
  });

  it("accepts on process B the bearer token of a login through process A", async () => {
    const { loginId, password } = await member();
    const res = await login(shopA(), loginId, password, randomAddress());
    expect(res.status, res.text()).toBe(200);
    const { token } = res.json() as { token: string };

    const me = await httpCall(`${shopB()}/api/auth/auth-me`, { headers: bearer(token) });
    expect(me.status, me.text()).toBe(200);
    expect(me.json()).toMatchObject({ role: "ROLE_USER", loginId });

    // A logout through B ends the session for A as well.
    const out = await httpCall(`${shopB()}/op_security_logout`, { headers: bearer(token) });
    expect(out.status, out.text()).toBe(200);
    expect((await httpCall(`${shopA()}/api/auth/auth-me`, { headers: bearer(token) })).status).toBe(401);
  });

  it("keeps a login throttled on B after failures counted through A and B together", async () => {
    const { loginId, password } = await member();
    const address = randomAddress();
    // Five failures from one address on one id close that address for it (LOGIN_THROTTLE): three through A and two
    // through B, so neither process alone has seen enough.
    for (const shop of [shopA(), shopB(), shopA(), shopB(), shopA()]) {
      const failed = await login(shop, loginId, `${password}-wrong`, address);
      expect(failed.status, failed.text()).toBe(401);
    }
    for (const shop of [shopB(), shopA()]) {
      const refused = await login(shop, loginId, password, address);
      expect(refused.status, refused.text()).toBe(429);
      expect(refused.json()).toMatchObject({ code: "LOGIN_THROTTLED" });
      expect((refused.json() as { message: string }).message).toMatch(/^로그인 시도 횟수를 초과했습니다\. \d+분 후/);
      expect(Number(refused.header("retry-after"))).toBeGreaterThan(0);
    }
    // The same member from another address is not throttled: the refusal is the address's, on either process.
    expect((await login(shopB(), loginId, password, randomAddress())).status).toBe(200);
  });

  it("shows through B the cart line added through A", async () => {
    if (!handle) throw new Error("no database");
    const brand = await createSellerBrand(handle.db, { sellerId: OWN_SELLER_ID });
    const item = await createItem(
      handle.db,
      { sellerId: OWN_SELLER_ID, brandId: brand.id, consumerPrice: 12_000, salePrice: 12_000, stock: 50 },
      { options: [{ groupName: "중량", name: "500g", weightGrams: 500, priceDelta: 0, stock: 50 }] },
    );
    const [optionId] = await optionIdsOf(handle.db, item.id);
    const { loginId, password } = await member();
    const token = ((await login(shopA(), loginId, password, randomAddress())).json() as { token: string }).token;

    const added = await httpCall(`${shopA()}/api/cart/add`, {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ arrayRequiredItems: [{ itemId: item.id, optionId, quantity: 3 }] }),
    });
    expect(added.status, added.text()).toBe(200);

    const count = await httpCall(`${shopB()}/api/cart/count`, { headers: bearer(token) });
    expect(count.status, count.text()).toBe(200);
    expect(count.json()).toMatchObject({ cartQuantity: 1 });
    const cart = await httpCall(`${shopB()}/api/cart`, { headers: bearer(token) });
    expect(cart.status, cart.text()).toBe(200);
    expect(cart.text()).toContain(`"itemId":${item.id}`);
    expect(cart.text()).toMatch(/"quantity":3\b/);
  });
});
