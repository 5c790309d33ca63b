import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderShipments, orders } from "../../db/schema/order.js";
import { staffAuditLog } from "../../db/schema/staff.js";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { multipartPayload } from "../../test/multipart.js";
import { paidOrder, shopOrigin, TEST_ORDERER } from "../../test/orders.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's orders (issue 14 item 3) through the real routes: an order with boxes of two sellers, bought and
// paid through the sandbox, listed, read and moved by operators, customer service and each seller's staff.

let t: TestApp;
const SELLER = 10_000_001;
const catalog = demoCatalog();
const mine = catalog.displayed.find((item) => item.sellerId === SELLER && (item.stock ?? 0) > 5)!;
const theirs = catalog.displayed.find(
  (item) => item.sellerId !== SELLER && item.deliveryType === mine.deliveryType && (item.stock ?? 0) > 5,
)!;

let member: { token: string };
/** Boxes of both sellers. */
let mixed: string;
/** Only the other seller's box. */
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  member = { token };
  mixed = (await paidOrder(t, token, [{ itemId: mine.id }, { itemId: theirs.id }])).orderCode;
  other = (await paidOrder(t, token, [{ itemId: theirs.id }])).orderCode;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const staffOf = (role: "ROLE_ADMIN" | "ROLE_CS" | "ROLE_SELLER", sellerId?: number) =>
  signedInStaff(t, { role, ...(sellerId ? { sellerId } : {}) });

function get(url: string, staff?: { token: string }) {
  return t.app.inject({ method: "GET", url, headers: staff ? staffBearer(staff) : {} });
}
function move(staff: { token: string } | undefined, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/orders/status",
    headers: staff ? staffBearer(staff) : {},
    payload: payload as object,
  });
}
function upload(staff: { token: string } | undefined, file: { name: string; data: Buffer }, dryRun: boolean) {
  const body = multipartPayload({}, [
    { field: "file", filename: file.name, contentType: "application/octet-stream", data: file.data },
  ]);
  return t.app.inject({
    method: "POST",
    url: `/api/admin/orders/tracking-upload?dryRun=${dryRun}`,
    headers: { ...body.headers, ...(staff ? staffBearer(staff) : {}) },
    payload: body.payload,
  });
}
const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((row) => row.join(",")).join("\r\n")}\r\n`);

async function boxesOf(orderCode: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderCode, orderCode));
  const boxes = await t.db.select().from(orderShipments).where(eq(orderShipments.orderId, order!.id));
  return {
    order: order!,
    mine: boxes.find((box) => box.sellerId === SELLER)!,
    theirs: boxes.find((box) => box.sellerId !== SELLER)!,
  };
}
async function auditCount(orderCode: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, "order"), eq(staffAuditLog.targetId, orderCode)));
  return row?.n ?? 0;
}
const shopperDetail = async (orderCode: string) =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/order/detail?orderCode=${orderCode}`,
      headers: bearer(member.token),
    })
  ).json();

