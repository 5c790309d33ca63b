import {
  APP_PUSH_MESSAGES,
  type AppPushSaveLogResponse,
  type AppPushSetting,
  type appPushTokenRequestSchema,
} from "@shop/contracts/app-push";
import { marketingConsentText } from "@shop/core/app/marketing-consent";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  type DeviceRow,
  findMemberDevice,
  findPushTargets,
  insertPushLog,
  lockMemberDevice,
  signOutDevicesOfSession,
  updateDevice,
  upsertDevice,
} from "./app-push.repository.js";
import type { PushSender } from "./push-sender.js";

export interface AppPushServiceDeps {
  db: Db;
  sender: PushSender;
  /** The members' login ids and phones (the account module's), which the sandbox outbox names a device by. */
  contactsOf: (userIds: readonly number[]) => Promise<readonly MemberContact[]>;
  /** A push that could not be sent: logged only, never the caller's failure. */
  logError: (error: unknown, context: Record<string, unknown>) => void;
  now?: () => Date;
}

/** What the sandbox outbox names a member's device by. */
export interface MemberContact {
  userId: number;
  loginId: string;
  phoneNumber: string | null;
}

/** The logged-in member and their session, as the routes know them. */
export interface PushMember {
  userId: number;
  tokenId: number;
}

type TokenRequest = z.output<typeof appPushTokenRequestSchema>;

/** What a notice says and where the app opens when it is tapped. */
interface Notice {
  title: string;
  body: string;
  link: string;
}

export const PUSH_NOTICES = {
  restocked: (itemName: string, itemUserCode: string): Notice => ({
    title: "재입고 알림",
    body: `기다리시던 ${itemName} 상품이 다시 입고되었습니다.`,
    link: `/items/${itemUserCode}`,
  }),
  orderShipped: (orderCode: string): Notice => ({
    title: "배송 시작",
    body: `주문하신 상품이 발송되었습니다. 주문번호 ${orderCode}의 배송 상황을 확인해 주세요.`,
    link: "/mypage/order",
  }),
  inquiryAnswered: (link: string): Notice => ({
    title: "문의 답변",
    body: "문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.",
    link,
  }),
} as const;

function settingOf(row: DeviceRow): AppPushSetting {
  return {
    key: row.token,
    target: row.platform,
    receive: row.pushEnabled ? "Y" : "N",
    alarm: row.marketingAgreed ? "Y" : "N",
    alarmChangedAt: row.marketingChangedAt?.toISOString() ?? null,
    appVersion: row.appVersion,
  };
}

function deviceNotFound(userId: number) {
  return new ApiError(404, "NOT_FOUND", APP_PUSH_MESSAGES.deviceNotFound, `no such device of member ${userId}`);
}

/**
 * The companion app's push (SPEC §7 App, docs/decisions/046): devices per member with their settings, the marketing
 * choice's log, sign-out at logout, and the notices (restock, order shipped, inquiry answered) sent through the
 * PushSender. A notice never holds up or fails the write that caused it: it is sent in the background after the
 * commit and a failure is logged with the member.
 */
