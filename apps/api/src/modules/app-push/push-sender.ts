import { createSign } from "node:crypto";
import type { AppPlatform } from "@shop/contracts/app-push";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { recordOutboxMessage } from "../../providers/dev-outbox.repository.js";

/** One push to one device. */
export interface PushMessage {
  /** The device's push token (FCM registration token). */
  token: string;
  platform: AppPlatform;
  title: string;
  body: string;
  /** A shop path the app opens when the alert is tapped ("/mypage/order"). */
  link: string;
  /** Who it is for, as the sandbox outbox lists it (the member's phone digits, else their login id). */
  recipient: string;
}

/** Sends app pushes (docs/decisions/046): the sandbox outbox by default, FCM HTTP v1 with FCM_SERVICE_ACCOUNT_JSON. */
export interface PushSender {
  readonly kind: "sandbox" | "fcm";
  send(message: PushMessage): Promise<void>;
}

/**
 * The built-in sender: nothing leaves the machine, the push lands in the dev outbox (channel "push") that the demo
 * inbox (/demo/inbox) lists next to the texts.
 */
export function createSandboxPushSender(db: Db): PushSender {
  return {
    kind: "sandbox",
    send: (message) =>
      recordOutboxMessage(db, "push", message.recipient, `[${message.title}] ${message.body} (${message.link})`),
  };
}

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.string().url().default("https://oauth2.googleapis.com/token"),
});
export type FcmServiceAccount = z.infer<typeof serviceAccountSchema>;

/** The service account key file's JSON (FCM_SERVICE_ACCOUNT_JSON); a bad one stops the start with what is wrong. */
export function parseServiceAccount(json: string): FcmServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("FCM_SERVICE_ACCOUNT_JSON is not JSON: paste the service account key file as one line");
  }
  const parsed = serviceAccountSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error("FCM_SERVICE_ACCOUNT_JSON needs project_id, client_email and private_key");
  }
  return parsed.data;
}

export const FCM_API_BASE = "https://fcm.googleapis.com";
const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
const ACCESS_TOKEN_LIFETIME_S = 3600;
const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

export interface FcmSenderOptions {
  account: FcmServiceAccount;
  apiBase?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * FCM HTTP v1 (https://firebase.google.com/docs/cloud-messaging/send/v1-api): an OAuth access token from the service
 * account's signed JWT (RS256), kept until a minute before it ends, then `messages:send` per device. A refusal
 * (an unregistered token, a bad key) throws with FCM's status and text; the caller logs it.
 */
export function createFcmPushSender({
  account,
  apiBase = FCM_API_BASE,
  timeoutMs = 10_000,
  fetch: fetchFn = fetch,
  now = Date.now,
}: FcmSenderOptions): PushSender {
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    const issuedAt = Math.floor(now() / 1000);
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
    const claims = base64url(
      JSON.stringify({
        iss: account.client_email,
        scope: FCM_SCOPE,
        aud: account.token_uri,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_LIFETIME_S,
      }),
    );
    const signature = createSign("RSA-SHA256").update(`${header}.${claims}`).sign(account.private_key);
    const response = await fetchFn(account.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: `${header}.${claims}.${base64url(signature)}`,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`FCM access token refused: ${response.status} ${await response.text()}`);
    const answer = z
      .object({ access_token: z.string().min(1), expires_in: z.number().default(ACCESS_TOKEN_LIFETIME_S) })
      .parse(await response.json());
    cached = { token: answer.access_token, until: now() + (answer.expires_in - 60) * 1000 };
    return answer.access_token;
  }

  return {
    kind: "fcm",
    async send(message) {
      const response = await fetchFn(`${apiBase}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
        method: "POST",
        headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
        body: JSON.stringify({
          message: {
            token: message.token,
            notification: { title: message.title, body: message.body },
            // What the app reads when the alert is tapped (docs/api/app-bridge.md "Push payload").
            data: { link: message.link },
            ...(message.platform === "ios"
              ? { apns: { payload: { aps: { sound: "default" } } } }
              : { android: { priority: "HIGH" } }),
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`FCM refused the push: ${response.status} ${await response.text()}`);
    },
  };
}

/** The sender the configuration picks: FCM with FCM_SERVICE_ACCOUNT_JSON, else the sandbox outbox. */
export function pushSenderFromConfig(
  config: { FCM_SERVICE_ACCOUNT_JSON?: string | undefined; FCM_API_BASE?: string | undefined },
  db: Db,
): PushSender {
  if (!config.FCM_SERVICE_ACCOUNT_JSON) return createSandboxPushSender(db);
  return createFcmPushSender({
    account: parseServiceAccount(config.FCM_SERVICE_ACCOUNT_JSON),
    apiBase: config.FCM_API_BASE,
  });
}
