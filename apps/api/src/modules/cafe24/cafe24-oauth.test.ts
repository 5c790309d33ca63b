import type { AddressInfo } from "node:net";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cafe24OauthTokens, cafe24SandboxOauthTokens } from "../../db/schema/cafe24-oauth.js";
import { createMember } from "../../db/seed/account.factory.js";
import {
  Cafe24TokenError,
  createCafe24PointsProvider,
  parseCafe24Time,
} from "../../providers/cafe24-points.provider.js";
import { bearer } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { CAFE24_EXCHANGE_REASON } from "./cafe24.service.js";
import { CAFE24_SANDBOX_BASE_PATH, sandboxOpeningPoints } from "./cafe24-sandbox.service.js";
import { createCafe24TokenStore } from "./cafe24-token.service.js";

// The Cafe24 OAuth 2.0 refresh flow (decision 033, "Access token"): the real adapter against the shop's own Cafe24
// sandbox over a socket. The sandbox's token endpoint speaks Cafe24's refresh grant (HTTP Basic client credentials,
// form-encoded, single-use refresh tokens); its access tokens expire (after 1 s in the `short` app, the
// CAFE24_SANDBOX_TOKEN_TTL_SECONDS knob). The adapter keeps the tokens in cafe24_oauth_tokens, refreshes before
// expiry and once on a 401, and refreshes once however many calls or processes need a new token at the same moment.

interface Served {
  t: TestApp;
  origin: string;
}

let main: Served;
let short: Served;

async function serve(env?: Record<string, string>): Promise<Served> {
  const t = await createTestApp(env ? { env } : {});
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  main = await serve();
  short = await serve({ CAFE24_SANDBOX_TOKEN_TTL_SECONDS: "1" });
});
afterAll(async () => {
  await main?.t.close();
  await short?.t.close();
});

/** What went over the wire: each call's path, the bearer it carried and Cafe24's status. */
interface Sent {
  path: string;
  bearer: string | undefined;
  status: number;
}

function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get("authorization") ?? "";
    sent.push({
      path: url.pathname
        .replace(CAFE24_SANDBOX_BASE_PATH, "")
        .replace(/\/api\/v2\/admin\/customersprivacy\/.*/, "/customer"),
      bearer: authorization.startsWith("Bearer ") ? authorization.slice(7) : undefined,
      status: response.status,
    });
    return response;
  };
}

const summary = (sent: Sent[]) => sent.map((entry) => `${entry.path} ${entry.status}`);

let mallCounter = 0;
/** A mall of its own per test, so each starts its own token chain. */
const newMall = () => `oauth-mall-${++mallCounter}`;

/** An adapter of its own (like another process of the shop): its own store over the app's database. */
function adapterOf(
  { t, origin }: Served,
  mallId: string,
  options: { sent?: Sent[]; refreshMarginMs?: number; seed?: string } = {},
) {
  return createCafe24PointsProvider({
    apiBase: `${origin}${CAFE24_SANDBOX_BASE_PATH}`,
    oauth: {
      clientId: t.app.config.CAFE24_CLIENT_ID,
      clientSecret: t.app.config.CAFE24_CLIENT_SECRET,
      tokens: createCafe24TokenStore({
        db: t.db,
        mallId,
        seed: options.seed ?? (() => t.app.services.cafe24Sandbox.issueSeed(mallId)),
      }),
    },
    apiVersion: t.app.config.CAFE24_API_VERSION,
    timeoutMs: 5_000,
    ...(options.refreshMarginMs === undefined ? {} : { refreshMarginMs: options.refreshMarginMs }),
    ...(options.sent ? { fetch: recordingFetch(options.sent) } : {}),
  });
}

async function tokenRow({ t }: Served, mallId: string) {
  const [row] = await t.db.select().from(cafe24OauthTokens).where(eq(cafe24OauthTokens.mallId, mallId));
  if (!row) throw new Error(`no token row for ${mallId}`);
  return row;
}

async function setRow({ t }: Served, mallId: string, patch: Partial<typeof cafe24OauthTokens.$inferInsert>) {
  await t.db.update(cafe24OauthTokens).set(patch).where(eq(cafe24OauthTokens.mallId, mallId));
}

