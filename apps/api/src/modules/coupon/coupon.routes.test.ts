import { errorBodySchema } from "@shop/contracts/common";
import {
  couponAppliesToResponseSchema,
  couponIssuedSchema,
  couponsIssuedSchema,
  downloadCouponListSchema,
  itemCouponListSchema,
  myCouponListSchema,
  myShippingCouponsSchema,
} from "@shop/contracts/coupon";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, couponUsers } from "../../db/schema/coupon.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem, createSeller, createSellerBrand } from "../../db/seed/catalog.factory.js";
import { createCoupon, randomCouponCode } from "../../db/seed/coupon.factory.js";
import { bearer, loginToken, signedPost } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import {
  COUPON_ALREADY_ISSUED_MESSAGE,
  COUPON_CODE_NOT_FOUND_MESSAGE,
  COUPON_ISSUE_ENDED_MESSAGE,
  COUPON_NOT_DOWNLOADABLE_MESSAGE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_NOT_STARTED_MESSAGE,
  COUPON_SOLD_OUT_MESSAGE,
  MY_COUPON_NOT_FOUND_MESSAGE,
  NO_COUPON_TO_DOWNLOAD_MESSAGE,
} from "./coupon.service.js";

// The download corner, downloading (refusals, the issue limit under concurrency, validity of a copy), codes, a
// member's coupons, what a coupon applies to, and an item page's coupons.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function member() {
  const created = await createMember(t.db);
  return { userId: created.user.id, token: await loginToken(t.app, created.user.loginId, created.password) };
}

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const download = (token: string | null, couponId: number) => call("POST", "/api/coupon/download", token, { couponId });

async function downloadCorner(token: string | null) {
  const res = await call("GET", "/api/coupon/download-coupons?size=100", token);
  expect(res.statusCode, res.body).toBe(200);
  return downloadCouponListSchema.parse(res.json());
}

