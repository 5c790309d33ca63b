import type { AddressInfo } from "node:net";
import type { MemberProfile } from "@shop/contracts/auth";
import { cafe24PointsSchema } from "@shop/contracts/cafe24";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createCafe24PointsProvider } from "../../providers/cafe24-points.provider.js";
import { bearer } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import type { AuthContext } from "../account/session.service.js";
import {
  CAFE24_EXCHANGE_REASON,
  CAFE24_KEY_REUSED_MESSAGE,
  CAFE24_NOT_ENOUGH_MESSAGE,
  CAFE24_PENDING_CREDIT_MESSAGE,
  createCafe24Service,
} from "./cafe24.service.js";
import { CAFE24_SANDBOX_BASE_PATH, sandboxOpeningPoints } from "./cafe24-sandbox.service.js";
import { createCafe24TokenStore } from "./cafe24-token.service.js";

// 외부 포인트 전환 (decision 033) through the real routes, the real Cafe24 adapter and the shop's own Cafe24 sandbox
// over a socket: the mall's points read and decreased, the shop's points credited once per request however often it
// is retried, and a credit the shop failed to write after Cafe24 took the points made good afterwards.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { user, token };
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function pointsOf(token: string) {
  const res = await call("GET", "/api/cafe24/points", token);
  expect(res.statusCode, res.body).toBe(200);
  return cafe24PointsSchema.parse(res.json());
}

