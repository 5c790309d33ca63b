// Throttling of password checks (docs/decisions/014-login-throttling.md). The numbers are there with their reasons;
// the database keeps the attempts, this file only decides from them.

/** One recorded password check, as the throttle reads it. */
export interface RecordedAttempt {
  at: Date;
  succeeded: boolean;
}

/** The newest recorded checks of one kind around a new one, newest first, each list at most `attemptsToRead` long. */
export interface RecentAttempts {
  /** Failed checks from the caller's address, whatever the login id. */
  fromAddress: readonly RecordedAttempt[];
  /** Checks of the login id from the caller's address. */
  forAccountAtAddress: readonly RecordedAttempt[];
  /** Checks of the login id from every address. */
  forAccount: readonly RecordedAttempt[];
}

/** Budgets of one kind of password check, all counted over the same sliding window. */
export interface ThrottlePolicy {
  windowMs: number;
  /** Failures from one address (any login ids) that close the address. Never reset by a success. */
  addressLimit: number;
  /** Failures of one login id from one address, since that address last got it right, that close the pair. */
  accountAtAddressLimit: number;
  /**
   * Failures of one login id from all addresses, since its last success: a lock for checks only the account's own
   * session can make; a slow-down of the addresses that have failed on it for checks anyone can make.
   */
  account:
    | { mode: "lock"; limit: number }
    | { mode: "slowDown"; after: number; firstDelayMs: number; maxDelayMs: number };
}

const MINUTE_MS = 60_000;

/** Login (POST /api/auth/token and the dormant-account wake-up): anyone can post a login id, so no lock on it. */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  windowMs: 10 * MINUTE_MS,
  addressLimit: 20,
  accountAtAddressLimit: 5,
  account: { mode: "slowDown", after: 10, firstDelayMs: 5_000, maxDelayMs: 60_000 },
};

/** check-password, change-password, secede: only a session of the account itself can fail these. */
export const PASSWORD_CHECK_THROTTLE: ThrottlePolicy = {
  windowMs: 10 * MINUTE_MS,
  addressLimit: 20,
  accountAtAddressLimit: 5,
  account: { mode: "lock", limit: 5 },
};

/**
 * A non-member's order lookup (POST /api/order/no-member): anyone who has seen an order number can post it, so it
 * takes the login's budgets, the order number in the place of the login id: the order is never locked; the addresses
 * guessing its password are slowed, and its owner's from elsewhere is still checked.
 */
export const ORDER_LOOKUP_THROTTLE: ThrottlePolicy = LOGIN_THROTTLE;

/**
 * A paper or link coupon code typed by a member (GET /api/coupon/exchange-offline-coupon, POST
 * /api/coupon/download-coupon-link): codes are short, so trying them one after another would find live ones. Only the
 * member's own session can try, so like a password check the member is locked after 10 wrong codes in 10 minutes;
 * an address trying for many members is closed after 30.
 */
export const COUPON_CODE_THROTTLE: ThrottlePolicy = {
  windowMs: 10 * MINUTE_MS,
  addressLimit: 30,
  accountAtAddressLimit: 10,
  account: { mode: "lock", limit: 10 },
};

/**
 * A card registered for quick pay (POST /api/pin-pay/payu/register-card, docs/decisions/031): each try asks the card
 * company through the gateway, so a stolen session could test card numbers one after another. Every try that reaches
 * the gateway counts, a registered card too (a tester's right guesses are registrations): 10 per member per hour,
 * and 30 from one address for all members together.
 */
export const PIN_PAY_CARD_THROTTLE: ThrottlePolicy = {
  windowMs: 60 * MINUTE_MS,
  addressLimit: 30,
  accountAtAddressLimit: 10,
  account: { mode: "lock", limit: 10 },
};

/**
 * 사업자 정보 조회 (POST /api/nice-dmoa/{id}, docs/decisions/053): an open endpoint that asks a paid outside service,
 * so every lookup counts, found or not. One address may look up 30 numbers in 10 minutes and one number 10 times; a
 * number looked up more than 30 times from everywhere slows down the addresses asking for it.
 */
export const BUSINESS_LOOKUP_THROTTLE: ThrottlePolicy = {
  windowMs: 10 * MINUTE_MS,
  addressLimit: 30,
  accountAtAddressLimit: 10,
  account: { mode: "slowDown", after: 30, firstDelayMs: 5_000, maxDelayMs: 60_000 },
};

/** How many of the newest attempts per list the rule needs: enough to reach every limit and the longest delay. */
export function attemptsToRead(policy: ThrottlePolicy): number {
  const { account } = policy;
  const accountNeeds =
    account.mode === "lock"
      ? account.limit
      : account.after + Math.ceil(Math.log2(account.maxDelayMs / account.firstDelayMs)) + 1;
  return Math.max(policy.addressLimit, policy.accountAtAddressLimit, accountNeeds);
}

/** Why a check is refused: a closed address, a closed address+account pair, or an account being slowed or locked. */
export type ThrottleReason = "ADDRESS" | "ACCOUNT_AT_ADDRESS" | "ACCOUNT_LOCKED" | "ACCOUNT_SLOWED";

