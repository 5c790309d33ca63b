/**
 * Calls of the account API as a client makes them, for tests: signed token calls (docs/api/auth-signing.md), codes
 * read back from the SMS sandbox's outbox, and a member joined through the real join flow.
 */
import { expect } from "vitest";
import { randomLoginId, randomPhoneNumber } from "../db/seed/account.factory.js";
import { hmacHex } from "../lib/secret-token.js";
import type { TestApp } from "./test-app.js";

type App = TestApp["app"];

/**
 * A client address of its own: codes and logins are throttled per address, and a test file's many calls would
 * otherwise all come from 127.0.0.1 and trip the limits meant for one client.
 */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The X-Timestamp / X-Signature pair of a body, as the web server and the app compute it. */
export function signatureHeaders(secret: string, rawBody: string, timestamp = Date.now()) {
  return { "x-timestamp": String(timestamp), "x-signature": hmacHex(secret, `${timestamp}.${rawBody}`) };
}

/** POST with a JSON body and a valid signature. */
export function signedPost(app: App, url: string, body: unknown, headers: Record<string, string> = {}) {
  const payload = body === undefined ? "" : JSON.stringify(body);
  return app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: randomAddress(),
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...signatureHeaders(app.config.AUTH_CLIENT_SECRET, payload),
      ...headers,
    },
  });
}

export function bearer(token: string, salesonId?: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(salesonId ? { salesonid: salesonId } : {}) };
}

/** The newest six-digit code the SMS sandbox sent to a phone. */
export async function latestCode(app: App, phoneNumber: string): Promise<string> {
  const res = await app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${phoneNumber}&size=1` });
  expect(res.statusCode).toBe(200);
  const text: string = res.json().list[0]?.text ?? "";
  const code = /\[(\d{6})\]/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phoneNumber}: ${text}`);
  return code;
}

/** send-auth-number → outbox → check-auth-number: the proof a step of `purpose` takes. */
export async function verifyPhone(app: App, phoneNumber: string, purpose: string): Promise<string> {
  const sent = await app.inject({
    method: "POST",
    url: "/api/auth/send-auth-number",
    payload: { phoneNumber, purpose },
    remoteAddress: randomAddress(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const authNumber = await latestCode(app, phoneNumber);
  const checked = await app.inject({
    method: "POST",
    url: "/api/auth/check-auth-number",
    payload: { phoneNumber, purpose, authNumber },
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json().verificationToken;
}

export const JOIN_PASSWORD = "Qz!7mK#2pL9x";

/** A complete, valid join body for a fresh login id and phone (without the proof). */
export function joinBody(overrides: Record<string, unknown> = {}) {
  return {
    loginId: randomLoginId("j"),
    password: JOIN_PASSWORD,
    passwordConfirm: JOIN_PASSWORD,
    userName: "김한우",
    email: "hanwoo@example.com",
    phoneNumber: randomPhoneNumber(),
    userType: "PERSONAL",
    agreeTerms: true,
    agreePrivacy: true,
    agreeMarketing: false,
    ...overrides,
  };
}

/** Joins through the API (phone verification included) and answers the body used. */
export async function joinMember(app: App, overrides: Record<string, unknown> = {}) {
  const body = joinBody(overrides);
  const phoneVerificationToken = await verifyPhone(app, String(body.phoneNumber), "JOIN");
  const res = await app.inject({ method: "POST", url: "/api/auth/join", payload: { ...body, phoneVerificationToken } });
  expect(res.statusCode, res.body).toBe(200);
  return body;
}

/** POST /api/auth/token, signed. */
export function login(app: App, loginId: string, password: string, extra: Record<string, unknown> = {}, headers = {}) {
  return signedPost(app, "/api/auth/token", { loginId, password, ...extra }, headers);
}

/** Logs in and answers the token, expecting `code`. */
export async function loginToken(app: App, loginId: string, password: string, code = "SUCCESS"): Promise<string> {
  const res = await login(app, loginId, password);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(code);
  return res.json().token;
}
