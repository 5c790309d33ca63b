import { expect, test } from "../fixtures/shop.fixture";
import {
  AccountPage,
  ageAccount,
  browseAs,
  carriedOverAccount,
  joinViaApi,
  latestSms,
  MEMBER_PASSWORD,
  newMember,
} from "../pages/account-page";
import { LayoutPage } from "../pages/layout-page";

// SPEC §2 Account pages, §4 token codes and session, §5 messages, §6 anonymous-only pages, §8 the 401 flow.

// Logins land on the home page, whose layer popups would cover the header (popup.spec.ts tests them).
test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("회원가입 → 로그인 → 로그아웃", () => {
  test("개인회원으로 가입하고 로그인한 뒤 로그아웃한다", async ({ page, request, isMobile }) => {
    const account = new AccountPage(page);
    const member = newMember("p");
    await browseAs(page, member);
    await account.gotoJoin();
    await expect(account.heading()).toHaveText("회원가입");

    await account.field("아이디").fill(member.loginId);
    await account.button("중복확인").click();
    await expect(account.main.getByText("사용 가능한 아이디입니다.")).toBeVisible();
    await account.fillJoinForm(request, member);

    // Required agreements left unticked: the page says so under each and stays.
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join$/);
    await expect(account.main.getByRole("checkbox", { name: "[필수] 이용약관 동의" })).toHaveAccessibleDescription(
      "필수 입력 항목입니다.",
    );
    await account.agreeToAll();
    await expect(account.main.getByRole("checkbox", { name: "[선택] 마케팅 정보 수신 동의" })).toBeChecked();
    await account.submitJoin();

    await expect(page).toHaveURL(/\/user\/join-complete$/);
    await expect(account.main).toContainText(`${member.userName}님`);
    await expect(account.main).toContainText(member.loginId);

    await account.main.getByRole("link", { name: "로그인", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);

    const state = await account.loginState(isMobile);
    await expect(state.getByRole("button", { name: "로그아웃" })).toBeVisible();
    await expect(state.getByRole("link", { name: "마이페이지" }).first()).toBeVisible();
    await expect(state.getByRole("link", { name: "로그인", exact: true })).toHaveCount(0);

    await account.logout(isMobile);
    const after = await account.loginState(isMobile);
    await expect(after.getByRole("button", { name: "로그아웃" })).toHaveCount(0);
  });

  test("사업자회원은 유효한 사업자등록번호로 가입하고, 틀린 번호는 안내를 받는다", async ({ page, request }) => {
    const account = new AccountPage(page);
    const member = newMember("b");
    await browseAs(page, member);
    await account.gotoJoin();
    await page.getByRole("navigation", { name: "회원 유형" }).getByRole("link", { name: "사업자회원" }).click();
    await expect(page).toHaveURL(/\/user\/join\?type=business$/);
    await expect(account.field("사업자등록번호")).toBeVisible();

    await account.fillJoinForm(request, member);
    // A near miss of 214-87-10355: the last digit breaks the checksum.
    await account.field("사업자등록번호").fill("2148710356");
    await account.field("회사명").fill("농협테스트상사");
    await expect(account.field("사업자등록번호")).toHaveAccessibleDescription(
      "사업자등록번호를 '-'없이 정확히 입력해주세요.",
    );
    await account.agreeToAll();
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join\?type=business$/);

    // 사업자 조회 (the sandbox's demo businesses, decision 053): a closed business is told so and cannot join.
    const lookup = account.main.getByRole("button", { name: "사업자 조회" });
    await account.field("사업자등록번호").fill("2118612342");
    await lookup.click();
    await expect(account.field("사업자등록번호")).toHaveAccessibleDescription(
      "폐업한 사업자로 조회되어 사업자회원으로 등록할 수 없습니다.",
    );
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join\?type=business$/);
    await expect(account.field("사업자등록번호")).toBeFocused();

    // An active one fills the company name and shows its representative and address.
    await account.field("사업자등록번호").fill("2148710355");
    await lookup.click();
    await expect(account.field("회사명")).toHaveValue("농협축산유통(주)");
    await expect(account.main.getByLabel("사업자 조회 결과")).toContainText("김정훈");
    await expect(account.field("사업자등록번호")).toHaveAccessibleDescription(
      "정상 영업 중인 사업자로 확인되었습니다.",
    );
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join-complete$/);
    await expect(account.main).toContainText("사업자회원");
    await expect(account.main).toContainText("214-87-10355");

    await account.main.getByRole("link", { name: "로그인", exact: true }).click();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test("모든 틀린 항목을 한 번에 알려 준다", async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoJoin("business");
    await account.field("아이디").fill("A!");
    await account.field("비밀번호").fill("aaa");
    await account.field("비밀번호 확인").fill("bbb");
    await account.field("이메일").fill("not-an-email");
    await account.submitJoin();
    await expect(account.field("아이디")).toHaveAccessibleDescription("4~16자 이내 영문 소문자, 숫자로 입력해 주세요.");
    await expect(account.field("비밀번호")).toHaveAccessibleDescription(
      /3자리 이상 반복된 문자, 숫자는 사용이 불가합니다\./,
    );
    await expect(account.field("비밀번호 확인")).toHaveAccessibleDescription("비밀번호가 일치하지 않습니다.");
    await expect(account.field("이름")).toHaveAccessibleDescription("필수 입력 항목입니다.");
    await expect(account.field("이메일")).toHaveAccessibleDescription("이메일을 정확히 입력해 주세요.");
    // The error first, then the field's hint (the 사업자 조회 fills it, decision 053).
    await expect(account.field("회사명")).toHaveAccessibleDescription(/^필수 입력 항목입니다\./);
    await expect(account.field("휴대폰번호")).toHaveAccessibleDescription("필수 입력 항목입니다.");
    await account.field("휴대폰번호").fill("01012345678");
    await account.submitJoin();
    await expect(account.main.getByText("휴대폰 인증을 완료해 주세요.")).toBeVisible();

    // Live: fixing a field clears its message as it is typed.
    await account.field("비밀번호 확인").fill("aaa");
    await expect(account.field("비밀번호 확인")).not.toHaveAccessibleDescription("비밀번호가 일치하지 않습니다.");
  });
});

