import { tz } from "@date-fns/tz";
import type { DevOutboxResponse } from "@shop/contracts/auth";
import { differenceInSeconds, format, formatDistanceStrict, isValid, parseISO } from "date-fns";
import { ko } from "date-fns/locale/ko";

/** One message the sandboxes "sent", as the inbox shows it. */
export type OutboxMessage = DevOutboxResponse["list"][number];

/** What the inbox page shows (features/demo/demo-inbox.server.ts loads it). */
export interface DemoInbox {
  /** The phone filter as the shopper typed it ("" for every number). */
  phone: string;
  /** Newest first. */
  messages: OutboxMessage[];
  /** The clock the page counts "3분 전" from, so the server's render and the browser's hydration agree. */
  now: string;
}

/** The part of a message a newcomer copies: a verification code or a temporary password. */
export interface MessageSecret {
  label: "인증번호" | "임시 비밀번호";
  value: string;
}

/** The phone filter's longest input; the API takes up to 100 characters, a phone number needs far fewer. */
export const PHONE_FILTER_MAX_LENGTH = 20;

/**
 * The inbox's phone filter as typed (`010-1234-5678`, `010 1234 5678`) and as the outbox stores recipients (digits
 * only, like the join form sends them). No digits at all means no filter.
 */
export function phoneFilter(raw: string | null): { typed: string; digits: string } {
  const typed = (raw ?? "").trim().slice(0, PHONE_FILTER_MAX_LENGTH);
  return { typed, digits: typed.replace(/\D/g, "") };
}

/** The code of a verification text (`[123456]`, else the first six-digit run) or the temporary password. */
export function messageSecret(text: string): MessageSecret | null {
  const code = /\[(\d{6})\]/.exec(text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
  if (code) return { label: "인증번호", value: code };
  const password = /임시 비밀번호는\s*(\S+)\s*입니다/.exec(text)?.[1];
  return password ? { label: "임시 비밀번호", value: password } : null;
}

const SEOUL = tz("Asia/Seoul");

/** "방금 전", "12초 전", "3분 전" … from `now` (the loader's clock, so the server and the browser agree). */
export function timeAgo(createdAt: string, now: string): string {
  const sent = parseISO(createdAt);
  const reference = parseISO(now);
  if (!isValid(sent) || !isValid(reference)) return "";
  if (differenceInSeconds(reference, sent) < 5) return "방금 전";
  return formatDistanceStrict(sent, reference, { locale: ko, addSuffix: true, roundingMethod: "floor" });
}

/** The sending time in Korea: "11월 15일 오후 3:04:05". */
export function koreaTime(createdAt: string): string {
  const sent = parseISO(createdAt);
  return isValid(sent) ? format(sent, "M월 d일 a h:mm:ss", { in: SEOUL, locale: ko }) : "";
}

/** The channel's Korean name. */
export const CHANNEL_NAMES: Record<OutboxMessage["channel"], string> = {
  sms: "문자",
  push: "앱 푸시",
  email: "이메일",
};