describe("who may call", () => {
  it("every route refuses a call without a staff session (401)", async () => {
    expect((await get("/api/admin/orders")).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${mixed}`)).statusCode).toBe(401);
    expect((await move(undefined, { status: "preparing", targets: [{ orderCode: mixed }] })).statusCode).toBe(401);
    expect((await upload(undefined, { name: "a.csv", data: csv([["주문번호"]]) }, true)).statusCode).toBe(401);
  });

  it("customer service reads orders, names and phones masked, but cannot move them (403)", async () => {
    const cs = await staffOf("ROLE_CS");
    const list = await get(`/api/admin/orders?keyword=${mixed}`, cs);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list[0].ordererPhone).toBe("010-****-5678");
    const detail = await get(`/api/admin/orders/${mixed}`, cs);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().receiver.phone).toBe("010-****-5678");
    const moved = await move(cs, { status: "preparing", targets: [{ orderCode: mixed }] });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().code).toBe("FORBIDDEN");
    const row = [mixed, "CJ대한통운", "601234567890"];
    const uploaded = await upload(cs, { name: "a.csv", data: csv([["주문번호", "택배사", "운송장번호"], row]) }, true);
    expect(uploaded.statusCode).toBe(403);
    expect((await boxesOf(mixed)).mine.trackingNumber).toBe("");
  });
});

describe("GET /api/admin/orders", () => {
  it("filters by keyword (order code, orderer phone), seller, payment method, delivery type and period", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const codes = async (query: string) => {
      const res = await get(`/api/admin/orders?size=100&${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list.map((row: { orderCode: string }) => row.orderCode) as string[];
    };
    expect(await codes(`keyword=${mixed}`)).toEqual([mixed]);
    expect(await codes("keyword=010-1234-5678")).toEqual(expect.arrayContaining([mixed, other]));
    expect(await codes(`keyword=${encodeURIComponent(TEST_ORDERER.name)}`)).toEqual(
      expect.arrayContaining([mixed, other]),
    );
    const bySeller = await codes(`sellerId=${SELLER}`);
    expect(bySeller).toContain(mixed);
    expect(bySeller).not.toContain(other);
    expect(await codes("paymentMethod=card")).toEqual(expect.arrayContaining([mixed, other]));
    expect(await codes("paymentMethod=vbank")).not.toContain(mixed);
    const otherType = mine.deliveryType === 1 ? 2 : 1;
    expect(await codes(`deliveryType=${mine.deliveryType}`)).toContain(mixed);
    expect(await codes(`deliveryType=${otherType}&keyword=${mixed}`)).toEqual([]);
    expect(await codes(`from=2000-01-01&to=2000-01-31`)).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
    expect(await codes(`from=${today}&to=${today}`)).toEqual(expect.arrayContaining([mixed, other]));
  });

  it("counts orders per status for the same filters, whatever status is picked", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const all = (await get(`/api/admin/orders?keyword=${mixed}`, admin)).json();
    const picked = (await get(`/api/admin/orders?keyword=${mixed}&status=shipping`, admin)).json();
    expect(picked.list).toEqual([]);
    expect(picked.statusCounts).toEqual(all.statusCounts);
    expect(all.statusCounts[all.list[0].status]).toBe(1);
    expect(all.pagination.totalCount).toBe(1);
  });

  it("refuses a period that ends before it starts and a page over 100 in Korean", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const period = await get("/api/admin/orders?from=2026-02-01&to=2026-01-01", admin);
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe("조회 기간을 다시 선택해 주세요.");
    expect((await get("/api/admin/orders?size=101", admin)).statusCode).toBe(400);
    expect((await get("/api/admin/orders?status=nonsense", admin)).statusCode).toBe(400);
  });

  it("a seller's staff see only orders with their box, and only their boxes of them", async () => {
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const res = await get("/api/admin/orders?size=100&sellerId=99999999", seller);
    const rows = res.json().list as { orderCode: string; groups: { sellerId: number }[] }[];
    expect(rows.map((row) => row.orderCode)).toContain(mixed);
    expect(rows.map((row) => row.orderCode)).not.toContain(other);
    for (const row of rows) expect(row.groups.every((group) => group.sellerId === SELLER)).toBe(true);
  });
});

