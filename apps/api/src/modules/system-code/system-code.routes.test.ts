import { createHash, randomBytes } from "node:crypto";
import { REFUND_BANKS } from "@shop/contracts/order-cancel";
import {
  accountNumbersSchema,
  bankInfoSchema,
  cartInfoSchema,
  commonCodeSchema,
  meatCutChartListSchema,
  meatCutListSchema,
  policyInfoSchema,
  SYSTEM_CODE_MESSAGES,
} from "@shop/contracts/system-code";
import { ISLAND_SURCHARGES } from "@shop/core/checkout/island-surcharge";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { bearer } from "../../test/auth-client.js";
import { IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The code tables of decision 052 through the real routes and the demo-seeded database: the common answers, the
// meat cuts and their charts, the operators' writes (401/403, Korean 400s, audit, retries), the chart addresses.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  [admin, cs, seller] = await Promise.all([
    signedInStaff(t, { role: "ROLE_ADMIN" }),
    signedInStaff(t, { role: "ROLE_CS" }),
    signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 }),
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
async function ok(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function refused(url: string, status: number, message: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}

describe("GET /api/common/bank-info", () => {
  it("answers core's bank table, and the refund list the cancel form validates against", async () => {
    const all = bankInfoSchema.parse(await ok("/api/common/bank-info"));
    expect(all.list[0]).toEqual({ code: "011", name: "NH농협은행", virtualAccount: true, refund: true });
    const refund = bankInfoSchema.parse(await ok("/api/common/bank-info?use=refund"));
    expect(refund.list.map(({ code, name }) => ({ code, name }))).toEqual(REFUND_BANKS);
    const vbank = bankInfoSchema.parse(await ok("/api/common/bank-info?use=virtualAccount"));
    expect(vbank.list.every((bank) => bank.virtualAccount)).toBe(true);
    await refused("/api/common/bank-info?use=cash", 400, SYSTEM_CODE_MESSAGES.bankUse);
  });
});

describe("GET /api/common/account-numbers", () => {
  it("lists the cooperative's deposit accounts with their banks' names", async () => {
    const { list } = accountNumbersSchema.parse(await ok("/api/common/account-numbers"));
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ bankCode: "011", bankName: "NH농협은행", holder: "농협축산유통(주)" });
  });
});

describe("GET /api/common/policy-info", () => {
  it("answers each policy's version in effect and the announced revision", async () => {
    const version = `v${randomBytes(3).toString("hex")}`;
    const later = formatKoreaDate(new Date(Date.now() + 30 * 86_400_000));
    const body = { title: "마케팅 정보 수신 동의", content: "개정안", version, effectiveDate: later };
    const { policy } = await okCall(t, admin, "POST", "/api/admin/policies/marketing", body);
    const { list } = policyInfoSchema.parse(await ok("/api/common/policy-info"));
    expect(list.map((entry) => entry.type)).toEqual(["clause", "protect", "policy-info", "marketing"]);
    expect(list[0]).toMatchObject({ label: "이용약관" });
    for (const entry of list) expect(entry.current!.effectiveDate <= formatKoreaDate(new Date())).toBe(true);
    const marketing = list.find((entry) => entry.type === "marketing");
    expect(marketing?.upcoming).toEqual({ id: policy.id, version, effectiveDate: later });
    expect(marketing?.current?.id).not.toBe(policy.id);
  });
});

describe("GET /api/common/cart-info", () => {
  it("answers every seller's shipping terms with the island surcharges and the operator's notes", async () => {
    const info = cartInfoSchema.parse(await ok("/api/common/cart-info"));
    expect(info.sellers.length).toBeGreaterThan(1);
    expect(info.islandSurcharges).toEqual(ISLAND_SURCHARGES);
    expect(info.maxQuantityPerLine).toBe(999);
    expect(info.notices.length).toBeGreaterThan(0);
    for (const seller of info.sellers) {
      expect(seller.shippingDateText).toMatch(/출고/);
      expect(seller.dispatchCutoffHour).toBeGreaterThanOrEqual(0);
    }
  });

  it("answers the sellers asked for, in that order, and refuses unknown or malformed ones", async () => {
    const all = cartInfoSchema.parse(await ok("/api/common/cart-info")).sellers;
    const [first, second] = [all[0]!, all[1]!];
    const some = cartInfoSchema.parse(
      await ok(`/api/common/cart-info?sellerId=${second.sellerId}&sellerId=${first.sellerId}`),
    );
    expect(some.sellers.map((entry) => entry.sellerId)).toEqual([second.sellerId, first.sellerId]);
    const one = cartInfoSchema.parse(await ok(`/api/common/cart-info?sellerId=${first.sellerId}`));
    expect(one.sellers).toEqual([first]);
    expect((await get("/api/common/cart-info?sellerId=99999999")).statusCode).toBe(404);
    await refused("/api/common/cart-info?sellerId=abc", 400, SYSTEM_CODE_MESSAGES.sellerId);
  });
});

