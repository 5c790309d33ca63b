import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { appPushDevices, appPushLogs } from "../../db/schema/app-push.js";

type Executor = Db | Tx;

export type DeviceRow = typeof appPushDevices.$inferSelect;

export interface DeviceRegistration {
  userId: number;
  authTokenId: number;
  token: string;
  platform: "ios" | "android";
  appVersion: string | null;
  deviceModel: string | null;
  osVersion: string | null;
}

/**
 * Registers the push token for the member logged in on the phone. The same member again keeps their settings; another
 * member takes the device over with fresh ones (push on, marketing refused) — one token, one member at a time.
 */
export async function upsertDevice(db: Executor, device: DeviceRegistration): Promise<DeviceRow> {
  const sameMember = sql`${appPushDevices.userId} = excluded.user_id`;
  const [row] = await db
    .insert(appPushDevices)
    .values({ ...device, signedIn: true })
    .onConflictDoUpdate({
      target: appPushDevices.token,
      set: {
        userId: sql`excluded.user_id`,
        authTokenId: sql`excluded.auth_token_id`,
        platform: sql`excluded.platform`,
        appVersion: sql`excluded.app_version`,
        deviceModel: sql`excluded.device_model`,
        osVersion: sql`excluded.os_version`,
        signedIn: true,
        pushEnabled: sql`case when ${sameMember} then ${appPushDevices.pushEnabled} else true end`,
        marketingAgreed: sql`case when ${sameMember} then ${appPushDevices.marketingAgreed} else false end`,
        marketingChangedAt: sql`case when ${sameMember} then ${appPushDevices.marketingChangedAt} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("app push device upsert returned no row");
  return row;
}

/** The member's device by its token, or undefined (another member's token is not theirs to read). */
export async function findMemberDevice(db: Executor, userId: number, token: string) {
  const [row] = await db
    .select()
    .from(appPushDevices)
    .where(and(eq(appPushDevices.userId, userId), eq(appPushDevices.token, token)))
    .limit(1);
  return row;
}

/** Locks the member's device for a settings change. */
export async function lockMemberDevice(tx: Tx, userId: number, token: string) {
  const [row] = await tx
    .select()
    .from(appPushDevices)
    .where(and(eq(appPushDevices.userId, userId), eq(appPushDevices.token, token)))
    .for("update")
    .limit(1);
  return row;
}

export async function updateDevice(
  db: Executor,
  id: number,
  set: Partial<Pick<DeviceRow, "pushEnabled" | "marketingAgreed" | "marketingChangedAt">>,
) {
  const [row] = await db
    .update(appPushDevices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(appPushDevices.id, id))
    .returning();
  if (!row) throw new Error(`app push device ${id} vanished`);
  return row;
}

export async function insertPushLog(db: Executor, log: typeof appPushLogs.$inferInsert) {
  await db.insert(appPushLogs).values(log);
}

/** Logout: the devices that session registered are signed out (SPEC §4: the push token is cleared when not logged in). */
export async function signOutDevicesOfSession(db: Executor, authTokenId: number) {
  await db
    .update(appPushDevices)
    .set({ signedIn: false, authTokenId: null, updatedAt: sql`now()` })
    .where(eq(appPushDevices.authTokenId, authTokenId));
}

/** The signed-in devices with push on of these members. */
export async function findPushTargets(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: appPushDevices.userId,
      token: appPushDevices.token,
      platform: appPushDevices.platform,
    })
    .from(appPushDevices)
    .where(
      and(
        inArray(appPushDevices.userId, [...userIds]),
        eq(appPushDevices.signedIn, true),
        eq(appPushDevices.pushEnabled, true),
      ),
    );
}
