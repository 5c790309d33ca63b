import { randomBytes } from "node:crypto";
import { expect, test } from "../fixtures/shop.fixture";
import { signInAsNewStaff } from "../pages/admin-page";
import { HomeBlocks } from "../pages/display-page";
import { LayoutPage } from "../pages/layout-page";

// The back office's display content (docs/decisions/044) at 1280 px: an operator adds an item to the MD picks and a
// guest's home page shows it at once; an operator adds a recommended keyword and a guest's search page shows it in the
// search box at once (the home blocks and the header's answers are kept in memory; a content write drops them). Each
// test takes its change back, so the shop's other specs find the demo data as it was.

test.use({ viewport: { width: 1280, height: 900 } });

interface Card {
  itemUserCode: string;
  itemName: string;
}

test.describe("전시·추천 검색어 관리", { tag: "@pc" }, () => {
  test("운영자가 MD 추천에 상품을 넣으면 메인 화면에 바로 보인다", async ({ page, browser, request }) => {
    test.slow();
    const md = (await (await request.get("/api/display/md")).json()) as {
      block: { title: string };
      groups: { key: string; name: string; list: Card[] }[];
    };
    const first = md.groups[0]!;
    const newest = (await (await request.get("/api/display/new?size=40")).json()) as { list: Card[] };
    const picked = newest.list.find((item) => !first.list.some((shown) => shown.itemUserCode === item.itemUserCode))!;

    const guest = await browser.newPage();
    const home = new HomeBlocks(guest);
    await home.goto();
    await expect(home.tabPanel(md.block.title).getByRole("article").first()).not.toHaveAccessibleName(picked.itemName);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.goto("/admin/content");
    await page.getByRole("navigation", { name: "콘텐츠 종류" }).getByRole("link", { name: "전시·MD 추천" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/display$/);
    await page.getByRole("row").filter({ hasText: "MD 추천" }).getByRole("link", { name: "편집" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/display\/md$/);

    const add = page.getByRole("form", { name: "상품 추가" });
    // An unknown code is refused in Korean and nothing changes.
    await add.getByLabel("상품코드").fill("0000000000");
    await add.getByRole("button", { name: "상품 추가" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "상품코드 0000000000에 해당하는 상품이 없습니다. 상품코드를 확인해 주세요.",
    );
    await add.getByLabel("상품코드").fill(picked.itemUserCode);
    await add.getByRole("combobox", { name: /^탭/ }).selectOption({ label: first.name });
    await add.getByLabel("넣을 자리").selectOption({ label: "맨 앞" });
    await add.getByRole("button", { name: "상품 추가" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: picked.itemUserCode });
    await expect(row).toContainText(picked.itemName);
    await expect(row).toContainText(first.name);

    await home.goto();
    await expect(home.tabs(md.block.title).first()).toHaveText(first.name);
    await expect(home.tabPanel(md.block.title).getByRole("article").first()).toHaveAccessibleName(picked.itemName);

    // Taken out again: the home page shows the tab as it was.
    await row.getByRole("button", { name: "빼기" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: picked.itemUserCode })).toHaveCount(0);
    await home.goto();
    await expect(home.tabPanel(md.block.title).getByRole("article").first()).toHaveAccessibleName(
      first.list[0]!.itemName,
    );
    await guest.close();
  });

  test("운영자가 추천 검색어를 등록하면 검색 화면의 검색창에 바로 보인다", async ({ page, browser }) => {
    test.slow();
    const keyword = `한우 안심 ${randomBytes(3).toString("hex")}`;
    const guest = await browser.newPage();
    const layout = new LayoutPage(guest);
    await guest.goto("/search?query=%ED%95%9C%EC%9A%B0");
    await expect(layout.searchBox).not.toHaveAttribute("placeholder", keyword);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.goto("/admin/content/keywords");
    const form = page.getByRole("form", { name: "추천 검색어 쓰기" });
    await form.getByLabel("검색어", { exact: true }).fill(`<b>${keyword}</b>`);
    await form.getByRole("button", { name: "추천 검색어 등록" }).click();
    await expect(page.getByRole("alert")).toHaveText("HTML 태그는 입력할 수 없습니다. 글로만 입력해 주세요.");
    await form.getByLabel("검색어", { exact: true }).fill(keyword);
    await form.getByRole("button", { name: "추천 검색어 등록" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: keyword });
    await expect(row).toContainText("검색창에 노출 중");

    await guest.goto("/search?query=%ED%95%9C%EC%9A%B0");
    await expect(layout.searchBox).toHaveAttribute("placeholder", keyword);

    // Moved down, the one before shows again; then deleted.
    await row.getByRole("button", { name: "아래로" }).click();
    await expect(page.getByRole("status").filter({ hasText: "저장했습니다." })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: keyword })).not.toContainText("검색창에 노출 중");
    await guest.goto("/search?query=%ED%95%9C%EC%9A%B0");
    await expect(layout.searchBox).not.toHaveAttribute("placeholder", keyword);
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("row").filter({ hasText: keyword }).getByRole("button", { name: "삭제" }).click();
    await expect(page.getByRole("status").filter({ hasText: "삭제했습니다." })).toBeVisible();
    await guest.close();
  });
});
