import { rouletteApplyResultSchema, rouletteDetailSchema, rouletteValidateSchema } from "@shop/contracts/roulette";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roulettePrizes, rouletteSpins } from "../../db/schema/roulette.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { createRoulette, type RoulettePrizeSeed } from "../../db/seed/roulette.factory.js";
import { DEMO_ROULETTE_TITLE } from "../../db/seed/roulette-seed.js";
import { bearer } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// 룰렛 이벤트 (decision 047) through the real routes and database: the list and wheel, validate-apply's reasons, one
// prize per member however many spins race, prizes out of stock or already held never drawn, and coupons and points
// given exactly once (a retry with the same Idempotency-Key answers the first spin).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

function call(method: "GET" | "POST", url: string, token: string | null, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers } });
}

const spin = (id: number, token: string | null, headers: Record<string, string> = {}) =>
  call("POST", `/api/roulette/${id}/apply`, token, headers);
const validate = (id: number, token: string | null) => call("GET", `/api/roulette/${id}/validate-apply`, token);

const points = (amount: number, weight: number, stock: number | null = null): RoulettePrizeSeed => ({
  kind: "points",
  label: `적립금 ${amount}원`,
  points: amount,
  weight,
  stock,
});
const nothing = (weight: number): RoulettePrizeSeed => ({ kind: "nothing", label: "꽝", weight, stock: null });

async function spinsOf(eventId: number, userId?: number) {
  return t.db
    .select()
    .from(rouletteSpins)
    .where(
      userId === undefined
        ? eq(rouletteSpins.eventId, eventId)
        : and(eq(rouletteSpins.eventId, eventId), eq(rouletteSpins.userId, userId)),
    );
}

async function rouletteEntries(userId: number) {
  // Read through the point module's own history (its ledger table is the point module's alone).
  const { list } = await t.app.services.points.history(userId, { page: 1, size: 100 });
  return list.filter((row) => row.reason === "룰렛 이벤트 당첨 적립금");
}