test.describe("로그인", () => {
  test("로그인이 필요한 페이지는 로그인 후 그 페이지로 돌아온다", async ({ page, request }) => {
    const member = newMember("t");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);

    await page.goto("/mypage/modify?from=test");
    await expect(page).toHaveURL(/\/user\/login\?target=%2Fmypage%2Fmodify%3Ffrom%3Dtest$/);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/modify\?from=test$/);
    await expect(account.heading()).toHaveText("회원정보 수정");

    // A logged-in shopper is sent home from the anonymous-only pages (SPEC §6).
    await page.goto("/user/join");
    await expect(page).toHaveURL(/\/$/);
  });

  test("틀린 비밀번호는 폼에 안내하고, 아이디 저장은 다음 방문에 채워진다", async ({ page, request }) => {
    const member = newMember("w");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.main.getByRole("checkbox", { name: "아이디 저장" }).check();
    await account.login(member.loginId, "Wrong!2580zx");
    await expect(account.main.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");

    await account.gotoLogin();
    await expect(account.field("아이디")).toHaveValue(member.loginId);
    await expect(account.main.getByRole("checkbox", { name: "아이디 저장" })).toBeChecked();
  });

  test("빈 칸으로 로그인하면 항목마다 필수 안내가 나온다", async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.button("로그인").click();
    await expect(account.field("아이디")).toHaveAccessibleDescription("필수 입력 항목입니다.");
    await expect(account.field("비밀번호")).toHaveAccessibleDescription("필수 입력 항목입니다.");
  });
});

test.describe("세션", () => {
  test("다른 곳에서 비밀번호를 바꿔 토큰이 끊기면 401 안내 후 로그인하고 원래 페이지로 돌아온다", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const member = newMember("u");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);

    // Another device changes the password, which ends every other session (this page's token included).
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": member.address } });
    const otherPage = await other.newPage();
    const otherAccount = new AccountPage(otherPage);
    await otherAccount.gotoLogin("/mypage/change-password");
    await otherAccount.login(member.loginId, member.password);
    const newPassword = "Tkvb@4682nm";
    await otherAccount.field("현재 비밀번호").fill(member.password);
    await otherAccount.field("새 비밀번호").fill(newPassword);
    await otherAccount.field("새 비밀번호 확인").fill(newPassword);
    await otherAccount.button("비밀번호 변경").click();
    await otherAccount.acceptAlert("비밀번호가 변경되었습니다.");
    await other.close();

    // SPEC §8: the API answers 401, the alert shows and login keeps the path and query as the target.
    await page.goto("/mypage/modify?from=401");
    await expect(page).toHaveURL(/\/user\/login\?target=%2Fmypage%2Fmodify%3Ffrom%3D401$/);
    await account.acceptAlert("로그인 후 이용이 가능합니다.");
    await account.login(member.loginId, newPassword);
    await expect(page).toHaveURL(/\/mypage\/modify\?from=401$/);
  });

  test("자동 로그인을 켠 휴대폰은 세션이 끝나도 다시 로그인된다", { tag: "@phone" }, async ({ page, request }) => {
    const member = newMember("a");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.main.getByRole("checkbox", { name: "자동 로그인" }).check();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);

    // The session cookie is gone (timeout, browser closed); the remember-me cookie logs the shopper in again.
    await page.context().clearCookies({ name: "__shop_session" });
    await page.goto("/customer/notice");
    const state = await account.loginState(true);
    await expect(state.getByRole("button", { name: "로그아웃" })).toBeVisible();

    // Logging out removes the remember-me cookie too.
    await account.logout(true);
    await page.context().clearCookies({ name: "__shop_session" });
    await page.goto("/customer/notice");
    const after = await account.loginState(true);
    await expect(after.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
  });
});