async function myCoupons(token: string, query = "") {
  const res = await call("GET", `/api/coupon${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return myCouponListSchema.parse(res.json());
}

describe("the download corner", () => {
  it("lists the coupons open now, and marks the ones a member holds", async () => {
    const open = await createCoupon(t.db, { issueLimit: 10, discountType: "rate", rate: 10, maxDiscount: 5_000 });
    const hidden = await createCoupon(t.db, { downloadable: false });
    const ended = await createCoupon(t.db, { validUntil: new Date(Date.now() - DAY_MS) });
    const future = await createCoupon(t.db, { validFrom: new Date(Date.now() + DAY_MS) });
    const withdrawn = await createCoupon(t.db, { active: false });

    const anonymous = await downloadCorner(null);
    const ids = anonymous.list.map((coupon) => coupon.couponId);
    expect(ids).toContain(open.id);
    for (const closed of [hidden, ended, future, withdrawn]) expect(ids).not.toContain(closed.id);
    expect(anonymous.list.every((coupon) => !coupon.downloaded)).toBe(true);
    expect(anonymous.list.find((coupon) => coupon.couponId === open.id)).toMatchObject({
      couponName: open.name,
      couponType: "item",
      discountType: "rate",
      discountRate: 10,
      discountAmount: 0,
      benefit: "10% 할인 (최대 5,000원)",
      remaining: 10,
      soldOut: false,
      appliesTo: { scope: "all", label: "전체 상품" },
    });

    const { token } = await member();
    expect((await download(token, open.id)).statusCode).toBe(200);
    const mine = await downloadCorner(token);
    expect(mine.list.find((coupon) => coupon.couponId === open.id)).toMatchObject({ downloaded: true, remaining: 9 });
    // A guest token marks nothing.
    const guest = (await signedPost(t.app, "/api/auth/guest-token", {})).json().token as string;
    expect((await downloadCorner(guest)).list.every((coupon) => !coupon.downloaded)).toBe(true);
  });

  it("filters by coupon type", async () => {
    const shipping = await createCoupon(t.db, { kind: "shipping", discountType: "rate", rate: 100 });
    const res = await call("GET", "/api/coupon/download-coupons?couponType=shipping&size=100", null);
    const list = downloadCouponListSchema.parse(res.json()).list;
    expect(list.every((coupon) => coupon.couponType === "shipping")).toBe(true);
    expect(list.find((coupon) => coupon.couponId === shipping.id)?.benefit).toBe("무료배송");
  });
});

describe("downloading a coupon", () => {
  it("issues a copy valid for validDays from now, never past the coupon's end", async () => {
    const { token } = await member();
    const short = await createCoupon(t.db, { validDays: 3, minOrderAmount: 30_000 });
    const before = Date.now();
    const res = await download(token, short.id);
    expect(res.statusCode, res.body).toBe(200);
    const issued = couponIssuedSchema.parse(res.json());
    expect(issued.message).toBe("쿠폰이 발급되었습니다.");
    expect(issued.coupon).toMatchObject({
      couponId: short.id,
      status: "active",
      active: true,
      usedAt: null,
      condition: "30,000원 이상 구매 시",
    });
    const validUntil = Date.parse(issued.coupon.validUntil);
    expect(validUntil).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);

    const ending = await createCoupon(t.db, { validDays: 30, validUntil: new Date(Date.now() + 2 * DAY_MS) });
    const capped = couponIssuedSchema.parse((await download(token, ending.id)).json());
    expect(capped.coupon.validUntil).toBe(ending.validUntil.toISOString());
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, ending.id));
    expect(row!.issuedCount).toBe(1);
  });

  const refusals: {
    name: string;
    coupon: () => Promise<number>;
    status: number;
    message: string;
  }[] = [
    {
      name: "a coupon already downloaded",
      coupon: async () => {
        const coupon = await createCoupon(t.db);
        return coupon.id;
      },
      status: 409,
      message: COUPON_ALREADY_ISSUED_MESSAGE,
    },
    {
      name: "a coupon whose issue limit is reached",
      coupon: async () => (await createCoupon(t.db, { issueLimit: 3, issuedCount: 3 })).id,
      status: 409,
      message: COUPON_SOLD_OUT_MESSAGE,
    },
    {
      name: "a coupon past its period",
      coupon: async () =>
        (
          await createCoupon(t.db, {
            validFrom: new Date(Date.now() - 9 * DAY_MS),
            validUntil: new Date(Date.now() - DAY_MS),
          })
        ).id,
      status: 400,
      message: COUPON_ISSUE_ENDED_MESSAGE,
    },
    {
      name: "a coupon not open yet",
      coupon: async () => (await createCoupon(t.db, { validFrom: new Date(Date.now() + DAY_MS) })).id,
      status: 400,
      message: COUPON_NOT_STARTED_MESSAGE,
    },
    {
      name: "a coupon not in the download corner",
      coupon: async () => (await createCoupon(t.db, { downloadable: false, exchangeCode: randomCouponCode() })).id,
      status: 400,
      message: COUPON_NOT_DOWNLOADABLE_MESSAGE,
    },
    {
      name: "a withdrawn coupon",
      coupon: async () => (await createCoupon(t.db, { active: false })).id,
      status: 404,
      message: COUPON_NOT_FOUND_MESSAGE,
    },
    { name: "an unknown coupon", coupon: async () => 2_000_000_000, status: 404, message: COUPON_NOT_FOUND_MESSAGE },
  ];

  it.each(refusals)("refuses $name: $status $message", async ({ name, coupon, status, message }) => {
    const { userId, token } = await member();
    const couponId = await coupon();
    if (name === "a coupon already downloaded") expect((await download(token, couponId)).statusCode).toBe(200);
    const res = await download(token, couponId);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorBodySchema.parse(res.json()).message).toBe(message);
    const [held] = await t.db
      .select({ n: count() })
      .from(couponUsers)
      .where(and(eq(couponUsers.userId, userId), eq(couponUsers.couponId, couponId)));
    expect(held!.n).toBe(name === "a coupon already downloaded" ? 1 : 0);
  });

  it("refuses anonymous shoppers and bad bodies", async () => {
    const coupon = await createCoupon(t.db);
    expect((await download(null, coupon.id)).statusCode).toBe(401);
    const { token } = await member();
    for (const body of [{}, { couponId: "1" }, { couponId: 0 }]) {
      const res = await call("POST", "/api/coupon/download", token, body);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
    }
  });

  it("20 members at once for a coupon limited to 5: exactly 5 issued, 15 told it is sold out", async () => {
    const limited = await createCoupon(t.db, { issueLimit: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(members.map(({ token }) => download(token, limited.id)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().message).toBe(COUPON_SOLD_OUT_MESSAGE);
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, limited.id));
    expect(row!.issuedCount).toBe(5);
    const [copies] = await t.db.select({ n: count() }).from(couponUsers).where(eq(couponUsers.couponId, limited.id));
    expect(copies!.n).toBe(5);
  });

  it("one member's two tabs at once get one copy", async () => {
    const coupon = await createCoupon(t.db, { issueLimit: 10 });
    const { token } = await member();
    const answers = await Promise.all([download(token, coupon.id), download(token, coupon.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.issuedCount).toBe(1);
  });
});

describe("downloading every coupon", () => {
  it("issues what the member can still get, then nothing", async () => {
    const a = await createCoupon(t.db);
    const b = await createCoupon(t.db, { kind: "shipping", amount: 2_000 });
    const soldOut = await createCoupon(t.db, { issueLimit: 1, issuedCount: 1 });
    const { token } = await member();
    expect((await download(token, a.id)).statusCode).toBe(200);

    const first = couponsIssuedSchema.parse((await call("POST", "/api/coupon/download-all-coupons", token)).json());
    const ids = first.list.map((coupon) => coupon.couponId);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(soldOut.id);
    expect(first.issuedCount).toBe(first.list.length);
    expect(first.message).toBe(`쿠폰 ${first.issuedCount}장이 발급되었습니다.`);

    const again = couponsIssuedSchema.parse((await call("POST", "/api/coupon/download-all-coupons", token)).json());
    expect(again).toEqual({ message: NO_COUPON_TO_DOWNLOAD_MESSAGE, issuedCount: 0, list: [] });
    expect((await call("POST", "/api/coupon/download-all-coupons", null)).statusCode).toBe(401);
  });
});

describe("coupon codes", () => {
  it("exchanges a paper code (any case) once, and refuses unknown and malformed codes", async () => {
    const code = randomCouponCode("P");
    const paper = await createCoupon(t.db, { downloadable: false, exchangeCode: code, amount: 10_000 });
    const { token } = await member();
    const exchange = (value: string) =>
      call("GET", `/api/coupon/exchange-offline-coupon?code=${encodeURIComponent(value)}`, token);

    const res = await exchange(` ${code.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(couponIssuedSchema.parse(res.json()).coupon).toMatchObject({ couponId: paper.id, benefit: "10,000원 할인" });
    const twice = await exchange(code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COUPON_ALREADY_ISSUED_MESSAGE);

    const unknown = await exchange("NO-SUCH-CODE-1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COUPON_CODE_NOT_FOUND_MESSAGE);
    for (const bad of ["", "쿠폰", "a".repeat(41), "A B"]) {
      const refused = await exchange(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    expect((await call("GET", `/api/coupon/exchange-offline-coupon?code=${code}`, null)).statusCode).toBe(401);
  });

  it("locks a member out of trying codes after 10 wrong ones in 10 minutes, without locking anyone else", async () => {
    const code = randomCouponCode("P");
    await createCoupon(t.db, { downloadable: false, exchangeCode: code });
    const guesser = await member();
    const other = await member();
    const tryCode = (who: { token: string }, value: string, remoteAddress = "203.0.113.50") =>
      t.app.inject({
        method: "GET",
        url: `/api/coupon/exchange-offline-coupon?code=${encodeURIComponent(value)}`,
        headers: bearer(who.token),
        remoteAddress,
      });

    // Wrong codes by link and on paper count together.
    for (let i = 0; i < 5; i += 1) expect((await tryCode(guesser, `GUESS-${i}`)).statusCode).toBe(404);
    for (let i = 5; i < 10; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/coupon/download-coupon-link",
        headers: bearer(guesser.token),
        payload: { code: `GUESS-${i}` },
        remoteAddress: "203.0.113.50",
      });
      expect(res.statusCode).toBe(404);
    }
    // The 11th try is refused before the code is looked at, even the right code, from any address.
    for (const [value, address] of [
      ["GUESS-10", "203.0.113.50"],
      [code, "198.51.100.7"],
    ] as const) {
      const refused = await tryCode(guesser, value, address);
      expect(refused.statusCode, value).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^[0-9]+$/);
      expect(errorBodySchema.parse(refused.json())).toMatchObject({
        code: "COUPON_CODE_THROTTLED",
        message: expect.stringMatching(/^쿠폰 번호 입력 횟수를 초과했습니다\. (10|9)분 후 다시 시도해 주세요\.$/),
      });
    }
    // Another member at the same address still exchanges the code.
    const res = await tryCode(other, code);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("gives the coupon of a link code, within its period", async () => {
    const code = randomCouponCode("L");
    const link = await createCoupon(t.db, { downloadable: false, exchangeCode: code, validDays: 7 });
    const { token } = await member();
    const res = await call("POST", "/api/coupon/download-coupon-link", token, { code });
    expect(res.statusCode, res.body).toBe(200);
    expect(couponIssuedSchema.parse(res.json()).coupon.couponId).toBe(link.id);

    const endedCode = randomCouponCode("L");
    await createCoupon(t.db, {
      downloadable: false,
      exchangeCode: endedCode,
      validFrom: new Date(Date.now() - 9 * DAY_MS),
      validUntil: new Date(Date.now() - DAY_MS),
    });
    const ended = await call("POST", "/api/coupon/download-coupon-link", token, { code: endedCode });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toBe(COUPON_ISSUE_ENDED_MESSAGE);
  });
});

describe("my coupons", () => {
  it("splits active from used and expired, with the tabs' counts and shipping coupons apart", async () => {
    const { userId, token } = await member();
    const [item, shipping, used, expiring] = [
      await createCoupon(t.db),
      await createCoupon(t.db, { kind: "shipping", discountType: "rate", rate: 100 }),
      await createCoupon(t.db),
      await createCoupon(t.db, { validDays: 1 }),
    ];
    for (const coupon of [item, shipping, used, expiring])
      expect((await download(token, coupon.id)).statusCode).toBe(200);
    const copyOf = async (couponId: number) =>
      (await myCoupons(token, "?size=100")).list.find((coupon) => coupon.couponId === couponId)!.couponUserId;
    const usedCopy = await copyOf(used.id);
    const expiringCopy = await copyOf(expiring.id);
    await t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, [usedCopy], 77_000_001, new Date()));
    await t.db
      .update(couponUsers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(couponUsers.id, expiringCopy));

    const active = await myCoupons(token);
    expect(active.list.map((coupon) => coupon.couponId).sort()).toEqual([item.id, shipping.id].sort());
    expect(active.counts).toEqual({ active: 2, inactive: 2 });
    expect(active.pagination).toMatchObject({ totalCount: 2 });
    const inactive = await myCoupons(token, "?status=inactive");
    expect(Object.fromEntries(inactive.list.map((coupon) => [coupon.couponId, coupon.status]))).toEqual({
      [used.id]: "used",
      [expiring.id]: "expired",
    });
    expect(inactive.list.every((coupon) => !coupon.active)).toBe(true);
    expect((await myCoupons(token, "?couponType=shipping")).list.map((coupon) => coupon.couponId)).toEqual([
      shipping.id,
    ]);

    const shippingList = myShippingCouponsSchema.parse(
      (await call("GET", "/api/coupon/shipping-coupons", token)).json(),
    );
    expect(shippingList.list.map((coupon) => coupon.couponId)).toEqual([shipping.id]);
    expect(await t.app.services.coupons.countUsable(userId)).toEqual({ item: 1, shipping: 1 });

    expect((await call("GET", "/api/coupon", null)).statusCode).toBe(401);
    expect((await call("GET", "/api/coupon?status=deleted", token)).statusCode).toBe(400);
  });
});

