import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** A member made for a test; ids and phone numbers are unique per run so tests never collide. */
export interface TestMember {
  loginId: string;
  password: string;
  userName: string;
  email: string;
  phoneNumber: string;
  /**
   * The shopper's network address, sent as X-Forwarded-For: the API limits codes and logins per address, and every
   * test runs from the same machine, so each test member comes from an address of its own, as real shoppers do.
   */
  address: string;
}

/** A password that passes the member rules (10–16, letter + digit + special, no repeats or runs). */
export const MEMBER_PASSWORD = "Qwas!2580zx";

let sequence = 0;

/** A fresh login id (4–16 lowercase letters and digits) and mobile number for one test. */
export function newMember(tag: string): TestMember {
  sequence += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${sequence}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return {
    loginId: `${tag}${stamp}`.toLowerCase().slice(0, 16),
    password: MEMBER_PASSWORD,
    userName: "김농협",
    email: `${tag}${stamp}@example.com`,
    phoneNumber: `010${digits}`,
    address: `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  };
}

function randomOctet(): number {
  return 1 + Math.floor(Math.random() * 254);
}

/** Makes the page's requests come from the member's address (see TestMember.address). */
export async function browseAs(page: Page, member: TestMember): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": member.address });
}

interface OutboxEntry {
  channel: string;
  recipient: string;
  text: string;
  createdAt: string;
}

/** The newest SMS the sandbox sent to `phoneNumber` (GET /api/dev/outbox, newest first). */
export async function latestSms(request: APIRequestContext, phoneNumber: string): Promise<string> {
  let text = "";
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?recipient=${phoneNumber}&size=1`);
    expect(response.status()).toBe(200);
    const { list } = (await response.json()) as { list: OutboxEntry[] };
    expect(list.length).toBeGreaterThan(0);
    text = list[0]!.text;
  }).toPass({ timeout: 5_000 });
  return text;
}

/** The six-digit verification code in the newest SMS to the number. */
export async function latestAuthNumber(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestSms(request, phoneNumber))?.[1];
  if (!code) throw new Error(`no verification code in the SMS to ${phoneNumber}`);
  return code;
}

/** A company buyer's (userType BUSINESS) part of the join. */
export interface CompanyJoin {
  businessNumber: string;
  companyName: string;
}

/**
 * Joins a member through the API (phone code from the dev outbox), for tests about what comes after joining; with
 * `company`, as a company buyer (사업자 회원).
 */