test.describe("자바스크립트 없이", { tag: "@pc" }, () => {
  test.use({ javaScriptEnabled: false });

  test("서버가 같은 규칙으로 검사하고, 로그인도 된다", async ({ page, request }) => {
    const account = new AccountPage(page);
    await account.gotoJoin("personal", { hydrated: false });
    await account.field("아이디").fill("ab");
    await account.field("이메일").fill("x@y");
    await account.submitJoin();
    await expect(account.field("아이디")).toHaveAccessibleDescription("4~16자 이내 영문 소문자, 숫자로 입력해 주세요.");
    await expect(account.field("이메일")).toHaveAccessibleDescription("이메일을 정확히 입력해 주세요.");
    await expect(account.field("아이디")).toHaveValue("ab");

    const member = newMember("n");
    await browseAs(page, member);
    await joinViaApi(request, member);
    await account.gotoLogin("/mypage/change-password");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/change-password$/);
    await expect(account.heading()).toHaveText("비밀번호 변경");
  });

  test("휴대폰 인증부터 사업자회원 가입까지 폼 전송만으로 된다", async ({ page, request }) => {
    const member = newMember("j");
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoJoin("business", { hydrated: false });
    await account.field("아이디").fill(member.loginId);
    await account.button("중복확인").click();
    await expect(account.main.getByText("사용 가능한 아이디입니다.")).toBeVisible();
    await account.field("이름").fill(member.userName);
    await account.field("이메일").fill(member.email);
    await account.field("휴대폰번호").fill(member.phoneNumber);
    await account.button("인증번호 받기").click();
    // The page came back with the code input; what was typed is kept.
    await expect(account.main.getByRole("timer")).toHaveText(/^0[45]:[0-5]\d$/);
    await expect(account.field("이름")).toHaveValue(member.userName);
    await account.field("인증번호").fill(/\b(\d{6})\b/.exec(await latestSms(request, member.phoneNumber))?.[1] ?? "");
    await account.button("확인").click();
    await expect(account.main.getByText("휴대폰 인증이 완료되었습니다.")).toBeVisible();

    await account.field("비밀번호").fill(member.password);
    await account.field("비밀번호 확인").fill(member.password);
    await account.field("사업자등록번호").fill("1248100998");
    await account.field("회사명").fill("노스크립트상사");
    // Only 전체 동의: the server ticks every agreement for it.
    await account.agreeToAll();
    await account.submitJoin();
    await expect(page).toHaveURL(/\/user\/join-complete$/);
    await expect(account.main).toContainText("124-81-00998");
  });
});