async function shopHistory(token: string) {
  const res = await call("GET", "/api/mypage/points?page=1&size=50", token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as { amount: number; reason: string }[];
}

/** An access token of the sandbox: a refresh token it issues, refreshed over HTTP with the app's credentials. */
async function sandboxAccessToken() {
  const { config } = t.app;
  const seed = await t.app.services.cafe24Sandbox.issueSeed(config.CAFE24_MALL_ID);
  const res = await fetch(`${origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${config.CAFE24_CLIENT_ID}:${config.CAFE24_CLIENT_SECRET}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: seed }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The mall's history of a member as Cafe24 answers it (the sandbox, with an access token of the mall). */
async function mallHistory(memberId: string) {
  const res = await fetch(
    `${origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/admin/points?shop_no=1&member_id=${memberId}&limit=100`,
    {
      headers: { authorization: `Bearer ${await sandboxAccessToken()}`, "x-cafe24-api-version": "2025-12-01" },
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { points: { available_points_decrease: string | null }[] }).points;
}

describe("reading the Cafe24 points", () => {
  it("answers the member's points at the mall (the sandbox's demo balance) beside the shop's", async () => {
    const { user, token } = await memberToken();
    const answer = await pointsOf(token);
    expect(answer).toEqual({
      memberId: user.loginId,
      points: sandboxOpeningPoints(user.loginId),
      shopPoints: 0,
      unit: 100,
      minimum: 1000,
    });
    expect(answer.points).toBeGreaterThanOrEqual(3000);
    expect((await call("GET", "/api/cafe24/points", null)).statusCode).toBe(401);
  });
});

describe("exchanging", () => {
  it("decreases at Cafe24 and credits the shop's points once, however often the request is retried", async () => {
    const { user, token } = await memberToken();
    const before = await pointsOf(token);
    const body = { amount: 1000, requestId: "exchange-0001" };
    const first = await call("POST", "/api/cafe24/exchange-points", token, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ exchanged: 1000, points: before.points - 1000, shopPoints: 1000 });

    // The same request twice more at once, and once again later: the first answer, nothing taken or given again.
    const retries = await Promise.all([1, 2].map(() => call("POST", "/api/cafe24/exchange-points", token, body)));
    retries.push(await call("POST", "/api/cafe24/exchange-points", token, body));
    for (const retry of retries) {
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ exchanged: 1000, shopPoints: 1000 });
    }
    const after = await pointsOf(token);
    expect(after.points).toBe(before.points - 1000);
    expect(after.shopPoints).toBe(1000);
    expect((await shopHistory(token)).filter((entry) => entry.reason === CAFE24_EXCHANGE_REASON)).toEqual([
      expect.objectContaining({ amount: 1000 }),
    ]);
    expect((await mallHistory(user.loginId)).filter((entry) => entry.available_points_decrease !== null)).toHaveLength(
      1,
    );

    // The same request id with another amount is refused.
    const reused = await call("POST", "/api/cafe24/exchange-points", token, { ...body, amount: 2000 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(CAFE24_KEY_REUSED_MESSAGE);
  });

  it("refuses more than the mall holds, and nothing is credited", async () => {
    const { token } = await memberToken();
    const { points } = await pointsOf(token);
    const res = await call("POST", "/api/cafe24/exchange-points", token, {
      amount: Math.ceil((points + 100) / 100) * 100,
      requestId: "too-much-0001",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CAFE24_NOT_ENOUGH_MESSAGE);
    expect(await pointsOf(token)).toMatchObject({ points, shopPoints: 0 });
  });

  it.each([
    [{ amount: 1050, requestId: "bad-amount-01" }, "포인트는 100점 단위로 전환해 주세요."],
    [{ amount: 500, requestId: "bad-amount-02" }, "포인트는 1,000점부터 전환할 수 있습니다."],
    [{ amount: "많이", requestId: "bad-amount-03" }, "전환할 포인트를 숫자로 입력해 주세요."],
    [{ amount: 1000 }, "전환 요청을 다시 시도해 주세요."],
    [{ amount: 1000, requestId: "../../etc" }, "전환 요청을 다시 시도해 주세요."],
  ])("refuses %j with a Korean message", async (payload, message) => {
    const { token } = await memberToken();
    const res = await call("POST", "/api/cafe24/exchange-points", token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a credit the shop failed to write after Cafe24 took the points is made good once, by the next read", async () => {
    const { user, token } = await memberToken();
    const before = await pointsOf(token);
    let failNext = true;
    const { points } = t.app.services;
    // The app's own exchange, but its first credit fails (the database refusing the write, say).
    const flaky = createCafe24Service({
      db: t.db,
      cafe24: createCafe24PointsProvider({
        apiBase: `${origin}${CAFE24_SANDBOX_BASE_PATH}`,
        oauth: {
          clientId: t.app.config.CAFE24_CLIENT_ID,
          clientSecret: t.app.config.CAFE24_CLIENT_SECRET,
          // The app's own token row of the mall: this second adapter shares its tokens like another process would.
          tokens: createCafe24TokenStore({
            db: t.db,
            mallId: t.app.config.CAFE24_MALL_ID,
            seed: () => t.app.services.cafe24Sandbox.issueSeed(t.app.config.CAFE24_MALL_ID),
          }),
        },
        apiVersion: t.app.config.CAFE24_API_VERSION,
        timeoutMs: 5_000,
      }),
      points: {
        grant: async (userId, amount, reason, tx) => {
          if (failNext) {
            failNext = false;
            throw new Error("the ledger write failed");
          }
          return points.grant(userId, amount, reason, tx);
        },
        balance: (userId) => points.balance(userId),
      },
      accounts: { getMe: async () => ({ loginId: user.loginId }) as MemberProfile },
      logError: () => {},
      settleAfterMs: 10_000,
    });
    const member = { userId: user.id, role: "ROLE_USER" } as AuthContext & { userId: number };
    await expect(flaky.exchange(member, { amount: 2000, requestId: "flaky-credit-01" })).rejects.toMatchObject({
      status: 503,
      message: CAFE24_PENDING_CREDIT_MESSAGE,
    });
    // Cafe24 has taken the points; the shop has not credited them yet.
    const between = await pointsOf(token);
    // The read itself finishes the open exchange: the credit is written now, once.
    expect(between).toMatchObject({ points: before.points - 2000, shopPoints: 2000 });
    const retried = await call("POST", "/api/cafe24/exchange-points", token, {
      amount: 2000,
      requestId: "flaky-credit-01",
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ exchanged: 2000, shopPoints: 2000 });
    expect((await shopHistory(token)).filter((entry) => entry.reason === CAFE24_EXCHANGE_REASON)).toHaveLength(1);
    expect((await mallHistory(user.loginId)).filter((entry) => entry.available_points_decrease !== null)).toHaveLength(
      1,
    );
  });
});

describe("the Cafe24 sandbox", () => {
  it("refuses a call without the mall's access token, as Cafe24 does", async () => {
    const res = await fetch(`${origin}${CAFE24_SANDBOX_BASE_PATH}/api/v2/admin/customersprivacy/someone?shop_no=1`, {
      headers: { authorization: "Bearer wrong", "x-cafe24-api-version": "2025-12-01" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 401, message: "Invalid access_token" } });
  });
});