describe("GET /api/roulette, /api/roulette/{id}", () => {
  it("lists the demo roulette as the current one and shows its wheel", async () => {
    const list = await call("GET", "/api/roulette", null);
    expect(list.statusCode, list.body).toBe(200);
    const demo = list.json().list.find((event: { title: string }) => event.title === DEMO_ROULETTE_TITLE);
    expect(demo).toMatchObject({ status: "active", limit: "daily", limitLabel: "하루 1회 참여할 수 있습니다." });

    const detail = await call("GET", `/api/roulette/${demo.id}`, null);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = rouletteDetailSchema.parse(detail.json());
    expect(body.prizes.map((prize) => prize.kind)).toEqual([
      "points",
      "nothing",
      "coupon",
      "points",
      "nothing",
      "points",
    ]);
    expect(body.prizes.map((prize) => prize.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(body.prizes[2]).toMatchObject({ couponName: "룰렛 당첨 2,000원 할인 쿠폰", couponBenefit: "2,000원 할인" });
    expect(body.prizes.reduce((sum, prize) => sum + prize.chance, 0)).toBeCloseTo(100, 0);
    expect(body.notices.length).toBeGreaterThan(0);
  });

  it("puts the live event that started last as currentId, before upcoming and ended ones", async () => {
    const now = Date.now();
    const live = await createRoulette(t.db, [nothing(1)], { startAt: new Date(now - 60_000) });
    const upcoming = await createRoulette(t.db, [nothing(1)], { startAt: new Date(now + DAY_MS) });
    const ended = await createRoulette(t.db, [nothing(1)], {
      startAt: new Date(now - 10 * DAY_MS),
      endAt: new Date(now - DAY_MS),
    });
    const hidden = await createRoulette(t.db, [nothing(1)], { startAt: new Date(now - 1000), visible: false });
    const res = await call("GET", "/api/roulette?size=100", null);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.currentId).toBe(live.event.id);
    const ids: number[] = body.list.map((event: { id: number }) => event.id);
    expect(ids[0]).toBe(live.event.id);
    expect(ids.indexOf(upcoming.event.id)).toBeLessThan(ids.indexOf(ended.event.id));
    expect(ids).not.toContain(hidden.event.id);
    expect(body.list.find((event: { id: number }) => event.id === ended.event.id).status).toBe("ended");
  });

  it.each([
    ["an unknown id", "/api/roulette/999999", 404],
    ["a text id", "/api/roulette/abc", 400],
    ["a zero id", "/api/roulette/0/validate-apply", 400],
  ])("%s is a %i with the shop's error body", async (_name, url, status) => {
    const res = await call("GET", url, null);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it("a hidden event answers 404 존재하지 않는 룰렛 이벤트입니다.", async () => {
    const hidden = await createRoulette(t.db, [nothing(1)], { visible: false });
    for (const res of [
      await call("GET", `/api/roulette/${hidden.event.id}`, null),
      await spin(hidden.event.id, (await memberToken()).token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("존재하지 않는 룰렛 이벤트입니다.");
    }
  });
});

describe("GET /api/roulette/{id}/validate-apply", () => {
  it("says why not in Korean: login, not started, ended, spun today, spun in this event", async () => {
    const now = Date.now();
    const daily = await createRoulette(t.db, [nothing(1)]);
    const once = await createRoulette(t.db, [nothing(1)], { limitRule: "event" });
    const upcoming = await createRoulette(t.db, [nothing(1)], { startAt: new Date(now + DAY_MS) });
    const ended = await createRoulette(t.db, [nothing(1)], {
      startAt: new Date(now - 3 * DAY_MS),
      endAt: new Date(now - 1000),
    });
    const { token } = await memberToken();

    const expectations: [number, string | null, string | null, string, number][] = [
      [daily.event.id, null, "login", "로그인 후 이용이 가능합니다.", 1],
      [daily.event.id, token, null, "지금 룰렛을 돌릴 수 있습니다.", 1],
      [upcoming.event.id, token, "notStarted", "아직 시작되지 않은 이벤트입니다.", 0],
      [ended.event.id, null, "ended", "종료된 이벤트입니다.", 0],
    ];
    for (const [id, who, reason, message, remainingChances] of expectations) {
      const res = await validate(id, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(rouletteValidateSchema.parse(res.json())).toEqual({
        applicable: reason === null,
        reason,
        message,
        remainingChances,
      });
    }

    expect((await spin(daily.event.id, token)).statusCode).toBe(200);
    expect((await validate(daily.event.id, token)).json()).toMatchObject({
      applicable: false,
      reason: "spunToday",
      message: "오늘은 이미 참여하셨습니다. 내일 다시 참여해 주세요.",
      remainingChances: 0,
    });
    expect((await spin(once.event.id, token)).statusCode).toBe(200);
    expect((await validate(once.event.id, token)).json()).toMatchObject({
      reason: "spunEvent",
      message: "이미 참여하신 이벤트입니다.",
    });
  });

  it("a daily spin counts for its Korea day only: yesterday's spin leaves today's chance", async () => {
    const daily = await createRoulette(t.db, [nothing(1)]);
    const { userId, token } = await memberToken();
    expect((await spin(daily.event.id, token)).statusCode).toBe(200);
    // The spin as if made yesterday: only the key says which day it counts for.
    await t.db
      .update(rouletteSpins)
      .set({ spinKey: "2026-01-01" })
      .where(and(eq(rouletteSpins.eventId, daily.event.id), eq(rouletteSpins.userId, userId)));
    expect((await validate(daily.event.id, token)).json()).toMatchObject({ applicable: true, remainingChances: 1 });
    expect((await spin(daily.event.id, token)).statusCode).toBe(200);
    expect(await spinsOf(daily.event.id, userId)).toHaveLength(2);
  });
});

describe("POST /api/roulette/{id}/apply", () => {
  it("refuses a guest (401, SPEC §8's text), an event not started and an ended one (409)", async () => {
    const now = Date.now();
    const daily = await createRoulette(t.db, [nothing(1)]);
    const guest = await spin(daily.event.id, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe("로그인 후 이용이 가능합니다.");

    const { token } = await memberToken();
    const upcoming = await createRoulette(t.db, [nothing(1)], { startAt: new Date(now + DAY_MS) });
    const ended = await createRoulette(t.db, [nothing(1)], {
      startAt: new Date(now - 3 * DAY_MS),
      endAt: new Date(now - 1000),
    });
    const early = await spin(upcoming.event.id, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "ROULETTE_NOT_STARTED", message: "아직 시작되지 않은 이벤트입니다." });
    const late = await spin(ended.event.id, token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "ROULETTE_ENDED", message: "종료된 이벤트입니다." });
  });

  it("50 concurrent spins by one member give one prize: one spin, one ledger entry, one copy of stock taken", async () => {
    const roulette = await createRoulette(t.db, [points(500, 1, 100)]);
    const { userId, token } = await memberToken();
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(roulette.event.id, token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: "ROULETTE_ALREADY_SPUN",
        message: "오늘은 이미 참여하셨습니다. 내일 다시 참여해 주세요.",
      });
    }
    expect(await spinsOf(roulette.event.id, userId)).toHaveLength(1);
    expect((await rouletteEntries(userId)).map((entry) => entry.amount)).toEqual([500]);
    const [prize] = await t.db.select().from(roulettePrizes).where(eq(roulettePrizes.eventId, roulette.event.id));
    expect(prize!.stock).toBe(99);
  });

  it("grants points once and answers the slice to stop on; a retry with the same Idempotency-Key answers it again", async () => {
    const roulette = await createRoulette(t.db, [nothing(0), points(500, 1, 10), nothing(0)]);
    const { userId, token } = await memberToken();
    const before = (await call("GET", "/api/mypage/points", token)).json().balance as number;

    const key = { "idempotency-key": "spin-retry-1" };
    const first = await spin(roulette.event.id, token, key);
    expect(first.statusCode, first.body).toBe(200);
    const result = rouletteApplyResultSchema.parse(first.json());
    expect(result).toMatchObject({
      prizeIndex: 1,
      prize: { kind: "points", points: 500, label: "적립금 500원" },
      message: "축하합니다! 적립금 500원이 적립되었습니다.",
      couponUserId: null,
      remainingChances: 0,
    });

    const retry = await spin(roulette.event.id, token, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ spinId: result.spinId, prizeIndex: 1 });
    const other = await spin(roulette.event.id, token, { "idempotency-key": "spin-retry-2" });
    expect(other.statusCode).toBe(409);

    const history = (await call("GET", "/api/mypage/points", token)).json();
    expect(history.balance).toBe(before + 500);
    expect(history.list[0]).toMatchObject({ amount: 500, reason: "룰렛 이벤트 당첨 적립금" });
    expect(await rouletteEntries(userId)).toHaveLength(1);
  });

  it("issues a coupon once; a member who holds it cannot draw it again (its share goes to 꽝)", async () => {
    const coupon = await createCoupon(t.db, { name: "룰렛 테스트 쿠폰", downloadable: false, issueLimit: 100 });
    const first = await createRoulette(t.db, [
      { kind: "coupon", label: "1,000원 쿠폰", couponId: coupon.id, weight: 1, stock: 5 },
      nothing(0),
    ]);
    const { userId, token } = await memberToken();
    const res = await spin(first.event.id, token);
    expect(res.statusCode, res.body).toBe(200);
    const result = rouletteApplyResultSchema.parse(res.json());
    expect(result).toMatchObject({
      prizeIndex: 0,
      prize: { kind: "coupon", couponName: "룰렛 테스트 쿠폰" },
      message: "축하합니다! 쿠폰에 당첨되었습니다. 마이페이지 쿠폰함에서 확인해 주세요.",
    });
    expect(result.couponUserId).toEqual(expect.any(Number));
    const mine = (await call("GET", "/api/coupon", token)).json();
    expect(mine.list.map((held: { couponUserId: number }) => held.couponUserId)).toContain(result.couponUserId);

    // The same coupon on another wheel: the member holds it, so only 꽝 can come up, and nothing more is issued.
    const second = await createRoulette(t.db, [
      { kind: "coupon", label: "1,000원 쿠폰", couponId: coupon.id, weight: 1, stock: 5 },
      nothing(0),
    ]);
    const again = await spin(second.event.id, token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ prizeIndex: 1, prize: { kind: "nothing" }, couponUserId: null });
    const held = await t.app.services.coupons.listMine(userId, { page: 1, size: 100, status: "active" });
    expect(held.list.filter((copy) => copy.couponId === coupon.id)).toHaveLength(1);
    const [prizeRow] = await t.db.select().from(roulettePrizes).where(eq(roulettePrizes.eventId, second.event.id));
    expect(prizeRow!.stock).toBe(5);
  });

  it("never draws a prize out of stock: its share goes to 꽝; the last copy goes to one member only", async () => {
    const soldOut = await createRoulette(t.db, [points(1_000, 1_000, 0), nothing(1)]);
    const members = await Promise.all(Array.from({ length: 12 }, () => memberToken()));
    for (const { token } of members) {
      const res = await spin(soldOut.event.id, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ prizeIndex: 1, prize: { kind: "nothing" } });
    }
    const detail = rouletteDetailSchema.parse((await call("GET", `/api/roulette/${soldOut.event.id}`, null)).json());
    expect(detail.prizes.map((prize) => [prize.soldOut, prize.chance])).toEqual([
      [true, 0],
      [false, 100],
    ]);

    const lastOne = await createRoulette(t.db, [points(500, 1_000, 1), nothing(1)]);
    const answers = await Promise.all(members.map(({ token }) => spin(lastOne.event.id, token)));
    const kinds = answers.map((res) => res.json().prize.kind as string);
    expect(kinds.filter((kind) => kind === "points")).toHaveLength(1);
    const [prize] = await t.db.select().from(roulettePrizes).where(eq(roulettePrizes.id, lastOne.prizes[0]!.id));
    expect(prize!.stock).toBe(0);
  });

  it("a wheel with nothing left to give refuses with 409 in Korean and writes no spin", async () => {
    const empty = await createRoulette(t.db, [points(100, 1, 0)]);
    const { userId, token } = await memberToken();
    const res = await spin(empty.event.id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "ROULETTE_NO_PRIZE",
      message: "준비된 경품이 모두 소진되었습니다. 다음 이벤트를 기다려 주세요.",
    });
    expect(await spinsOf(empty.event.id, userId)).toHaveLength(0);
  });
});