test.describe("비밀번호", () => {
  test("비밀번호 찾기로 받은 임시 비밀번호로 로그인하면 바로 새 비밀번호를 정한다", async ({ page, request }) => {
    const member = newMember("r");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);

    await page.goto("/user/find-idpw?tab=password");
    await account.field("아이디").fill(member.loginId);
    await account.field("이름").fill(member.userName);
    await account.field("휴대폰번호").fill(member.phoneNumber);
    await account.button("인증번호 받기").click();
    await expect(account.main.getByRole("timer")).toBeVisible();
    const code = /\b(\d{6})\b/.exec(await latestSms(request, member.phoneNumber))?.[1] ?? "";
    await account.field("인증번호").fill(code);
    await account.button("확인").click();
    await expect(account.main.getByRole("status")).toContainText("임시 비밀번호가 회원님의 휴대폰으로 발송되었습니다.");

    const temporary = /임시 비밀번호는 (\S+) 입니다/.exec(await latestSms(request, member.phoneNumber))?.[1] ?? "";
    expect(temporary).not.toBe("");
    await account.main.getByRole("link", { name: "로그인", exact: true }).click();
    await account.login(member.loginId, temporary);
    // SPEC §4 TEMP_PASSWORD: straight to the change-password page, no alert.
    await expect(page).toHaveURL(/\/user\/change-password$/);
    await expect(account.alertDialog).toHaveCount(0);

    const newPassword = "Plmk#7531qa";
    await account.field("새 비밀번호").fill(newPassword);
    await account.field("새 비밀번호 확인").fill(newPassword);
    await account.button("비밀번호 변경").click();
    await expect(page).toHaveURL(/\/$/);
    await account.acceptAlert("비밀번호가 변경되었습니다.");
  });

  test("마이페이지에서 비밀번호를 바꾸면 새 비밀번호로 로그인한다", async ({ page, request }) => {
    const member = newMember("c");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/change-password");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/change-password$/);

    await account.field("현재 비밀번호").fill(MEMBER_PASSWORD);
    await account.field("새 비밀번호").fill("abcd!12345");
    await expect(account.field("새 비밀번호")).toHaveAccessibleDescription(/연속된 문자는 사용할 수 없습니다\./);
    await account.field("새 비밀번호").fill("Zxmn#8264pq");
    await account.field("새 비밀번호 확인").fill("Zxmn#8264pq");
    await account.button("비밀번호 변경").click();
    await account.acceptAlert("비밀번호가 변경되었습니다.");
  });
});