describe("GET /api/common/common-code", () => {
  it("answers one group or every group, in the operator's order", async () => {
    const one = commonCodeSchema.parse(await ok("/api/common/common-code?group=CANCEL_REASON"));
    expect(one.list).toHaveLength(1);
    expect(one.list[0]?.codes[0]).toEqual({ code: "change_of_mind", name: "단순 변심" });
    const all = commonCodeSchema.parse(await ok("/api/common/common-code"));
    expect(all.list.map((group) => group.group)).toEqual(
      expect.arrayContaining(["CANCEL_REASON", "CART_NOTICE", "DELIVERY_REQUEST", "INQUIRY_TYPE"]),
    );
    await refused("/api/common/common-code?group=NO_SUCH_GROUP", 404, SYSTEM_CODE_MESSAGES.groupNotFound);
    await refused("/api/common/common-code?group=bad-group", 400, SYSTEM_CODE_MESSAGES.group);
  });
});

describe("GET /api/system-code/meat-cut and /system-code-image", () => {
  it("lists the cuts of each kind in the catalog's order, each with its drawn chart", async () => {
    const { list } = meatCutListSchema.parse(await ok("/api/system-code/meat-cut"));
    expect(list.map((kind) => kind.livestock)).toEqual(["hanwoo", "handon", "poultry"]);
    const hanwoo = list[0]!;
    expect(hanwoo.livestockName).toBe("한우");
    expect(hanwoo.cuts.map((cut) => cut.name)).toEqual(
      expect.arrayContaining(["등심", "안심", "채끝", "목심", "앞다리", "우둔", "설도", "양지", "사태", "갈비"]),
    );
    expect(hanwoo.chart).toMatchObject({ contentType: "image/svg+xml", livestockName: "한우" });
    const handon = meatCutListSchema.parse(await ok("/api/system-code/meat-cut?livestock=handon")).list;
    expect(handon).toHaveLength(1);
    expect(handon[0]?.cuts.map((cut) => cut.name)).toEqual(expect.arrayContaining(["삼겹살", "목살", "항정살"]));
    await refused("/api/system-code/meat-cut?livestock=fresh", 404, SYSTEM_CODE_MESSAGES.livestockNotFound);
    await refused("/api/system-code/meat-cut?livestock=한우", 400, SYSTEM_CODE_MESSAGES.livestock);

    const charts = meatCutChartListSchema.parse(await ok("/api/system-code/system-code-image")).list;
    expect(charts.map((chart) => chart.livestock)).toEqual(["hanwoo", "handon", "poultry"]);
    const picture = await get(charts[0]!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(picture.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(picture.headers["cache-control"]).toContain("immutable");
    expect(picture.body).toContain("한우 부위 안내도");
    const again = await t.app.inject({
      method: "GET",
      url: charts[0]!.url,
      headers: { "if-none-match": String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await get(charts[0]!.url.replace(/\.svg$/, ".png"))).statusCode).toBe(404);
    await refused("/api/system-code/system-code-image?livestock=fresh", 404, SYSTEM_CODE_MESSAGES.livestockNotFound);
  });
});

describe("POST /api/admin/system-code/meat-cut", () => {
  const cutNamed = async (livestock: string, name: string) => {
    const { list } = meatCutListSchema.parse(await ok(`/api/system-code/meat-cut?livestock=${livestock}`));
    const cut = list[0]?.cuts.find((entry) => entry.name === name);
    if (!cut) throw new Error(`no ${name} of ${livestock}`);
    return cut;
  };

  it("needs an operator (content.write): 401 without a session, 403 for customer service and sellers", async () => {
    const cut = await cutNamed("hanwoo", "양지");
    const payload = { id: cut.id, name: "양지", description: "설명", sortOrder: 1 };
    await expectContentGuard(t, [cs, seller], [{ method: "POST", url: "/api/admin/system-code/meat-cut", payload }]);
  });

  it("saves a cut's name, description and order, shows it at once, and audits it once however often sent", async () => {
    const cut = await cutNamed("hanwoo", "채끝");
    const payload = {
      id: cut.id,
      name: "채끝등심",
      description: "  스테이크용으로 가장 인기 있는 부위입니다.  ",
      sortOrder: 5,
    };
    const saved = await okCall(t, admin, "POST", "/api/admin/system-code/meat-cut", payload);
    expect(saved.cut).toMatchObject({ id: cut.id, code: cut.code, name: "채끝등심", sortOrder: 5 });
    expect(saved.cut.description).toBe("스테이크용으로 가장 인기 있는 부위입니다.");
    await okCall(t, admin, "POST", "/api/admin/system-code/meat-cut", payload);
    const shown = meatCutListSchema.parse(await ok("/api/system-code/meat-cut?livestock=hanwoo")).list[0]!;
    expect(shown.cuts[0]).toMatchObject({ id: cut.id, name: "채끝등심" });
    const entries = await auditEntriesOf(t, admin, "meat-cut", cut.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "meat-cut.update",
      before: { name: "채끝", sortOrder: cut.sortOrder },
      after: { name: "채끝등심", sortOrder: 5 },
    });
  });

  it.each([
    ["an empty name", { name: "  " }, SYSTEM_CODE_MESSAGES.cutName],
    ["a long name", { name: "가".repeat(21) }, SYSTEM_CODE_MESSAGES.cutName],
    ["a long description", { description: "가".repeat(301) }, SYSTEM_CODE_MESSAGES.cutDescription],
    ["an order out of range", { sortOrder: 1000 }, SYSTEM_CODE_MESSAGES.cutSortOrder],
    ["an order that is no number", { sortOrder: "첫째" }, SYSTEM_CODE_MESSAGES.cutSortOrder],
    ["no id", { id: undefined }, SYSTEM_CODE_MESSAGES.cutId],
  ])("refuses %s in Korean (400)", async (_name, change, message) => {
    const cut = await cutNamed("handon", "삼겹살");
    const payload = { id: cut.id, name: "삼겹살", description: "", sortOrder: 10, ...change };
    const res = await staffCall(t, admin, "POST", "/api/admin/system-code/meat-cut", payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 in Korean for a cut that is not there", async () => {
    const res = await staffCall(t, admin, "POST", "/api/admin/system-code/meat-cut", {
      id: 2_000_000_000,
      name: "등심",
      description: "",
      sortOrder: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SYSTEM_CODE_MESSAGES.cutNotFound);
  });
});

describe("POST /api/admin/system-code/system-code-image", () => {
  function upload(fields: Record<string, string>, data: Buffer | null, staff: SignedInStaff | null = admin) {
    const { payload, headers } = multipartPayload(
      fields,
      data ? [{ field: "file", filename: "chart.jpg", contentType: "image/jpeg", data }] : [],
    );
    return t.app.inject({
      method: "POST",
      url: "/api/admin/system-code/system-code-image",
      payload,
      headers: { ...headers, ...(staff ? staffBearer(staff) : {}) },
    });
  }

  it("needs an operator: 401 without a session, 403 for customer service and sellers", async () => {
    expect((await upload({ livestock: "handon", alt: "한돈" }, IMAGE_SAMPLES.jpeg, null)).statusCode).toBe(401);
    for (const staff of [cs, seller]) {
      const res = await upload({ livestock: "handon", alt: "한돈" }, IMAGE_SAMPLES.jpeg, staff);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
  });

  it("replaces a kind's chart with the uploaded picture, served at its new address, audited once", async () => {
    const before = meatCutChartListSchema.parse(await ok("/api/system-code/system-code-image?livestock=poultry"));
    const res = await upload({ livestock: "poultry", alt: "닭 부위 안내 사진" }, IMAGE_SAMPLES.webp);
    expect(res.statusCode, res.body).toBe(200);
    const { chart } = res.json();
    const sha256 = createHash("sha256").update(IMAGE_SAMPLES.webp).digest("hex");
    expect(chart).toMatchObject({ livestock: "poultry", contentType: "image/webp", alt: "닭 부위 안내 사진" });
    expect(chart.url).toBe(`/images/meat-cut-charts/poultry-${sha256}.webp`);
    const picture = await get(chart.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(IMAGE_SAMPLES.webp)).toBe(true);
    expect((await get(before.list[0]!.url)).statusCode).toBe(404);
    const cuts = meatCutListSchema.parse(await ok("/api/system-code/meat-cut?livestock=poultry")).list[0]!;
    expect(cuts.chart?.url).toBe(chart.url);

    expect((await upload({ livestock: "poultry", alt: "닭 부위 안내 사진" }, IMAGE_SAMPLES.webp)).statusCode).toBe(200);
    const entries = await auditEntriesOf(t, admin, "meat-cut-chart", "poultry");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "meat-cut-chart.upload",
      before: { contentType: "image/svg+xml" },
      after: { contentType: "image/webp", sha256 },
    });
  });

  it.each([
    ["a GIF", { livestock: "hanwoo", alt: "한우" }, IMAGE_SAMPLES.gif, SYSTEM_CODE_MESSAGES.chartType],
    [
      "an SVG",
      { livestock: "hanwoo", alt: "한우" },
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      SYSTEM_CODE_MESSAGES.chartType,
    ],
    ["no file", { livestock: "hanwoo", alt: "한우" }, null, SYSTEM_CODE_MESSAGES.chartMissing],
    ["no alt text", { livestock: "hanwoo" }, IMAGE_SAMPLES.jpeg, SYSTEM_CODE_MESSAGES.chartAlt],
    ["an unknown kind", { livestock: "dragon", alt: "용" }, IMAGE_SAMPLES.jpeg, SYSTEM_CODE_MESSAGES.livestock],
    ["a malformed kind", { livestock: "한우", alt: "한우" }, IMAGE_SAMPLES.jpeg, SYSTEM_CODE_MESSAGES.livestock],
  ])("refuses %s in Korean (400)", async (_name, fields, data, message) => {
    const res = await upload(fields, data);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a picture over 5 MB in Korean", async () => {
    const big = Buffer.concat([IMAGE_SAMPLES.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload({ livestock: "hanwoo", alt: "한우" }, big);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toBe(SYSTEM_CODE_MESSAGES.chartTooLarge);
  });
});

describe("SPEC's paths: POST /api/system-code/meat-cut and /system-code-image", () => {
  const cutOf = async (livestock: string, name: string) => {
    const { list } = meatCutListSchema.parse(await ok(`/api/system-code/meat-cut?livestock=${livestock}`));
    const cut = list[0]?.cuts.find((entry) => entry.name === name);
    if (!cut) throw new Error(`no ${name} of ${livestock}`);
    return cut;
  };
  async function memberToken() {
    const { user } = await createMember(t.db);
    const issued = await t.app.services.sessions.issueToken(t.db, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    return issued.token;
  }
  function uploadAt(url: string, headers: Record<string, string>, alt = "한돈 부위 사진") {
    const form = multipartPayload({ livestock: "handon", alt }, [
      { field: "file", filename: "chart.jpg", contentType: "image/jpeg", data: IMAGE_SAMPLES.jpeg },
    ]);
    return t.app.inject({ method: "POST", url, payload: form.payload, headers: { ...form.headers, ...headers } });
  }

  it("are the same staff write as the /api/admin paths: saved, shown at once, audited once for both", async () => {
    const cut = await cutOf("handon", "항정살");
    const payload = { id: cut.id, name: "항정살(돈항정)", description: "쫄깃한 목덜미 살입니다.", sortOrder: 30 };
    const saved = await okCall(t, admin, "POST", "/api/system-code/meat-cut", payload);
    expect(saved.cut).toMatchObject({ id: cut.id, name: "항정살(돈항정)", sortOrder: 30 });
    await okCall(t, admin, "POST", "/api/system-code/meat-cut", payload);
    await okCall(t, admin, "POST", "/api/admin/system-code/meat-cut", payload);
    expect((await cutOf("handon", "항정살(돈항정)")).description).toBe("쫄깃한 목덜미 살입니다.");
    const entries = await auditEntriesOf(t, admin, "meat-cut", cut.id);
    expect(entries.map((entry) => entry.action)).toEqual(["meat-cut.update"]);

    const res = await uploadAt("/api/system-code/system-code-image", staffBearer(admin));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chart).toMatchObject({ livestock: "handon", contentType: "image/jpeg" });
    expect((await uploadAt("/api/admin/system-code/system-code-image", staffBearer(admin))).statusCode).toBe(200);
    const charts = await auditEntriesOf(t, admin, "meat-cut-chart", "handon");
    expect(charts.map((entry) => entry.action)).toEqual(["meat-cut-chart.upload"]);
  });

  it("refuse sellers' staff and customer service (403), members and guests (401), as the /api/admin paths do", async () => {
    const cut = await cutOf("hanwoo", "사태");
    const payload = { id: cut.id, name: "사태", description: "", sortOrder: 1 };
    await expectContentGuard(t, [cs, seller], [{ method: "POST", url: "/api/system-code/meat-cut", payload }]);
    const member = bearer(await memberToken());
    for (const url of ["/api/system-code/meat-cut", "/api/admin/system-code/meat-cut"]) {
      const res = await t.app.inject({ method: "POST", url, payload, headers: member });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: "UNAUTHORIZED", message: "관리자 로그인이 필요합니다." });
    }
    for (const url of ["/api/system-code/system-code-image", "/api/admin/system-code/system-code-image"]) {
      const guest = await uploadAt(url, {});
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json().message).toBe("관리자 로그인이 필요합니다.");
      expect((await uploadAt(url, member)).statusCode, url).toBe(401);
      const refused = await uploadAt(url, staffBearer(seller));
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe("이 메뉴를 사용할 권한이 없습니다.");
    }
    expect((await cutOf("hanwoo", "사태")).sortOrder).toBe(cut.sortOrder);
  });

  it("read no staff token on the other /api/system-code routes: a GET stays the shop's public answer", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/system-code/meat-cut?livestock=hanwoo",
      headers: { authorization: "Bearer not-a-real-token-but-long-enough" },
    });
    expect(res.statusCode).toBe(200);
  });
});