describe("what a coupon applies to", () => {
  it("names the item, the seller or every item, and is only the holder's", async () => {
    const seller = await createSeller(t.db, { name: "쿠폰상회" });
    const brand = await createSellerBrand(t.db, { sellerId: seller.id });
    const item = await createItem(t.db, { sellerId: seller.id, brandId: brand.id });
    const forItem = await createCoupon(t.db, { itemId: item.id });
    const forSeller = await createCoupon(t.db, { sellerId: seller.id });
    const forAll = await createCoupon(t.db);
    const { token } = await member();
    for (const coupon of [forItem, forSeller, forAll]) expect((await download(token, coupon.id)).statusCode).toBe(200);

    const appliesTo = async (couponId: number, caller = token) => {
      const res = await call("GET", `/api/coupon/applies-to/${couponId}/coupon-user`, caller);
      return { res, body: res.statusCode === 200 ? couponAppliesToResponseSchema.parse(res.json()) : null };
    };
    const itemAnswer = (await appliesTo(forItem.id)).body!;
    expect(itemAnswer.coupon.appliesTo).toMatchObject({
      scope: "item",
      itemId: item.id,
      itemUserCode: item.itemUserCode,
      label: `${item.name} 전용`,
    });
    expect(itemAnswer.items.map((card) => card.itemId)).toEqual([item.id]);
    expect((await appliesTo(forSeller.id)).body!.coupon.appliesTo).toMatchObject({
      scope: "seller",
      sellerId: seller.id,
      sellerName: "쿠폰상회",
      label: "쿠폰상회 상품 전용",
    });
    expect((await appliesTo(forAll.id)).body).toMatchObject({
      coupon: { appliesTo: { scope: "all", label: "전체 상품" } },
      items: [],
    });

    // Another member holds no copy of it: 404, as for a coupon nobody holds.
    const other = await member();
    const theirs = await appliesTo(forItem.id, other.token);
    expect(theirs.res.statusCode).toBe(404);
    expect(theirs.res.json().message).toBe(MY_COUPON_NOT_FOUND_MESSAGE);
    expect((await appliesTo(2_000_000_000)).res.statusCode).toBe(404);
    expect((await call("GET", `/api/coupon/applies-to/${forItem.id}/coupon-user`, null)).statusCode).toBe(401);
  });
});

