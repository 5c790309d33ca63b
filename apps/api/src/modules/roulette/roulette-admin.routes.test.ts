import { randomBytes } from "node:crypto";
import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import {
  ADMIN_ROULETTE_MESSAGES,
  type AdminRoulette,
  adminRouletteListSchema,
  adminRouletteResponseSchema,
  adminRouletteSpinListSchema,
} from "@shop/contracts/admin-roulette";
import { rouletteApplyResultSchema } from "@shop/contracts/roulette";
import { ROULETTE_ODDS_MESSAGES, stockBelowGrantedMessage } from "@shop/core/roulette/roulette-odds";
import { formatKoreaMinute } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { bearer } from "../../test/auth-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's roulette events (docs/decisions/054) through the real routes and database: the guard, Korean 400s,
// audit entries, edits a running wheel's next spin follows, stock never under the copies won, and the spins list.

let t: TestApp;
let admin: { token: string };
const tag = randomBytes(3).toString("hex");
const minute = (offsetMinutes: number) => formatKoreaMinute(new Date(Date.now() + offsetMinutes * 60_000));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

type PrizeBody = Record<string, unknown>;
const points = (amount: number, weight: number, extra: PrizeBody = {}): PrizeBody => ({
  kind: "points",
  points: amount,
  weight,
  stock: null,
  ...extra,
});
const nothing = (weight: number, extra: PrizeBody = {}): PrizeBody => ({
  kind: "nothing",
  weight,
  stock: null,
  ...extra,
});

let serial = 0;
const roulette = (prizes: PrizeBody[], extra: Record<string, unknown> = {}) => ({
  title: `${tag} 행운의 룰렛 ${++serial}`,
  subTitle: "매일 한 번 돌려 보세요.",
  notices: "적립금은 바로 적립됩니다.\n쿠폰은 마이페이지 쿠폰함에서 확인하세요.",
  limitRule: "event",
  startAt: minute(-5),
  endAt: minute(60 * 24),
  visible: true,
  prizes,
  ...extra,
});

async function created(body: object): Promise<AdminRoulette> {
  return adminRouletteResponseSchema.parse(await okCall(t, admin, "POST", "/api/admin/roulettes", body)).roulette;
}

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