/** How many refresh tokens of the mall the sandbox has seen spent: one per refresh it granted. */
async function refreshesGranted({ t }: Served, mallId: string) {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(cafe24SandboxOauthTokens)
    .where(and(eq(cafe24SandboxOauthTokens.mallId, mallId), isNotNull(cafe24SandboxOauthTokens.usedAt)));
  return Number(row?.count ?? 0);
}

function tokenRequest(
  { t, origin }: Served,
  form: Record<string, string>,
  credentials = `${t.app.config.CAFE24_CLIENT_ID}:${t.app.config.CAFE24_CLIENT_SECRET}`,
) {
  return fetch(`${origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the sandbox's token endpoint (Cafe24's refresh grant)", () => {
  it("answers a new token pair for a refresh token, once; the spent one is refused as Cafe24 refuses it", async () => {
    const mallId = newMall();
    const seed = await main.t.app.services.cafe24Sandbox.issueSeed(mallId);

    // Wrong client credentials: refused, and the refresh token is not spent by it.
    const wrongClient = await tokenRequest(main, { grant_type: "refresh_token", refresh_token: seed }, "someone:else");
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: "invalid_client" });
    const wrongGrant = await tokenRequest(main, { grant_type: "authorization_code", code: "x" });
    expect(wrongGrant.status).toBe(400);
    expect(await wrongGrant.json()).toMatchObject({ error: "unsupported_grant_type" });

    const before = Date.now();
    const first = await tokenRequest(main, { grant_type: "refresh_token", refresh_token: seed });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      client_id: main.t.app.config.CAFE24_CLIENT_ID,
      mall_id: mallId,
      scopes: ["mall.read_customer", "mall.write_customer"],
    });
    // Korea time without an offset, as Cafe24 writes it: 2 hours for the access token, 2 weeks for the refresh token.
    expect(answer.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    const expiresAt = parseCafe24Time(String(answer.expires_at))?.getTime() ?? 0;
    expect(expiresAt - before).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(2 * 3_600_000 + 60_000);
    const refreshExpiresAt = parseCafe24Time(String(answer.refresh_token_expires_at))?.getTime() ?? 0;
    expect(Math.round((refreshExpiresAt - before) / 86_400_000)).toBe(14);
    expect(answer.refresh_token).not.toBe(seed);

    // The spent refresh token again: invalid_grant, nothing issued.
    const again = await tokenRequest(main, { grant_type: "refresh_token", refresh_token: seed });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });
    const unknown = await tokenRequest(main, { grant_type: "refresh_token", refresh_token: "never-issued" });
    expect(unknown.status).toBe(400);

    // The new refresh token works, once; the new access token opens the Admin API.
    const next = await tokenRequest(main, { grant_type: "refresh_token", refresh_token: String(answer.refresh_token) });
    expect(next.status).toBe(200);
    const customer = await fetch(
      `${main.origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/admin/customersprivacy/m1?shop_no=1`,
      {
        headers: { authorization: `Bearer ${String(answer.access_token)}`, "x-cafe24-api-version": "2025-12-01" },
      },
    );
    expect(customer.status).toBe(200);
    expect(await refreshesGranted(main, mallId)).toBe(2);
  });

  it("lets its access tokens expire (the TTL knob: 1 s in this app)", async () => {
    const seed = await short.t.app.services.cafe24Sandbox.issueSeed(newMall());
    const answer = (await (await tokenRequest(short, { grant_type: "refresh_token", refresh_token: seed })).json()) as {
      access_token: string;
    };
    const ask = () =>
      fetch(`${short.origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/admin/customersprivacy/m1?shop_no=1`, {
        headers: { authorization: `Bearer ${answer.access_token}`, "x-cafe24-api-version": "2025-12-01" },
      });
    expect((await ask()).status).toBe(200);
    await sleep(1_200);
    const expired = await ask();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: { code: 401, message: "access_token time expired. (invalid_token)" },
    });
  });
});

describe("the adapter's tokens", () => {
  it("starts the chain from the seed, keeps the tokens in the database and reuses the access token", async () => {
    const mallId = newMall();
    const sent: Sent[] = [];
    const cafe24 = adapterOf(main, mallId, { sent });
    expect(await cafe24.balance("member-a")).toBe(sandboxOpeningPoints("member-a"));
    expect(await cafe24.balance("member-b")).toBe(sandboxOpeningPoints("member-b"));
    expect(summary(sent)).toEqual(["/api/v2/oauth/token 200", "/customer 200", "/customer 200"]);
    const row = await tokenRow(main, mallId);
    expect(row.accessToken).toBe(sent[1]?.bearer);
    expect(row.refreshToken).not.toBe(row.seed);
    expect(row.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(row.leaseId).toBeNull();
  });

  it("refreshes before expiry: within 5 minutes of expires_at the token is renewed without a refused call", async () => {
    const mallId = newMall();
    const sent: Sent[] = [];
    const cafe24 = adapterOf(main, mallId, { sent });
    await cafe24.balance("member-a");
    const { refreshToken } = await tokenRow(main, mallId);
    await setRow(main, mallId, { accessTokenExpiresAt: new Date(Date.now() + 4 * 60_000) });
    sent.length = 0;
    await cafe24.balance("member-a");
    expect(summary(sent)).toEqual(["/api/v2/oauth/token 200", "/customer 200"]);
    expect((await tokenRow(main, mallId)).refreshToken).not.toBe(refreshToken);
  });

  it("a call whose token has expired refreshes and succeeds (expiry known to the shop: renewed first)", async () => {
    const mallId = newMall();
    const sent: Sent[] = [];
    const cafe24 = adapterOf(short, mallId, { sent, refreshMarginMs: 0 });
    await cafe24.balance("member-a");
    await sleep(1_200);
    sent.length = 0;
    expect(await cafe24.balance("member-a")).toBe(sandboxOpeningPoints("member-a"));
    expect(summary(sent)).toEqual(["/api/v2/oauth/token 200", "/customer 200"]);
  });

  it("a call Cafe24 refuses with 401 (token ended before the shop expected) refreshes once and is sent once more", async () => {
    const mallId = newMall();
    const sent: Sent[] = [];
    const cafe24 = adapterOf(short, mallId, { sent, refreshMarginMs: 0 });
    await cafe24.balance("member-a");
    await sleep(1_200);
    // The shop's record still says the token is good for an hour: Cafe24 is the one that knows it expired.
    await setRow(short, mallId, { accessTokenExpiresAt: new Date(Date.now() + 3_600_000) });
    sent.length = 0;
    await cafe24.decrease("member-401", 500, "expired-token decrease");
    expect(summary(sent)).toEqual(["/api/v2/admin/points 401", "/api/v2/oauth/token 200", "/api/v2/admin/points 201"]);
    // Decreased exactly once at the mall.
    expect(await cafe24.balance("member-401")).toBe(sandboxOpeningPoints("member-401") - 500);
    expect(await cafe24.findDecrease("member-401", 500, "expired-token decrease", new Date(Date.now() - 60_000))).toBe(
      true,
    );
  });

  it("a refresh token spent elsewhere is refused (invalid_grant): a Cafe24TokenError, no Admin API call, claim released", async () => {
    const mallId = newMall();
    const sent: Sent[] = [];
    const cafe24 = adapterOf(main, mallId, { sent });
    await cafe24.balance("member-a");
    // Someone else (a restored copy of the database, another tool with the same token) spends the row's refresh token.
    const { refreshToken } = await tokenRow(main, mallId);
    expect((await tokenRequest(main, { grant_type: "refresh_token", refresh_token: refreshToken })).status).toBe(200);
    await setRow(main, mallId, { accessTokenExpiresAt: new Date(Date.now() - 1_000) });
    sent.length = 0;
    const refused = await cafe24.balance("member-a").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Cafe24TokenError);
    expect(refused).toMatchObject({ httpStatus: 401, tokenStatus: 400 });
    expect(String((refused as Error).message)).toContain("invalid_grant");
    expect(summary(sent)).toEqual(["/api/v2/oauth/token 400"]);
    expect(await tokenRow(main, mallId)).toMatchObject({ refreshToken, leaseId: null, leaseUntil: null });
  });

  it("a new configured seed starts the chain over; the same seed again changes nothing", async () => {
    const mallId = newMall();
    const firstSeed = await main.t.app.services.cafe24Sandbox.issueSeed(mallId);
    await adapterOf(main, mallId, { seed: firstSeed }).balance("member-a");
    const grown = await tokenRow(main, mallId);
    expect(grown.seed).toBe(firstSeed);
    // The same configured seed at the next start: the chain goes on (the seed itself is spent).
    await adapterOf(main, mallId, { seed: firstSeed }).balance("member-a");
    expect(await tokenRow(main, mallId)).toMatchObject({ refreshToken: grown.refreshToken });
    // The operator authorised the app again and configured the new refresh token: the row starts from it.
    const secondSeed = await main.t.app.services.cafe24Sandbox.issueSeed(mallId);
    await setRow(main, mallId, { accessTokenExpiresAt: new Date(Date.now() - 1_000) });
    await adapterOf(main, mallId, { seed: secondSeed }).balance("member-a");
    const restarted = await tokenRow(main, mallId);
    expect(restarted.seed).toBe(secondSeed);
    expect(restarted.refreshToken).not.toBe(grown.refreshToken);
  });

  it("two processes needing a new token at once refresh once: the other uses the winner's token", async () => {
    const mallId = newMall();
    const sentA: Sent[] = [];
    const sentB: Sent[] = [];
    // Two adapters with stores of their own over one database: two processes of the shop.
    const processA = adapterOf(main, mallId, { sent: sentA });
    const processB = adapterOf(main, mallId, { sent: sentB });
    await processA.balance("member-a");
    await setRow(main, mallId, { accessTokenExpiresAt: new Date(Date.now() - 1_000) });
    const granted = await refreshesGranted(main, mallId);
    sentA.length = 0;

    const answers = await Promise.all(
      [processA, processB, processA, processB, processA, processB].map((cafe24, index) =>
        cafe24.balance(`member-${index}`),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3, 4, 5].map((index) => sandboxOpeningPoints(`member-${index}`)));
    expect(await refreshesGranted(main, mallId)).toBe(granted + 1);
    const sent = [...sentA, ...sentB];
    expect(sent.filter((entry) => entry.path === "/api/v2/oauth/token")).toHaveLength(1);
    const row = await tokenRow(main, mallId);
    expect(new Set(sent.filter((entry) => entry.bearer).map((entry) => entry.bearer))).toEqual(
      new Set([row.accessToken]),
    );
    expect(sent.every((entry) => entry.status < 400)).toBe(true);
  });
});

describe("the exchange with tokens that expire", () => {
  it("two concurrent exchanges after the token expired refresh once and credit each exchange exactly once", async () => {
    const { t } = main;
    const mallId = t.app.config.CAFE24_MALL_ID;
    const { user } = await createMember(t.db);
    const { token } = await t.app.services.sessions.issueToken(t.db, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const before = await call("GET", "/api/cafe24/points");
    expect(before.statusCode, before.body).toBe(200);
    const mallPoints = before.json().points as number;

    await setRow(main, mallId, { accessTokenExpiresAt: new Date(Date.now() - 1_000) });
    const granted = await refreshesGranted(main, mallId);
    const first = { amount: 1000, requestId: "oauth-exchange-1" };
    const second = { amount: 2000, requestId: "oauth-exchange-2" };
    const answers = await Promise.all([
      call("POST", "/api/cafe24/exchange-points", first),
      call("POST", "/api/cafe24/exchange-points", second),
      call("POST", "/api/cafe24/exchange-points", first),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(await refreshesGranted(main, mallId)).toBe(granted + 1);

    // Settled: both exchanges credited once each, the mall decreased once each.
    const after = await call("GET", "/api/cafe24/points");
    expect(after.json()).toMatchObject({ points: mallPoints - 3000, shopPoints: 3000 });
    const retried = await call("POST", "/api/cafe24/exchange-points", first);
    expect(retried.statusCode, retried.body).toBe(200);
    const history = await call("GET", "/api/mypage/points?page=1&size=50");
    const credits = (history.json().list as { amount: number; reason: string }[])
      .filter((entry) => entry.reason === CAFE24_EXCHANGE_REASON)
      .map((entry) => entry.amount)
      .sort((a, b) => a - b);
    expect(credits).toEqual([1000, 2000]);
  });
});