export async function joinViaApi(request: APIRequestContext, member: TestMember, company?: CompanyJoin): Promise<void> {
  const headers = { "x-forwarded-for": member.address };
  const sent = await request.post("/api/auth/send-auth-number", {
    headers,
    data: { phoneNumber: member.phoneNumber, purpose: "JOIN" },
  });
  expect(sent.status()).toBe(200);
  const authNumber = await latestAuthNumber(request, member.phoneNumber);
  const checked = await request.post("/api/auth/check-auth-number", {
    headers,
    data: { phoneNumber: member.phoneNumber, purpose: "JOIN", authNumber },
  });
  expect(checked.status()).toBe(200);
  const { verificationToken } = (await checked.json()) as { verificationToken: string };
  const joined = await request.post("/api/auth/join", {
    headers,
    data: {
      loginId: member.loginId,
      password: member.password,
      passwordConfirm: member.password,
      userName: member.userName,
      email: member.email,
      phoneNumber: member.phoneNumber,
      phoneVerificationToken: verificationToken,
      ...(company ? { userType: "BUSINESS", ...company } : { userType: "PERSONAL" }),
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);
}

/** Moves a member's last login or password change into the past (dev route), for the dormant and expired flows. */
export async function ageAccount(
  request: APIRequestContext,
  loginId: string,
  days: { lastLoginDaysAgo?: number; passwordChangedDaysAgo?: number },
): Promise<void> {
  const response = await request.post("/api/dev/accounts/age", { data: { loginId, ...days } });
  expect(response.status(), await response.text()).toBe(200);
}

/** An account as the old shop's import leaves it (dev route): its login answers TRANSFER_REQUIRED. */
export async function carriedOverAccount(
  request: APIRequestContext,
  loginId: string,
): Promise<{ loginId: string; password: string; phoneNumber: string }> {
  const response = await request.post("/api/dev/accounts/carried-over", { data: { loginId } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { loginId: string; password: string; phoneNumber: string };
}

/** The account pages: login, join, recovery flows, and the header's login state. */
export class AccountPage {
  readonly main: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.alertDialog = page.getByRole("alertdialog");
  }

  /** A text or password input by its label (the required mark is not part of the name). */
  field(label: string): Locator {
    return this.main.getByRole("textbox", { name: label, exact: true });
  }

  button(name: string): Locator {
    return this.main.getByRole("button", { name, exact: true });
  }

  heading(): Locator {
    return this.main.getByRole("heading", { level: 1 });
  }

  /** Closes the alert modal after checking its message (within the expect timeout, or `timeout`). */
  async acceptAlert(message: string | RegExp, options: { timeout?: number } = {}) {
    await expect(this.alertDialog).toContainText(message, options);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }

  // Login and logout

  async gotoLogin(target?: string) {
    await this.page.goto(target ? `/user/login?target=${encodeURIComponent(target)}` : "/user/login");
  }

  async login(loginId: string, password: string) {
    await this.field("아이디").fill(loginId);
    await this.field("비밀번호").fill(password);
    await this.button("로그인").click();
  }

  /** Logs out with the control of the header (PC) or the bottom bar's category panel (phone), and waits for it. */
  async logout(isMobile: boolean) {
    const state = await this.loginState(isMobile);
    await state.getByRole("button", { name: "로그아웃" }).click();
    // On a phone the panel closes when logging out moves to another path, and stays open on the same one.
    await expect(async () => {
      const after = await this.loginState(isMobile);
      await expect(after.getByRole("link", { name: "로그인", exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  /** Where the login state shows: the header on PC, the category panel on phones (opened if it is not). */
  async loginState(isMobile: boolean): Promise<Locator> {
    if (!isMobile) return this.page.getByRole("banner");
    const panel = this.page.getByRole("dialog", { name: "카테고리" });
    const toggle = this.page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("button", { name: "카테고리" });
    // Logging out from the home page lands on the same path, so the panel it was done in stays open. A tap before
    // the page has hydrated (right after a login redirect) does nothing, so it is repeated until the panel opens.
    await expect(async () => {
      if (!(await panel.isVisible())) await toggle.click();
      await expect(panel).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    return panel;
  }

  // Join

  /** Opens the join form and, unless JavaScript is off, waits until its controls are live (the ID check is a script call). */
  async gotoJoin(type: "personal" | "business" = "personal", { hydrated = true }: { hydrated?: boolean } = {}) {
    await this.page.goto(type === "business" ? "/user/join?type=business" : "/user/join");
    if (hydrated) await waitForHydration(this.page);
  }

  /** Sends a code to the phone, reads it from the dev outbox and confirms it. */
  async verifyPhone(request: APIRequestContext, phoneNumber: string) {
    // Sending the code is a script call: a tap before hydration (the page often comes from a redirect) is lost.
    await waitForHydration(this.page);
    await this.field("휴대폰번호").fill(phoneNumber);
    await this.button("인증번호 받기").click();
    await expect(this.field("인증번호")).toBeVisible();
    await expect(this.main.getByRole("timer")).toHaveText(/^0[45]:[0-5]\d$/);
    await this.field("인증번호").fill(await latestAuthNumber(request, phoneNumber));
    await this.button("확인").click();
    await expect(this.main.getByText("휴대폰 인증이 완료되었습니다.")).toBeVisible();
  }

  async fillJoinForm(request: APIRequestContext, member: TestMember) {
    await this.field("아이디").fill(member.loginId);
    await this.field("비밀번호").fill(member.password);
    await this.field("비밀번호 확인").fill(member.password);
    await this.field("이름").fill(member.userName);
    await this.field("이메일").fill(member.email);
    await this.verifyPhone(request, member.phoneNumber);
  }

  async agreeToAll() {
    await this.main.getByRole("checkbox", { name: "전체 동의" }).check();
  }

  async submitJoin() {
    await this.button("가입하기").click();
  }
}