async function spin(id: number) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/roulette/${id}/apply`,
    headers: bearer(await memberToken()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return rouletteApplyResultSchema.parse(res.json());
}

/** The saved prizes as the form sends them back, with `change` applied to each. */
const resent = (saved: AdminRoulette, change: (prize: AdminRoulette["prizes"][number]) => PrizeBody = () => ({})) =>
  saved.prizes.map((prize) => ({
    prizeId: prize.prizeId,
    kind: prize.kind,
    label: prize.label,
    couponId: prize.couponId,
    points: prize.points,
    weight: prize.weight,
    stock: prize.stock,
    ...change(prize),
  }));

const bodyOf = (saved: AdminRoulette, prizes: PrizeBody[]) => ({
  title: saved.title,
  subTitle: saved.subTitle,
  notices: saved.notices,
  limitRule: saved.limitRule,
  startAt: saved.startAt,
  endAt: saved.endAt,
  visible: saved.visible,
  prizes,
});

describe("roulettes in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    const body = roulette([points(100, 1)]);
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/roulettes" },
        { method: "GET", url: "/api/admin/roulettes/1" },
        { method: "POST", url: "/api/admin/roulettes", payload: body },
        { method: "PUT", url: "/api/admin/roulettes/1", payload: body },
        { method: "POST", url: "/api/admin/roulettes/1/end" },
        { method: "GET", url: "/api/admin/roulettes/1/spins" },
        { method: "GET", url: "/api/admin/roulettes/1/spins.csv" },
      ],
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["odds adding to 0", { prizes: [points(100, 0), nothing(0)] }, ROULETTE_ODDS_MESSAGES.zeroTotal, "prizes"],
    ["a negative weight", { prizes: [points(100, 5), nothing(-1)] }, ROULETTE_ODDS_MESSAGES.weight, "prizes.1.weight"],
    ["a fraction of a weight", { prizes: [points(100, 2.5)] }, ROULETTE_ODDS_MESSAGES.weight, "prizes.0.weight"],
    ["no prize", { prizes: [] }, ROULETTE_ODDS_MESSAGES.noPrize, "prizes"],
    ["thirteen slices", { prizes: Array(13).fill(nothing(1)) }, ROULETTE_ODDS_MESSAGES.tooMany, "prizes"],
    ["an end before the start", { endAt: minute(-60) }, ADMIN_ROULETTE_MESSAGES.endBeforeStart, "endAt"],
    [
      "an end at the start",
      { startAt: "2026-12-01 09:00", endAt: "2026-12-01 09:00" },
      ADMIN_ROULETTE_MESSAGES.endBeforeStart,
      "endAt",
    ],
    ["a period not typed as minutes", { startAt: "내일" }, ADMIN_ROULETTE_MESSAGES.period, "startAt"],
    ["no spin rule", { limitRule: "weekly" }, ADMIN_ROULETTE_MESSAGES.limit, "limitRule"],
    ["no title", { title: " " }, ADMIN_CONTENT_MESSAGES.required, "title"],
    [
      "a coupon prize without its coupon",
      { prizes: [{ kind: "coupon", weight: 1, stock: 10 }] },
      ADMIN_ROULETTE_MESSAGES.coupon,
      "prizes.0.couponId",
    ],
    ["points of 0", { prizes: [points(0, 1)] }, ADMIN_ROULETTE_MESSAGES.points, "prizes.0.points"],
    ["a negative stock", { prizes: [points(100, 1, { stock: -1 })] }, ADMIN_ROULETTE_MESSAGES.stock, "prizes.0.stock"],
    [
      "an unknown kind",
      { prizes: [{ kind: "gift", weight: 1, stock: null }] },
      ADMIN_ROULETTE_MESSAGES.kind,
      "prizes.0.kind",
    ],
    [
      "weight typed as text",
      { prizes: [points(100, "열" as unknown as number)] },
      ROULETTE_ODDS_MESSAGES.weight,
      "prizes.0.weight",
    ],
  ])("answers %s with a Korean 400", async (_name, change, message, field) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/roulettes", roulette([points(100, 1)], change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it("answers a body that is not one, an unknown coupon and a taken title in Korean", async () => {
    const none = await t.app.inject({
      method: "POST",
      url: "/api/admin/roulettes",
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      payload: "[]",
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMIN_ROULETTE_MESSAGES.body);
    const coupon = await staffCall(
      t,
      admin,
      "POST",
      "/api/admin/roulettes",
      roulette([{ kind: "coupon", couponId: 999_999_999, weight: 1, stock: 1 }]),
    );
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().message).toBe(ADMIN_ROULETTE_MESSAGES.couponNotFound);
    const first = await created(roulette([points(100, 1)]));
    const taken = await staffCall(t, admin, "POST", "/api/admin/roulettes", {
      ...roulette([nothing(1)]),
      title: first.title,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_ROULETTE_MESSAGES.titleTaken);
    const missing = await staffCall(t, admin, "PUT", "/api/admin/roulettes/999999", roulette([nothing(1)]));
    expect(missing.statusCode).toBe(404);
  });

  it("creates a wheel with its percents, edits it, ends it early, each audited", async () => {
    const coupon = await createCoupon(t.db, { name: `${tag} 룰렛 한우 5,000원 쿠폰`, amount: 5_000 });
    const body = roulette([
      { kind: "coupon", couponId: coupon.id, weight: 1, stock: 10 },
      points(500, 3, { label: "적립금 오백원", stock: 100 }),
      nothing(6),
    ]);
    const saved = await created(body);
    expect(saved).toMatchObject({ status: "active", limitRule: "event", spinCount: 0, granted: 0, stock: 110 });
    expect(saved.prizes.map((prize) => [prize.label, prize.percent, prize.stock, prize.left])).toEqual([
      [coupon.name, 10, 10, 10],
      ["적립금 오백원", 30, 100, 100],
      ["꽝", 60, null, null],
    ]);
    expect(saved.prizes[0]!.couponName).toBe(coupon.name);

    // The shop's wheel shows the same chances at once.
    const wheel = await t.app.inject({ method: "GET", url: `/api/roulette/${saved.id}` });
    expect(wheel.json().prizes.map((prize: { chance: number }) => prize.chance)).toEqual([10, 30, 60]);

    const edited = adminRouletteResponseSchema.parse(
      await okCall(
        t,
        admin,
        "PUT",
        `/api/admin/roulettes/${saved.id}`,
        bodyOf(saved, [...resent(saved, (prize) => (prize.kind === "nothing" ? { weight: 16 } : {})), points(100, 0)]),
      ),
    ).roulette;
    expect(edited.prizes.map((prize) => prize.percent)).toEqual([5, 15, 80, 0]);
    expect(edited.prizes[3]).toMatchObject({ label: "적립금 100원", weight: 0 });

    const ended = adminRouletteResponseSchema.parse(
      await okCall(t, admin, "POST", `/api/admin/roulettes/${saved.id}/end`),
    );
    expect(ended.roulette.status).toBe("ended");
    const again = await staffCall(t, admin, "POST", `/api/admin/roulettes/${saved.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_ROULETTE_MESSAGES.ended);
    const late = await t.app.inject({
      method: "POST",
      url: `/api/roulette/${saved.id}/apply`,
      headers: bearer(await memberToken()),
    });
    expect(late.statusCode).toBe(409);

    const listed = adminRouletteListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/roulettes?keyword=${encodeURIComponent(saved.title)}&status=ended`),
    );
    expect(listed.list.map((row) => row.id)).toEqual([saved.id]);

    const entries = await auditEntriesOf(t, admin, "roulette", saved.id);
    expect(entries.map((entry) => entry.action)).toEqual(["roulette.end", "roulette.update", "roulette.create"]);
    expect(entries[0]).toMatchObject({ before: { endAt: saved.endAt } });
    expect(Object.keys(entries[1]!.after ?? {})).toEqual(["prizes"]);
    expect(entries[2]!.after).toMatchObject({ title: body.title, limitRule: "event", startAt: body.startAt });

    const notYet = await created(roulette([nothing(1)], { startAt: minute(60), endAt: minute(120) }));
    expect(notYet.status).toBe("upcoming");
    const early = await staffCall(t, admin, "POST", `/api/admin/roulettes/${notYet.id}/end`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_ROULETTE_MESSAGES.notStarted);
  });

  it("the next spin follows edited odds; won prizes keep their kind and never drop under their copies won", async () => {
    const saved = await created(
      roulette([points(100, 1, { stock: 5 }), points(200, 0, { stock: 5 })], { limitRule: "daily" }),
    );
    const [first, second] = saved.prizes;
    expect((await spin(saved.id)).prize.prizeId).toBe(first!.prizeId);

    const swapped = bodyOf(
      saved,
      resent(saved, (prize) => ({ weight: prize.prizeId === first!.prizeId ? 0 : 1 })),
    );
    const after = adminRouletteResponseSchema.parse(
      await okCall(t, admin, "PUT", `/api/admin/roulettes/${saved.id}`, swapped),
    ).roulette;
    expect(after.prizes.map((prize) => [prize.percent, prize.granted, prize.stock, prize.left])).toEqual([
      [0, 1, 5, 4],
      [100, 0, 5, 5],
    ]);
    expect((await spin(saved.id)).prize.prizeId).toBe(second!.prizeId);

    const refusals: [string, PrizeBody[], Record<string, unknown>, string][] = [
      [
        "stock under what was won",
        resent(after, (p) => (p.prizeId === first!.prizeId ? { stock: 0 } : {})),
        {},
        stockBelowGrantedMessage(1),
      ],
      [
        "a won prize's points",
        resent(after, (p) => (p.prizeId === first!.prizeId ? { points: 300 } : {})),
        {},
        ADMIN_ROULETTE_MESSAGES.wonPrizeChanged,
      ],
      ["a won prize removed", resent(after).slice(1), {}, ADMIN_ROULETTE_MESSAGES.wonPrizeRemoved],
      [
        "another event's prize",
        [...resent(after), points(100, 1, { prizeId: 999_999 })],
        {},
        ADMIN_ROULETTE_MESSAGES.prizeId,
      ],
      ["the spin rule once spun", resent(after), { limitRule: "event" }, ADMIN_ROULETTE_MESSAGES.limitLocked],
    ];
    for (const [name, prizes, change, message] of refusals) {
      const res = await staffCall(t, admin, "PUT", `/api/admin/roulettes/${saved.id}`, {
        ...bodyOf(after, prizes),
        ...change,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
    // Down to exactly what was won is fine: that prize is sold out.
    const soldOut = adminRouletteResponseSchema.parse(
      await okCall(
        t,
        admin,
        "PUT",
        `/api/admin/roulettes/${saved.id}`,
        bodyOf(
          after,
          resent(after, (p) => (p.prizeId === first!.prizeId ? { stock: 1 } : {})),
        ),
      ),
    ).roulette;
    expect(soldOut.prizes[0]).toMatchObject({ stock: 1, granted: 1, left: 0 });
    expect(soldOut).toMatchObject({ spinCount: 2, granted: 2, stock: 6 });

    const spins = adminRouletteSpinListSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/roulettes/${saved.id}/spins`),
    );
    expect(spins.list.map((row) => row.prizeLabel)).toEqual(["적립금 200원", "적립금 100원"]);
    for (const row of spins.list) {
      expect(row.memberName).toMatch(/^.\*+$/);
      expect(row.memberLoginId).toMatch(/\*+$/);
    }
    const csv = await staffCall(t, admin, "GET", `/api/admin/roulettes/${saved.id}/spins.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("번호,참여 시각,회원 아이디,회원 이름,경품 종류,경품");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(spins.list[0]!.memberLoginId);
  });

  it("an edit racing spins never leaves a prize's stock under its copies won", async () => {
    const saved = await created(roulette([points(100, 1, { stock: 6 }), nothing(0)]));
    const edit = bodyOf(
      saved,
      resent(saved, (prize) => (prize.kind === "points" ? { stock: 3 } : {})),
    );
    const tokens = await Promise.all(Array.from({ length: 8 }, () => memberToken()));
    const answers = await Promise.all([
      ...tokens.map((token) =>
        t.app.inject({ method: "POST", url: `/api/roulette/${saved.id}/apply`, headers: bearer(token) }),
      ),
      staffCall(t, admin, "PUT", `/api/admin/roulettes/${saved.id}`, edit),
    ]);
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
    const edited = answers.at(-1)!;
    const now = adminRouletteResponseSchema.parse(
      await okCall(t, admin, "GET", `/api/admin/roulettes/${saved.id}`),
    ).roulette;
    const prize = now.prizes[0]!;
    expect(prize.left).toBeGreaterThanOrEqual(0);
    expect(prize.stock).toBe(prize.granted + prize.left!);
    if (edited.statusCode === 200) expect(prize.stock).toBe(3);
    else {
      expect(edited.json().message).toMatch(/이미 \d개가 당첨되었습니다/);
      expect(prize.stock).toBe(6);
    }
    expect(prize.granted).toBeLessThanOrEqual(prize.stock!);
    expect(now.spinCount).toBe(8);
  });
});