describe("GET /api/admin/orders/{orderCode}", () => {
  it("operators read the boxes, amounts, receiver and payment record (tid, no card data)", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const res = await get(`/api/admin/orders/${mixed}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.groups.map((group: { sellerId: number }) => group.sellerId).sort()).toEqual(
      [SELLER, theirs.sellerId].sort(),
    );
    expect(detail.payment).toMatchObject({ method: "card", methodLabel: "신용카드", status: "paid" });
    expect(detail.payment.tid).toEqual(expect.any(String));
    expect(detail.amounts.orderPayAmount).toBeGreaterThan(0);
    expect(JSON.stringify(detail)).not.toMatch(/billing|cardNo|token/i);
  });

  it("answers 404 for an unknown order, and to a seller for an order without their box", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    expect((await get("/api/admin/orders/NOPE12345", admin)).statusCode).toBe(404);
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const res = await get(`/api/admin/orders/${other}`, seller);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("주문 내역을 찾을 수 없습니다.");
    const own = (await get(`/api/admin/orders/${mixed}`, seller)).json();
    expect(own.groups).toHaveLength(1);
    expect(own.groups[0].sellerId).toBe(SELLER);
    expect(own.payment.tid).toBeNull();
  });
});

describe("POST /api/admin/orders/status", () => {
  it("a seller's staff move their own box along the table; others' boxes and orders are 404", async () => {
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const boxes = await boxesOf(mixed);
    const before = await auditCount(mixed);

    const foreignOrder = await move(seller, { status: "preparing", targets: [{ orderCode: other }] });
    expect(foreignOrder.statusCode).toBe(404);
    const foreignBox = await move(seller, {
      status: "preparing",
      targets: [{ orderCode: mixed, shipmentId: boxes.theirs.id }],
    });
    expect(foreignBox.statusCode).toBe(404);

    const skipped = await move(seller, {
      status: "shipping",
      targets: [{ orderCode: mixed, carrier: "CJ대한통운", trackingNumber: "601234567890" }],
    });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe("You cannot change the status.");
    expect(await auditCount(mixed)).toBe(before);

    const prepared = await move(seller, { status: "preparing", targets: [{ orderCode: mixed }] });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({
      moved: 1,
      refused: 0,
      results: [{ ok: true, from: "paid", to: "preparing" }],
    });

    // The other seller's box has not moved: the order is still 결제완료 (its least advanced box).
    const after = await boxesOf(mixed);
    expect(after.order.status).toBe("paid");
    const shopper = await shopperDetail(mixed);
    const statusOf = (sellerId: number) =>
      shopper.boxes.find((box: { sellerId: number }) => box.sellerId === sellerId).lines[0].status;
    expect(statusOf(SELLER)).toBe("preparing");
    expect(statusOf(theirs.sellerId)).toBe("paid");

    // The seller's list counts and filters by their own lines' status.
    const list = (await get(`/api/admin/orders?keyword=${mixed}&status=preparing`, seller)).json();
    expect(list.list.map((row: { orderCode: string }) => row.orderCode)).toEqual([mixed]);
    expect(list.statusCounts.preparing).toBe(1);
    expect(list.statusCounts.paid).toBe(0);

    expect(await auditCount(mixed)).toBe(before + 1);
  });

  it("배송중 needs a known carrier and a number of its length; the shopper sees it at once", async () => {
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const missing = await move(seller, { status: "shipping", targets: [{ orderCode: mixed }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("배송중 처리에는 택배사와 운송장 번호가 필요합니다.");
    const unknown = await move(seller, {
      status: "shipping",
      targets: [{ orderCode: mixed, carrier: "대신택배", trackingNumber: "601234567890" }],
    });
    expect(unknown.json().message).toBe("택배사를 목록에서 선택해 주세요.");
    const short = await move(seller, {
      status: "shipping",
      targets: [{ orderCode: mixed, carrier: "우체국택배", trackingNumber: "12345" }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("우체국택배 운송장 번호는 숫자 13자리로 입력해 주세요.");

    const shipped = await move(seller, {
      status: "shipping",
      targets: [{ orderCode: mixed, carrier: "cj대한통운", trackingNumber: "6012-3456-7890" }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const { mine: box } = await boxesOf(mixed);
    expect(box).toMatchObject({ carrier: "CJ대한통운", trackingNumber: "601234567890" });

    const shopper = await shopperDetail(mixed);
    const shopperBox = shopper.boxes.find((b: { sellerId: number }) => b.sellerId === SELLER);
    expect(shopperBox.tracking).toEqual({
      carrierName: "CJ대한통운",
      trackingNumber: "601234567890",
      trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890",
    });
    const myList = await t.app.inject({ method: "GET", url: "/api/order?size=50", headers: bearer(member.token) });
    const summary = myList.json().list.find((row: { orderCode: string }) => row.orderCode === mixed);
    expect(summary.tracking).toEqual([expect.objectContaining({ trackingNumber: "601234567890" })]);

    // The audit entry keeps before and after status and tracking.
    const admin = await staffOf("ROLE_ADMIN");
    const log = await get(`/api/admin/audit-logs?targetType=order&targetId=${mixed}&size=1`, admin);
    const [entry] = log.json().list;
    expect(entry.action).toBe("order.status");
    expect(entry.before.groups).toEqual([
      expect.objectContaining({ shipmentId: box.id, status: "preparing", carrier: "", trackingNumber: "" }),
    ]);
    expect(entry.after.groups).toEqual([
      expect.objectContaining({
        shipmentId: box.id,
        status: "shipping",
        carrier: "CJ대한통운",
        trackingNumber: "601234567890",
      }),
    ]);
  });

  it("bulk: each order moves on its own; refused ones are listed with why and keep every box as it was", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const before = await boxesOf(mixed);
    const res = await move(admin, {
      status: "preparing",
      // mixed: its seller's box already shipped, so the whole order is refused (the other box stays 결제완료).
      targets: [{ orderCode: mixed }, { orderCode: other }, { orderCode: "NOPE12345" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ moved: 1, refused: 2 });
    expect(body.results).toEqual([
      expect.objectContaining({ orderCode: mixed, ok: false, message: "You cannot change the status." }),
      expect.objectContaining({ orderCode: other, ok: true, from: "paid", to: "preparing" }),
      expect.objectContaining({ orderCode: "NOPE12345", ok: false, message: "주문 내역을 찾을 수 없습니다." }),
    ]);
    const after = await boxesOf(mixed);
    expect(after.order.status).toBe(before.order.status);
    const shopper = await shopperDetail(mixed);
    const theirLine = shopper.boxes.find((box: { sellerId: number }) => box.sellerId === theirs.sellerId).lines[0];
    expect(theirLine.status).toBe("paid");
    expect((await boxesOf(other)).order.status).toBe("preparing");

    // One box of mixed at a time: the order follows its least advanced box.
    const box = await move(admin, {
      status: "preparing",
      targets: [{ orderCode: mixed, shipmentId: after.theirs.id }],
    });
    expect(box.statusCode, box.body).toBe(200);
    expect((await boxesOf(mixed)).order.status).toBe("preparing");
  });

  it("refuses a status the back office does not set and an empty list in Korean", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const bad = await move(admin, { status: "confirmed", targets: [{ orderCode: mixed }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("변경할 주문 상태를 선택해 주세요.");
    const empty = await move(admin, { status: "preparing", targets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("상태를 변경할 주문을 선택해 주세요.");
  });
});

describe("POST /api/admin/orders/tracking-upload", () => {
  const header = ["주문번호", "택배사", "운송장번호"];

  it("a dry run lists every row it would change or refuse and writes nothing; the real run moves them", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const file = csv([
      header,
      [other, "롯데택배", "312345678901"],
      [mixed, "로젠택배", "123"],
      [other, "롯데택배", "312345678901"],
      ["NOPE12345", "한진택배", "512345678901"],
      ["없는 주문", "한진택배", "512345678901"],
    ]);
    const auditBefore = await auditCount(other);
    const dry = await upload(admin, { name: "운송장.csv", data: file }, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, moved: 1, refused: 4 });
    expect(dry.json().results).toEqual([
      expect.objectContaining({ row: 2, orderCode: other, ok: true, to: "shipping", trackingNumber: "312345678901" }),
      expect.objectContaining({ row: 3, ok: false, message: "로젠택배 운송장 번호는 숫자 11자리로 입력해 주세요." }),
      expect.objectContaining({ row: 4, ok: false, message: expect.stringContaining("두 번") }),
      expect.objectContaining({ row: 5, ok: false, message: "주문 내역을 찾을 수 없습니다." }),
      expect.objectContaining({ row: 6, ok: false, message: "주문 내역을 찾을 수 없습니다." }),
    ]);
    expect((await boxesOf(other)).order.status).toBe("preparing");
    expect((await boxesOf(other)).theirs.trackingNumber).toBe("");
    expect(await auditCount(other)).toBe(auditBefore);

    const real = await upload(admin, { name: "운송장.csv", data: file }, false);
    expect(real.json()).toMatchObject({ dryRun: false, moved: 1, refused: 4 });
    const after = await boxesOf(other);
    expect(after.order.status).toBe("shipping");
    expect(after.theirs).toMatchObject({ carrier: "롯데택배", trackingNumber: "312345678901" });
    expect(await auditCount(other)).toBe(auditBefore + 1);
  });

  it("reads .xlsx too, and a seller's file moves only their own boxes", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("운송장");
    sheet.addRow(["운송장번호", "주문번호", "택배사", "메모"]);
    sheet.addRow([312345678902, other, "롯데택배", "다른 판매사"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const res = await upload(seller, { name: "tracking.xlsx", data }, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ row: 2, ok: false, message: "주문 내역을 찾을 수 없습니다." }),
    ]);
  });

  it("refuses a file without the headers, of another type, or missing, in Korean", async () => {
    const admin = await staffOf("ROLE_ADMIN");
    const noHeader = await upload(
      admin,
      {
        name: "a.csv",
        data: csv([
          ["a", "b"],
          ["1", "2"],
        ]),
      },
      true,
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe("첫 줄에 주문번호, 택배사, 운송장번호 열 이름이 있어야 합니다.");
    const pdf = await upload(admin, { name: "a.pdf", data: Buffer.from("%PDF-1.4") }, true);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("운송장 파일은 .csv 또는 .xlsx만 올릴 수 있습니다.");
    const empty = multipartPayload({ note: "x" });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/tracking-upload",
      headers: { ...empty.headers, ...staffBearer(admin) },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("운송장 파일(.csv 또는 .xlsx)을 올려 주세요.");
  });
});