export function createAppPushService({ db, sender, contactsOf, logError, now = () => new Date() }: AppPushServiceDeps) {
  const pending = new Set<Promise<void>>();

  async function requireDevice(userId: number, key: string) {
    const row = await findMemberDevice(db, userId, key);
    if (!row) throw deviceNotFound(userId);
    return row;
  }

  async function sendNotice(userIds: readonly number[], notice: Notice, what: string) {
    const targets = await findPushTargets(db, [...new Set(userIds)]);
    if (targets.length === 0) return;
    const contacts = new Map((await contactsOf(targets.map((target) => target.userId))).map((c) => [c.userId, c]));
    for (const target of targets) {
      const contact = contacts.get(target.userId);
      if (!contact) continue;
      try {
        await sender.send({
          ...notice,
          token: target.token,
          platform: target.platform,
          recipient: contact.phoneNumber || contact.loginId,
        });
      } catch (error) {
        logError(error, { userId: target.userId, what });
      }
    }
  }

  /** Starts the notice in the background; settled() waits for it (tests, shutdown). */
  function notify(userIds: readonly (number | null | undefined)[], notice: Notice, what: string) {
    const members = userIds.filter((id): id is number => typeof id === "number");
    if (members.length === 0) return;
    const run = sendNotice(members, notice, what).catch((error) => logError(error, { userIds: members, what }));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  return {
    /** POST /api/app-push/token: the device of the member logged in on it (their session signs it out at logout). */
    async registerToken(member: PushMember, request: TokenRequest): Promise<AppPushSetting> {
      const row = await upsertDevice(db, {
        userId: member.userId,
        authTokenId: member.tokenId,
        token: request.token,
        platform: request.platform,
        appVersion: request.appVersion || null,
        deviceModel: request.deviceModel || null,
        osVersion: request.osVersion || null,
      });
      return settingOf(row);
    },

    /** GET /api/app-push/setting: the member's device's settings; another member's token answers 404. */
    async setting(userId: number, key: string): Promise<AppPushSetting> {
      return settingOf(await requireDevice(userId, key));
    },

    /** POST /api/app-push/setting: push alerts on or off on the device. */
    async saveSetting(userId: number, key: string, receive: "Y" | "N"): Promise<AppPushSetting> {
      const row = await requireDevice(userId, key);
      return settingOf(await updateDevice(db, row.id, { pushEnabled: receive === "Y" }));
    },

    /** GET /api/app-push/receive-flag: the device's marketing choice. */
    async receiveFlag(userId: number, key: string) {
      const row = await requireDevice(userId, key);
      return { receiveFlag: row.marketingAgreed ? ("Y" as const) : ("N" as const) };
    },

    /**
     * POST /api/app-push/save-log: the marketing choice saved on the device and logged with the SPEC §8 text, in one
     * transaction. The same choice again is logged again (the member is told again) and changes nothing else.
     */
    async saveLog(userId: number, key: string, receiveFlag: "Y" | "N"): Promise<AppPushSaveLogResponse> {
      const at = now();
      const agreed = receiveFlag === "Y";
      const text = marketingConsentText(agreed, at);
      const row = await db.transaction(async (tx) => {
        const device = await lockMemberDevice(tx, userId, key);
        if (!device) throw deviceNotFound(userId);
        const updated = await updateDevice(tx, device.id, { marketingAgreed: agreed, marketingChangedAt: at });
        await insertPushLog(tx, { userId, deviceKey: key, receiveFlag, text, createdAt: at });
        return updated;
      });
      return { text, setting: settingOf(row) };
    },

    /** Logout: the devices this session registered stop receiving notices until a member logs in on them again. */
    async signOut(auth: { tokenId: number } | null) {
      if (auth) await signOutDevicesOfSession(db, auth.tokenId);
    },

    /** Members waiting for a sold-out item: it is back. */
    restocked(userIds: readonly number[], item: { name: string; itemUserCode: string }) {
      notify(userIds, PUSH_NOTICES.restocked(item.name, item.itemUserCode), "restock push");
    },

    /** The member's order left the seller (배송중). */
    orderShipped(userId: number | null, orderCode: string) {
      notify([userId], PUSH_NOTICES.orderShipped(orderCode), "order shipped push");
    },

    /** The member's inquiry got its first answer; `link` is the my-page list where it is read. */
    inquiryAnswered(userId: number | null, link: string) {
      notify([userId], PUSH_NOTICES.inquiryAnswered(link), "inquiry answer push");
    },

    /** Waits for the notices under way (tests; a graceful stop). */
    async settled() {
      await Promise.allSettled([...pending]);
    },

    senderKind: sender.kind,
  };
}

export type AppPushService = ReturnType<typeof createAppPushService>;

/** What the notice sites get: the three notices, nothing else. */
export type PushNotices = Pick<AppPushService, "restocked" | "orderShipped" | "inquiryAnswered">;
