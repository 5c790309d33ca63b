import { randomBytes } from "node:crypto";
import { expect, test } from "../fixtures/shop.fixture";
import { signInAsNewStaff } from "../pages/admin-page";
import { HomePage } from "../pages/home-page";

// The back office's content (issue 14 item 4) at 1280 px: an operator writes a notice and a guest's notice board
// shows it at once; an operator puts up a stripe banner and a guest's header shows it at once (the guests' pages and
// the header's answers are kept in memory; a content write drops them). The maintenance window is not set here: it
// would close the shop for every other test running (its own spec runs alone, tagged @maintenance).

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("콘텐츠 관리", { tag: "@pc" }, () => {
  test("운영자가 공지를 쓰면 쇼핑몰 공지사항에 바로 보인다", async ({ page, browser }) => {
    const tag = randomBytes(3).toString("hex");
    const title = `설 연휴 배송 안내 ${tag}`;
    // A guest's board is kept in the page cache from this first visit.
    const guest = await browser.newPage();
    await guest.goto(`/customer/notice?keyword=${tag}`);
    await expect(guest.getByText(title)).toHaveCount(0);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "콘텐츠 관리" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/notices$/);
    await expect(page.getByRole("link", { name: "공지사항" })).toHaveAttribute("aria-current", "page");

    const form = page.getByRole("form", { name: "공지사항 쓰기" });
    await form.getByLabel("제목", { exact: true }).fill(title);
    // Staff write plain text: markup is refused in Korean and nothing is saved.
    await form.getByLabel("내용", { exact: true }).fill("<b>굵게</b>");
    await form.getByRole("button", { name: "공지 등록" }).click();
    await expect(page.getByRole("alert")).toHaveText("HTML 태그는 입력할 수 없습니다. 글로만 입력해 주세요.");
    await form
      .getByLabel("내용", { exact: true })
      .fill("2월 8일부터 12일까지는 배송을 쉽니다.\n\n13일부터 차례로 보내 드립니다.");
    await form.getByRole("button", { name: "공지 등록" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

    await guest.goto(`/customer/notice?keyword=${tag}`);
    await expect(guest.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await guest.getByRole("link", { name: new RegExp(title) }).click();
    await expect(guest.getByText("13일부터 차례로 보내 드립니다.")).toBeVisible();

    // Edit, then delete with a confirm: the board follows each.
    await page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: "수정" }).click();
    await expect(page.getByRole("heading", { name: /공지 수정/ })).toBeVisible();
    const edited = `${title} (일정 변경)`;
    await form.getByLabel("제목", { exact: true }).fill(edited);
    await form.getByRole("button", { name: "수정 저장" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    await guest.goto(`/customer/notice?keyword=${tag}`);
    await expect(guest.getByRole("link", { name: new RegExp(edited.replace(/[()]/g, "\\$&")) })).toBeVisible();

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("row").filter({ hasText: edited }).getByRole("button", { name: "삭제" }).click();
    await expect(page.getByRole("status").filter({ hasText: "삭제했습니다." })).toBeVisible();
    await guest.goto(`/customer/notice?keyword=${tag}`);
    await expect(guest.getByText(edited)).toHaveCount(0);
    await guest.close();
  });

  test("운영자가 띠배너 문구를 바꾸면 쇼핑몰 머리글에 바로 보인다", async ({ page, browser, request, baseURL }) => {
    const contents = `설 선물세트 예약 ${randomBytes(3).toString("hex")}`;
    const guest = await browser.newPage();
    // The guest visits the home page five times: without the popups dismissed, each visit would open the window popup
    // again (a browser window each), which is not what this test is about.
    await HomePage.dismissAllPopups(guest.context(), request, baseURL!);
    await guest.goto("/");
    const banner = guest.getByRole("complementary", { name: "띠배너" });
    await expect(banner).toBeVisible();
    await expect(banner).not.toContainText(contents);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.goto("/admin/content/stripe-banner");
    const form = page.getByRole("form", { name: "띠배너 쓰기" });
    await form.getByLabel("문구", { exact: true }).fill(contents);
    await form.getByLabel("링크", { exact: true }).fill("/event/best");
    await form.getByLabel("종료", { exact: true }).fill("2026-01-01 00:00");
    await form.getByLabel("시작", { exact: true }).fill("2027-01-01 00:00");
    await form.getByRole("button", { name: "띠배너 등록" }).click();
    await expect(page.getByRole("alert")).toHaveText("종료 시각은 시작 시각보다 뒤여야 합니다.");
    // Open-ended (no start) at first: a dated banner outranks it, so the header does not change yet.
    await form.getByLabel("시작", { exact: true }).fill("");
    await form.getByLabel("종료", { exact: true }).fill("");
    await form.getByRole("button", { name: "띠배너 등록" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: contents });
    await expect(row).toBeVisible();

    try {
      // The guest's home page is kept now (page cache: fresh 2 s, then stale 3 s in these runs): the change below must
      // drop it, or the next visit within those seconds would still show the old header.
      await guest.goto("/");
      await expect(banner).not.toContainText(contents);
      // An open-ended banner (no start) ranks below a dated one: the page shows whether it is the header's now.
      await row.getByRole("link", { name: "수정" }).click();
      // The edit form replaces the blank one once its page has loaded: fill it only then.
      await expect(page.getByRole("heading", { name: /띠배너 수정/ })).toBeVisible();
      const started = new Date(Date.now() - 60_000).toLocaleString("sv-SE", { timeZone: "Asia/Seoul" }).slice(0, 16);
      await form.getByLabel("시작", { exact: true }).fill(started);
      await form.getByRole("button", { name: "수정 저장" }).click();
      await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
      await expect(row).toContainText("노출 중");

      await guest.goto("/");
      await expect(banner).toContainText(contents);
    } finally {
      // Other tests read the seeded banner: take this one down at once.
      page.once("dialog", (dialog) => dialog.accept());
      await row.getByRole("button", { name: "삭제" }).click();
      await expect(page.getByRole("status").filter({ hasText: "삭제했습니다." })).toBeVisible();
    }
    await guest.goto("/");
    await expect(banner).not.toContainText(contents);
    await guest.context().close();
  });

  test("고객센터 직원에게는 콘텐츠 관리 메뉴가 없고 주소로 열어도 거절된다", async ({ page }) => {
    await signInAsNewStaff(page, "ROLE_CS");
    await expect(
      page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "콘텐츠 관리" }),
    ).toHaveCount(0);
    const res = await page.goto("/admin/content/notices");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("alert")).toHaveText("이 메뉴를 사용할 권한이 없습니다.");
  });
});