export type ThrottleVerdict = { allowed: true } | { allowed: false; reason: ThrottleReason; retryAfterMs: number };

/** Failures inside the window, newest first, up to the newest success when `sinceSuccess`. */
function failuresOf(attempts: readonly RecordedAttempt[], windowStart: number, sinceSuccess: boolean): Date[] {
  const failures: Date[] = [];
  for (const attempt of attempts) {
    if (attempt.at.getTime() <= windowStart) break;
    if (attempt.succeeded) {
      if (sinceSuccess) break;
      continue;
    }
    failures.push(attempt.at);
  }
  return failures;
}

/** Time until the `limit`-th newest failure leaves the window, when there are that many (else 0: not over). */
function lockWait(failures: readonly Date[], limit: number, policy: ThrottlePolicy, now: Date): number {
  const edge = failures[limit - 1];
  return edge ? edge.getTime() + policy.windowMs - now.getTime() : 0;
}

/** The slow-down after `failures` on an account: the first delay, doubled with each further failure, capped. */
export function slowDownDelayMs(policy: ThrottlePolicy, failures: number): number {
  const { account } = policy;
  if (account.mode !== "slowDown" || failures < account.after) return 0;
  return Math.min(account.maxDelayMs, account.firstDelayMs * 2 ** (failures - account.after));
}

/**
 * Whether a password check may run now. Every rule that refuses gives its wait; the longest is the answer. An
 * address that has not failed on the account is never slowed on its account, so the owner's password from
 * anywhere else still gets checked while strangers guess.
 */
export function decideThrottle(policy: ThrottlePolicy, recent: RecentAttempts, now: Date): ThrottleVerdict {
  const windowStart = now.getTime() - policy.windowMs;
  const atAddress = failuresOf(recent.forAccountAtAddress, windowStart, true);
  const onAccount = failuresOf(recent.forAccount, windowStart, true);
  const waits: Array<[ThrottleReason, number]> = [
    ["ADDRESS", lockWait(failuresOf(recent.fromAddress, windowStart, false), policy.addressLimit, policy, now)],
    ["ACCOUNT_AT_ADDRESS", lockWait(atAddress, policy.accountAtAddressLimit, policy, now)],
  ];
  if (policy.account.mode === "lock") {
    waits.push(["ACCOUNT_LOCKED", lockWait(onAccount, policy.account.limit, policy, now)]);
  } else if (atAddress.length > 0 && onAccount[0]) {
    const until = onAccount[0].getTime() + slowDownDelayMs(policy, onAccount.length);
    waits.push(["ACCOUNT_SLOWED", until - now.getTime()]);
  }
  const [reason, retryAfterMs] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
  return retryAfterMs > 0 ? { allowed: false, reason, retryAfterMs } : { allowed: true };
}

/**
 * The Korean message of a refusal: a closed address or account counts in minutes (the shopper's own mistakes get the
 * message they always had), a slow-down in seconds.
 */
export function throttleMessage(
  kind: "LOGIN" | "CHECK_PASSWORD" | "COUPON_CODE" | "PIN_PAY_CARD" | "STAFF_LOGIN" | "BUSINESS_LOOKUP",
  verdict: { reason: ThrottleReason; retryAfterMs: number },
) {
  // A back-office sign-in reads as a login.
  const check = kind === "STAFF_LOGIN" ? "LOGIN" : kind;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  if (check === "PIN_PAY_CARD") {
    return `카드 등록 시도 횟수를 초과했습니다. ${Math.ceil(seconds / 60)}분 후 다시 시도해 주세요.`;
  }
  if (check === "BUSINESS_LOOKUP") {
    return verdict.reason === "ACCOUNT_SLOWED"
      ? `사업자 조회 요청이 너무 많습니다. ${seconds}초 후 다시 시도해 주세요.`
      : `사업자 조회 횟수를 초과했습니다. ${Math.ceil(seconds / 60)}분 후 다시 시도해 주세요.`;
  }
  if (check === "COUPON_CODE") {
    return `쿠폰 번호 입력 횟수를 초과했습니다. ${Math.ceil(seconds / 60)}분 후 다시 시도해 주세요.`;
  }
  if (verdict.reason === "ACCOUNT_SLOWED") {
    return check === "LOGIN"
      ? `로그인 시도가 너무 많습니다. ${seconds}초 후 다시 시도해 주세요.`
      : `비밀번호 입력 시도가 너무 많습니다. ${seconds}초 후 다시 시도해 주세요.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return check === "LOGIN"
    ? `로그인 시도 횟수를 초과했습니다. ${minutes}분 후 다시 시도해 주세요.`
    : `비밀번호 입력 횟수를 초과했습니다. ${minutes}분 후 다시 시도해 주세요.`;
}

/**
 * The unit a throttle counts as one client: an IPv4 address as it is (an IPv4-mapped IPv6 one unwrapped), an IPv6
 * address by its /64 — the block one subscriber is routed, who can otherwise use a new address for every try.
 * Anything else is kept as given.
 */
export function throttleAddressOf(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(":")) return bare;
  const halves = bare.split("::");
  if (halves.length > 2) return bare;
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return bare;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return bare;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}