describe("an item page's coupons", () => {
  it("lists every item's, the seller's and the item's own item coupons, and downloads them all", async () => {
    const seller = await createSeller(t.db);
    const brand = await createSellerBrand(t.db, { sellerId: seller.id });
    const item = await createItem(t.db, { sellerId: seller.id, brandId: brand.id });
    const otherItem = await createItem(t.db);
    const forAll = await createCoupon(t.db);
    const forSeller = await createCoupon(t.db, { sellerId: seller.id });
    const forItem = await createCoupon(t.db, { itemId: item.id });
    const forOtherSeller = await createCoupon(t.db, { sellerId: otherItem.sellerId });
    const forOtherItem = await createCoupon(t.db, { itemId: otherItem.id });
    const shipping = await createCoupon(t.db, { kind: "shipping" });

    const list = async (token: string | null) => {
      const res = await call("GET", `/api/item/${item.itemUserCode}/coupons`, token);
      expect(res.statusCode, res.body).toBe(200);
      return itemCouponListSchema.parse(res.json());
    };
    const anonymous = await list(null);
    const ids = anonymous.list.map((coupon) => coupon.couponId);
    for (const shown of [forAll, forSeller, forItem]) expect(ids).toContain(shown.id);
    for (const other of [forOtherSeller, forOtherItem, shipping]) expect(ids).not.toContain(other.id);
    expect(anonymous.list.every((coupon) => coupon.couponType === "item" && !coupon.downloaded)).toBe(true);
    expect(anonymous.downloadableCount).toBe(anonymous.list.filter((coupon) => !coupon.soldOut).length);

    const { token } = await member();
    const all = await call("POST", "/api/item/download-all-coupons", token, { itemId: item.id });
    expect(all.statusCode, all.body).toBe(200);
    const issued = couponsIssuedSchema.parse(all.json());
    expect(issued.list.map((coupon) => coupon.couponId)).toEqual(
      expect.arrayContaining([forAll.id, forSeller.id, forItem.id]),
    );
    expect(issued.list.map((coupon) => coupon.couponId)).not.toContain(forOtherItem.id);
    const after = await list(token);
    expect(after.downloadableCount).toBe(0);
    expect(after.list.filter((coupon) => !coupon.soldOut).every((coupon) => coupon.downloaded)).toBe(true);

    expect((await call("GET", "/api/item/NO-SUCH-ITEM/coupons", null)).statusCode).toBe(404);
    expect((await call("POST", "/api/item/download-all-coupons", token, { itemId: 2_000_000_000 })).statusCode).toBe(
      404,
    );
    expect((await call("POST", "/api/item/download-all-coupons", null, { itemId: item.id })).statusCode).toBe(401);
  });
});