test.describe("토큰 코드", () => {
  test("비밀번호가 90일 지났으면 안내 후 만료 페이지로, 90일 후 변경하기로 원래 가던 곳에 간다", async ({
    page,
    request,
    isMobile,
  }) => {
    const member = newMember("e");
    await browseAs(page, member);
    await joinViaApi(request, member);
    await ageAccount(request, member.loginId, { passwordChangedDaysAgo: 91 });
    const account = new AccountPage(page);

    await account.gotoLogin("/mypage/change-password");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/user\/expired-password\?target=%2Fmypage%2Fchange-password$/);
    await account.acceptAlert("패스워드 기간이 만료 되었습니다.");
    await expect(account.heading()).toHaveText("비밀번호 변경 안내");

    // Still not logged in: the restricted token only opens this page.
    const state = await account.loginState(isMobile);
    await expect(state.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
    if (isMobile) await page.keyboard.press("Escape");

    await account.button("90일 후 변경하기").click();
    await expect(page).toHaveURL(/\/mypage\/change-password$/);
    await account.acceptAlert(/비밀번호 변경이 \d{4}\.\d{2}\.\d{2}까지 연기되었습니다\./);
    await expect(account.heading()).toHaveText("비밀번호 변경");

    // Postponed: the next login is an ordinary one.
    await account.logout(isMobile);
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(account.alertDialog).toHaveCount(0);
  });

  test("1년 넘게 로그인하지 않은 계정은 휴면 안내 후 본인 확인으로 해제한다", async ({ page, request }) => {
    const member = newMember("s");
    await browseAs(page, member);
    await joinViaApi(request, member);
    await ageAccount(request, member.loginId, { lastLoginDaysAgo: 366 });
    const account = new AccountPage(page);

    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/user\/sleep-user$/);
    await account.acceptAlert("휴면 전환된 계정입니다.");

    await account.field("아이디").fill(member.loginId);
    await account.field("비밀번호").fill(member.password);
    await account.verifyPhone(request, member.phoneNumber);
    await account.button("휴면 해제").click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await account.acceptAlert("휴면 상태가 해제되었습니다. 다시 로그인해 주세요.");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test("이전 쇼핑몰 회원은 회원 전환 가입을 마치면 로그인된다", async ({ page, request, isMobile }) => {
    const member = newMember("m");
    await browseAs(page, member);
    const carried = await carriedOverAccount(request, `old.${member.loginId}`);
    const account = new AccountPage(page);

    await account.gotoLogin();
    await account.login(carried.loginId, carried.password);
    await expect(page).toHaveURL(/\/user\/transfer-join$/);
    await account.acceptAlert("새 쇼핑몰 이용을 위해 회원 전환 가입을 진행해 주세요.");
    await expect(account.field("아이디")).toHaveValue(carried.loginId);

    // The partner scheme: 8–20 with letters, digits and a special character.
    await account.field("새 비밀번호").fill("abc12345");
    await expect(account.field("새 비밀번호")).toHaveAccessibleDescription(
      /비밀번호는 영문\/숫자\/특수문자를 혼합하여 8자 이상 20자 이하로 입력하세요\./,
    );
    await account.field("새 비밀번호").fill("Oldshop#2024");
    await account.field("새 비밀번호 확인").fill("Oldshop#2024");
    await account.verifyPhone(request, carried.phoneNumber);
    await account.agreeToAll();
    await account.button("전환 가입하기").click();
    await expect(page).toHaveURL(/\/user\/transfer-complete$/);
    await expect(account.main).toContainText("회원 전환 가입이 완료되었습니다.");
    const state = await account.loginState(isMobile);
    await expect(state.getByRole("button", { name: "로그아웃" })).toBeVisible();
  });
});

test.describe("SNS 로그인", () => {
  test("네이버로 처음 로그인하면 SNS 회원가입을 마치고 로그인된다", async ({ page, request, isMobile }) => {
    const member = newMember("k");
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.button("네이버 로그인").click();

    // The sandbox plays Naver's consent page.
    await expect(page.getByRole("heading", { name: /네이버 로그인/ })).toBeVisible();
    await page.getByRole("textbox", { name: "이메일" }).fill(member.email);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();

    await expect(page).toHaveURL(/\/user\/sns-join$/);
    await expect(account.heading()).toHaveText("SNS 회원가입");
    await expect(account.field("이메일")).toHaveValue(member.email);
    await account.verifyPhone(request, member.phoneNumber);
    await account.agreeToAll();
    await account.submitJoin();
    await expect(page).toHaveURL(/\/$/);
    await account.acceptAlert("회원가입이 완료되었습니다.");
    const state = await account.loginState(isMobile);
    await expect(state.getByRole("button", { name: "로그아웃" })).toBeVisible();
  });

  test("동의하지 않고 돌아오면 인증 정보가 없다고 알린다", async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.button("카카오 로그인").click();
    await page.getByRole("link", { name: "취소" }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await account.acceptAlert("인증 정보가 존재하지 않습니다.");
  });
});

test.describe("마이페이지", () => {
  test("비밀번호를 다시 확인한 뒤 회원정보를 고친다", async ({ page, request }) => {
    const member = newMember("i");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/modify");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/modify$/);
    await expect(account.heading()).toHaveText("회원정보 수정");
    await expect(account.field("이름")).toHaveCount(0);

    await account.field("비밀번호").fill("Wrong!2580zx");
    await account.button("확인").click();
    await expect(account.main).toContainText("비밀번호를 정확히 입력해 주세요.");
    await account.field("비밀번호").fill(member.password);
    await account.button("확인").click();

    await expect(account.field("아이디")).toHaveValue(member.loginId);
    await account.field("이름").fill("박한우");
    await account.field("이메일").fill("");
    await account.button("정보 수정").click();
    await expect(account.field("이메일")).toHaveAccessibleDescription("필수 입력 항목입니다.");
    await account.field("이메일").fill(`new.${member.email}`);
    await account.button("정보 수정").click();
    await account.acceptAlert("회원정보가 수정되었습니다.");
    await expect(account.field("이름")).toHaveValue("박한우");
    await expect(account.field("이메일")).toHaveValue(`new.${member.email}`);
  });

  test("사업자회원이 사업자등록번호를 바꾸면 사업자 조회로 확인하고, 폐업한 사업자는 서버가 거절한다", async ({
    page,
    request,
  }) => {
    const member = newMember("m");
    await browseAs(page, member);
    await joinViaApi(request, member, { businessNumber: "1248100998", companyName: "한우식당" });
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/modify");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/modify$/);
    await expect(account.main.getByRole("button", { name: "확인" })).toBeVisible();
    await account.field("비밀번호").fill(member.password);
    await account.button("확인").click();
    await expect(account.field("사업자등록번호")).toHaveValue("1248100998");

    // A closed business's number saved without 사업자 조회: the API asks the service itself and refuses it
    // (decision 053), whatever the page sent.
    await account.field("사업자등록번호").fill("2118612342");
    await account.button("정보 수정").click();
    await expect(account.field("사업자등록번호")).toHaveAccessibleDescription(
      "폐업한 사업자로 조회되어 사업자회원으로 등록할 수 없습니다.",
    );
    // 사업자 조회 as on the join form: the closed business is told so and the form stops there.
    await account.button("사업자 조회").click();
    await expect(account.main.getByLabel("사업자 조회 결과")).toContainText("폐업자");
    await account.button("정보 수정").click();
    await expect(account.field("사업자등록번호")).toBeFocused();

    // An active one fills the company name; the change is saved.
    await account.field("사업자등록번호").fill("2148710355");
    await account.button("사업자 조회").click();
    await expect(account.field("회사명")).toHaveValue("농협축산유통(주)");
    await expect(account.field("사업자등록번호")).toHaveAccessibleDescription(
      "정상 영업 중인 사업자로 확인되었습니다.",
    );
    await account.button("정보 수정").click();
    await account.acceptAlert("회원정보가 수정되었습니다.");
    await expect(account.field("사업자등록번호")).toHaveValue("2148710355");
    await expect(account.field("회사명")).toHaveValue("농협축산유통(주)");
  });

  test("회원 탈퇴를 확인하면 로그아웃되고 그 계정으로는 다시 로그인할 수 없다", async ({ page, request }) => {
    const member = newMember("q");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/user/secede");
    await account.login(member.loginId, member.password);
    await expect(account.heading()).toHaveText("회원 탈퇴");

    await account.button("회원 탈퇴").click();
    await expect(account.main.getByRole("checkbox", { name: /회원 탈퇴에 동의합니다/ })).toHaveAccessibleDescription(
      "필수 입력 항목입니다.",
    );
    await account.main.getByRole("radio", { name: "배송 불만" }).check();
    await account.field("비밀번호 확인").fill(member.password);
    await account.main.getByRole("checkbox", { name: /회원 탈퇴에 동의합니다/ }).check();
    await account.button("회원 탈퇴").click();
    // The confirm: 취소 keeps the account.
    await expect(account.alertDialog).toContainText("정말 탈퇴하시겠습니까?");
    await account.alertDialog.getByRole("button", { name: "탈퇴하기" }).click();

    await expect(page).toHaveURL(/\/$/);
    await account.acceptAlert("회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.");
    await account.gotoLogin();
    await account.login(member.loginId, member.password);
    await expect(account.main.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");
  });
});

test.describe("다른 사이트가 보낸 요청", { tag: "@api" }, () => {
  test("출처가 다르거나 CSRF 토큰이 없는 폼 전송은 거절한다", async ({ request }) => {
    const crossSite = await request.post("/user/logout", {
      headers: { origin: "https://evil.example" },
      form: { csrf: "guessed" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    const fetchMetadata = await request.post("/user/login", {
      headers: { "sec-fetch-site": "cross-site" },
      form: { loginId: "someone", password: "Qwas!2580zx" },
      maxRedirects: 0,
    });
    expect(fetchMetadata.status()).toBe(403);

    const noToken = await request.post("/user/login", {
      form: { loginId: "someone", password: "Qwas!2580zx" },
      maxRedirects: 0,
    });
    expect(noToken.status()).toBe(403);
  });

  test("로그인 쿠키는 HttpOnly, SameSite=Lax이고 토큰은 페이지에 보이지 않는다", async ({ request, baseURL }) => {
    const member = newMember("h");
    await joinViaApi(request, member);
    const page = await request.get("/user/login", { headers: { "x-forwarded-for": member.address } });
    // A new guest's login page is every guest's (the page cache may serve it): no token and no cookie. The browser's
    // Origin vouches for the post instead (docs/decisions/023).
    expect(await page.text()).not.toContain('name="csrf"');
    expect(page.headers()["set-cookie"]).toBeUndefined();
    const login = await request.post("/user/login", {
      headers: { "x-forwarded-for": member.address, origin: new URL(baseURL!).origin },
      form: { loginId: member.loginId, password: member.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect(login.headers().location).toBe("/");
    const sessionCookie = login
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__shop_session="));
    expect(sessionCookie?.value).toMatch(/HttpOnly/);
    expect(sessionCookie?.value).toMatch(/SameSite=Lax/);
    expect(sessionCookie?.value).toMatch(/Max-Age=\d+/);

    // The cookie is sealed (decision 013): only its JWE header can be read, and the page never carries it.
    const value = decodeURIComponent(sessionCookie!.value.split(";")[0]!.slice("__shop_session=".length));
    const parts = value.split(".");
    expect(parts).toHaveLength(5);
    expect(JSON.parse(Buffer.from(parts[0]!, "base64url").toString("utf8"))).toEqual({ alg: "dir", enc: "A256GCM" });
    const home = await (await request.get("/", { headers: { "x-forwarded-for": member.address } })).text();
    expect(home).toContain("로그아웃");
    expect(home).not.toContain(value);
  });
});
