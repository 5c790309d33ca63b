import { APP_PUSH_MESSAGES } from "@shop/contracts/app-push";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPushDevices, appPushLogs } from "../../db/schema/app-push.js";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { paidOrder, shopOrigin } from "../../test/orders.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The companion app's push calls (SPEC §7 App, docs/decisions/046) through the real routes: the token only for a
// logged-in member and signed out at logout, the device's settings and marketing choice with its log, and the
// shipped notice landing in the sandbox outbox.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A push token as FCM hands them out (unique per test). */
const pushKey = () => `fcm-test-${Date.now().toString(36)}-${++serial}:APA91b_demo.token`;

async function member() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token, phoneNumber: user.phoneNumber };
}

function post(url: string, token: string | null, payload: unknown) {
  return t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload: payload as object });
}
function get(url: string, token: string | null) {
  return t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}
const register = (token: string | null, key: string, extra: Record<string, unknown> = {}) =>
  post("/api/app-push/token", token, { token: key, platform: "ios", appVersion: "2.4.0", ...extra });

describe("POST /api/app-push/token", () => {
  it("answers 401 without a login: no token, a guest's token", async () => {
    expect((await register(null, pushKey())).statusCode).toBe(401);
    const { token: guest } = await t.app.services.sessions.issueToken(t.db, {
      userId: null,
      role: "ROLE_GUEST",
      loginType: null,
    });
    const res = await register(guest, pushKey());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." });
    for (const path of ["/api/app-push/setting?key=abc", "/api/app-push/receive-flag?key=abc"]) {
      expect((await get(path, null)).statusCode).toBe(401);
    }
    expect((await post("/api/app-push/save-log", null, { key: "abc", receiveFlag: "Y" })).statusCode).toBe(401);
  });

  it("keeps the device for the member with push on and marketing refused, and its settings on a second call", async () => {
    const me = await member();
    const key = pushKey();
    const first = await register(me.token, key, { deviceModel: "iPhone15,2", osVersion: "17.5" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      key,
      target: "ios",
      receive: "Y",
      alarm: "N",
      alarmChangedAt: null,
      appVersion: "2.4.0",
    });
    expect((await post("/api/app-push/setting", me.token, { key, receive: "N" })).json()).toMatchObject({
      receive: "N",
    });
    const again = await register(me.token, key, { appVersion: "2.5.0" });
    expect(again.json()).toMatchObject({ receive: "N", appVersion: "2.5.0" });
    const [row] = await t.db.select().from(appPushDevices).where(eq(appPushDevices.token, key));
    expect(row).toMatchObject({ userId: me.userId, deviceModel: null, signedIn: true });
  });

  it("gives the phone to the member who logs in on it next, with fresh settings; the first one reads 404", async () => {
    const first = await member();
    const second = await member();
    const key = pushKey();
    await register(first.token, key);
    await post("/api/app-push/save-log", first.token, { key, receiveFlag: "Y" });
    const taken = await register(second.token, key);
    expect(taken.json()).toMatchObject({ receive: "Y", alarm: "N", alarmChangedAt: null });
    const gone = await get(`/api/app-push/setting?key=${encodeURIComponent(key)}`, first.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(APP_PUSH_MESSAGES.deviceNotFound);
  });

  it.each([
    [{}, APP_PUSH_MESSAGES.keyRequired],
    [{ token: "" }, APP_PUSH_MESSAGES.keyRequired],
    [{ token: "has space" }, APP_PUSH_MESSAGES.keyInvalid],
    [{ token: "x".repeat(513) }, APP_PUSH_MESSAGES.keyInvalid],
  ])("refuses %j with a Korean message", async (body, message) => {
    const me = await member();
    const res = await post("/api/app-push/token", me.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("logout", () => {
  it("signs the session's device out: no notice reaches it, and logging in again signs it back in", async () => {
    const me = await member();
    const key = pushKey();
    await register(me.token, key);
    const out = await t.app.inject({ method: "GET", url: "/op_security_logout", headers: bearer(me.token) });
    expect(out.statusCode).toBe(200);
    const [row] = await t.db.select().from(appPushDevices).where(eq(appPushDevices.token, key));
    expect(row).toMatchObject({ signedIn: false, authTokenId: null });

    t.app.services.appPush.orderShipped(me.userId, "SIGNED-OUT-1");
    await t.app.services.appPush.settled();
    expect(await pushesTo(me)).toEqual([]);

    const { token } = await t.app.services.sessions.issueToken(t.db, {
      userId: me.userId,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    await register(token, key);
    const [back] = await t.db.select().from(appPushDevices).where(eq(appPushDevices.token, key));
    expect(back?.signedIn).toBe(true);
  });
});

describe("settings, receive flag and save-log", () => {
  it("turns push off and on, and saves the marketing choice with the SPEC §8 동의/거부 text, logged", async () => {
    const me = await member();
    const key = pushKey();
    await register(me.token, key);
    const q = `?key=${encodeURIComponent(key)}`;

    expect((await get(`/api/app-push/receive-flag${q}`, me.token)).json()).toEqual({ receiveFlag: "N" });
    const off = await post("/api/app-push/setting", me.token, { key, receive: "N" });
    expect(off.json()).toMatchObject({ receive: "N" });
    expect((await get(`/api/app-push/setting${q}`, me.token)).json()).toMatchObject({ receive: "N", alarm: "N" });

    const agreed = await post("/api/app-push/save-log", me.token, { key, receiveFlag: "Y" });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().text).toMatch(
      /^\[농협몰\] \d{4}년 \d{1,2}월 \d{1,2}일 광고성 정보 수신 동의 처리되었습니다\.$/,
    );
    expect(agreed.json().setting).toMatchObject({ alarm: "Y", receive: "N" });
    expect((await get(`/api/app-push/receive-flag${q}`, me.token)).json()).toEqual({ receiveFlag: "Y" });

    const refused = await post("/api/app-push/save-log", me.token, { key, receiveFlag: "N" });
    expect(refused.json().text).toContain("광고성 정보 수신 거부 처리되었습니다.");
    expect((await get(`/api/app-push/receive-flag${q}`, me.token)).json()).toEqual({ receiveFlag: "N" });

    const logs = await t.db.select().from(appPushLogs).where(eq(appPushLogs.userId, me.userId)).orderBy(appPushLogs.id);
    expect(logs.map((log) => [log.deviceKey, log.receiveFlag, log.text])).toEqual([
      [key, "Y", agreed.json().text],
      [key, "N", refused.json().text],
    ]);
  });

  it.each([
    [{ receiveFlag: "Y" }, 400, APP_PUSH_MESSAGES.keyRequired],
    [{ key: "  ", receiveFlag: "Y" }, 400, APP_PUSH_MESSAGES.keyRequired],
    [{ key: "abc<script>", receiveFlag: "Y" }, 400, APP_PUSH_MESSAGES.keyInvalid],
    [{ key: "KNOWN", receiveFlag: "yes" }, 400, APP_PUSH_MESSAGES.flagInvalid],
    [{ key: "KNOWN" }, 400, APP_PUSH_MESSAGES.flagInvalid],
    [{ key: "not-my-device", receiveFlag: "Y" }, 404, APP_PUSH_MESSAGES.deviceNotFound],
  ])("save-log refuses %j (%i)", async (body: { key?: string; receiveFlag?: string }, status, message) => {
    const me = await member();
    const key = pushKey();
    await register(me.token, key);
    const payload = { ...body, ...(body.key === "KNOWN" ? { key } : {}) };
    const res = await post("/api/app-push/save-log", me.token, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status, message });
    const logs = await t.db.select().from(appPushLogs).where(eq(appPushLogs.userId, me.userId));
    expect(logs).toEqual([]);
  });

  it("answers another member's device as 404 on every read and write", async () => {
    const owner = await member();
    const stranger = await member();
    const key = pushKey();
    await register(owner.token, key);
    const q = `?key=${encodeURIComponent(key)}`;
    expect((await get(`/api/app-push/setting${q}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/app-push/receive-flag${q}`, stranger.token)).statusCode).toBe(404);
    expect((await post("/api/app-push/setting", stranger.token, { key, receive: "N" })).statusCode).toBe(404);
    expect((await post("/api/app-push/save-log", stranger.token, { key, receiveFlag: "Y" })).statusCode).toBe(404);
  });
});

async function pushesTo(me: { userId: number; phoneNumber: string | null }) {
  // The sandbox outbox as the demo inbox reads it (the outbox table is the account module's).
  const outbox = await t.app.inject({
    method: "GET",
    url: `/api/dev/outbox?recipient=${encodeURIComponent(me.phoneNumber ?? "")}&size=100`,
  });
  const list = outbox.json().list as { channel: string; text: string }[];
  return list.filter((row) => row.channel === "push").map((row) => row.text);
}

describe("notices", () => {
  it("sends the shipped notice to the member's app (push on) through the sandbox outbox, not to a device turned off", async () => {
    await shopOrigin(t.app);
    const me = await member();
    const key = pushKey();
    await register(me.token, key);
    const item = demoCatalog().displayed.find((candidate) => (candidate.stock ?? 0) > 20)!;
    const { orderCode } = await paidOrder(t, me.token, [{ itemId: item.id }]);
    const staff = await signedInStaff(t, { role: "ROLE_ADMIN" });
    const move = (status: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/orders/status",
        headers: staffBearer(staff),
        payload: { status, targets: [{ orderCode, ...extra }] },
      });
    expect((await move("preparing")).statusCode).toBe(200);
    await t.app.services.appPush.settled();
    expect(await pushesTo(me)).toEqual([]);

    const shipped = await move("shipping", { carrier: "CJ대한통운", trackingNumber: "601234567890" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await t.app.services.appPush.settled();
    expect(await pushesTo(me)).toEqual([
      `[배송 시작] 주문하신 상품이 발송되었습니다. 주문번호 ${orderCode}의 배송 상황을 확인해 주세요. (/mypage/order)`,
    ]);

    // Push turned off on the device: the next notice is not sent.
    await post("/api/app-push/setting", me.token, { key, receive: "N" });
    t.app.services.appPush.orderShipped(me.userId, orderCode);
    await t.app.services.appPush.settled();
    expect(await pushesTo(me)).toHaveLength(1);
  }, 60_000);

  it("never fails the write when the sender throws: it is logged only", async () => {
    const { createAppPushService } = await import("./app-push.service.js");
    const errors: unknown[] = [];
    const broken = createAppPushService({
      db: t.db,
      sender: {
        kind: "sandbox",
        send: async () => {
          throw new Error("FCM is down");
        },
      },
      contactsOf: async (userIds) =>
        userIds.map((userId) => ({ userId, loginId: `member${userId}`, phoneNumber: null })),
      logError: (error) => errors.push(error),
    });
    const me = await member();
    await register(me.token, pushKey());
    expect(() => broken.restocked([me.userId], { name: "한우 등심", itemUserCode: "G0000001" })).not.toThrow();
    await broken.settled();
    expect(errors).toHaveLength(1);
  });
});
