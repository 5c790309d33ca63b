import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { ItemPage, itemDetail, itemWithPictures, type ListedItem, listItems, won } from "../pages/item-page";
import { WIDE_PC_VIEWPORT } from "../pages/layout-page";

// SPEC §2 /items/:id, §3 item display hints, §4 recently viewed, §5 wishlist and copy messages, §8 share toasts and
// the login flow of member-only buttons, §9 share window and grids.

let items: ListedItem[] = [];

test.beforeAll(async ({ request }) => {
  items = await listItems(request);
  expect(items.length).toBeGreaterThan(10);
});

function pick(description: string, predicate: (item: ListedItem) => boolean): ListedItem {
  const found = items.find(predicate);
  if (!found) throw new Error(`the demo catalog has no ${description}`);
  return found;
}

const gradedBeef = () =>
  pick(
    "graded, discounted hanwoo in stock",
    (i) => i.livestock === "hanwoo" && i.grade !== "" && i.discountRate > 0 && !i.soldOut,
  );
const plainItem = (skip = 0) => items.filter((i) => !i.soldOut)[skip]!;
const soldOutItem = () => pick("sold-out item", (i) => i.soldOut);

/** Reviews per page on the item page (apps/web features/item/item-page.server.ts). */
const REVIEW_PAGE_SIZE = 5;

interface ReviewInfo {
  average: number;
  count: number;
  photoCount: number;
}

/**
 * The `nth` item with more than a page of reviews, some with photos. Tests that like reviews take their own item
 * per project, so counts another test reads do not move under it.
 */
async function reviewedItem(request: APIRequestContext, nth = 0): Promise<{ code: string; info: ReviewInfo }> {
  let seen = 0;
  for (const item of items.slice(0, 80)) {
    const info = (await (await request.get(`/api/item/${item.itemUserCode}/review/info`)).json()) as ReviewInfo;
    if (info.count > REVIEW_PAGE_SIZE && info.photoCount > 0) {
      if (seen === nth) return { code: item.itemUserCode, info };
      seen += 1;
    }
  }
  throw new Error("the demo catalog has no item with more than a page of reviews and photos");
}

test.describe("상품 상세", () => {
  test("가격, 할인율, 등급 배지와 이력번호 조회 모달을 보여 준다", async ({ page, request }) => {
    const listed = gradedBeef();
    const { item } = await itemDetail(request, listed.itemUserCode);
    expect(item.traceNumber).not.toBe("");
    const itemPage = new ItemPage(page);
    await itemPage.goto(item.itemUserCode);

    await expect(itemPage.heading).toHaveText(item.itemName);
    await expect(page).toHaveTitle(`${item.itemName} | 농협 축산물 도매몰`);
    await expect(itemPage.price()).toHaveText(`판매가${won(item.presentPrice)}`);
    await expect(itemPage.discountRate()).toHaveText(`할인율${item.discountRate}%`);
    await expect(itemPage.main.getByRole("deletion").first()).toHaveText(won(item.consumerPrice));
    await expect(itemPage.fact("중량")).toContainText(item.weightLabel);
    await expect(itemPage.fact("등급")).toContainText(item.gradeBadges[0]!.label);
    await expect(itemPage.fact("이력번호")).toContainText(item.traceNumber);
    // Quantity 1 costs the present price of the first option.
    await expect(itemPage.main.getByTestId("total-price")).not.toHaveText("0원");

    await itemPage.openTraceModal();
    await expect(itemPage.traceModal.getByRole("row", { name: /이력번호/ })).toContainText(item.traceNumber);
    await expect(itemPage.traceModal.getByRole("row", { name: /등급/ }).first()).toContainText(`${item.grade}등급`);
    await itemPage.traceModal.getByRole("link", { name: "확인" }).click();
    await expect(itemPage.traceModal).toBeHidden();

    if (item.hasCertificateImage) {
      await itemPage.main.getByRole("link", { name: "등급판정서" }).click();
      const imageModal = page.getByRole("dialog", { name: "등급 정보" });
      await expect(imageModal.getByRole("img", { name: /등급판정 확인서/ })).toBeVisible();
      await imageModal.getByRole("button", { name: "닫기" }).click();
      await expect(imageModal).toBeHidden();
    }
  });

  test("수량을 바꾸면 총 상품금액이 바뀐다", async ({ page }) => {
    const listed = plainItem(2);
    const itemPage = new ItemPage(page);
    await itemPage.goto(listed.itemUserCode);
    const total = itemPage.main.getByTestId("total-price");
    const one = await total.textContent();
    await itemPage.main.getByRole("button", { name: "수량 늘리기" }).click();
    await expect(itemPage.main.getByRole("spinbutton", { name: "수량" })).toHaveValue("2");
    const price = Number(one!.replace(/[^\d]/g, ""));
    await expect(total).toHaveText(won(price * 2));
  });

  test("없는 상품 코드는 404 페이지", async ({ page }) => {
    const response = await page.goto("/items/NOPE0000");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("요청하신 페이지를 찾을 수 없습니다.")).toBeVisible();
  });

  test("품절 상품은 재입고 알림: 비회원은 로그인 후 돌아와 신청한다", async ({ page, request }) => {
    // Joins a member and logs in first: slower than the page checks.
    test.slow();
    const listed = soldOutItem();
    const member = newMember("r");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const itemPage = new ItemPage(page);
    await itemPage.goto(listed.itemUserCode);
    await expect(itemPage.main.getByText("품절된 상품입니다.")).toBeVisible();

    await itemPage.main.getByRole("button", { name: "재입고 알림 신청" }).click();
    await expect(page).toHaveURL(`/user/login?target=${encodeURIComponent(`/items/${listed.itemUserCode}`)}`);
    await itemPage.acceptAlert("로그인 후 이용이 가능합니다.");

    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${listed.itemUserCode}`);
    await page.waitForFunction(
      (code) => (window.localStorage.getItem("latelyItem") ?? "").includes(`"${code}"`),
      listed.itemUserCode,
    );
    await itemPage.main.getByRole("button", { name: "재입고 알림 신청" }).click();
    await itemPage.acceptAlert("재입고 알림이 신청되었습니다.");
    await expect(itemPage.main.getByRole("button", { name: "재입고 알림 취소" })).toBeVisible();
    // The API keeps it: a new visit still shows the subscription.
    await itemPage.goto(listed.itemUserCode);
    await expect(itemPage.main.getByRole("button", { name: "재입고 알림 취소" })).toBeVisible();
  });

  test("비회원이 찜하기를 누르면 로그인 안내가 뜬다", async ({ page }) => {
    const itemPage = new ItemPage(page);
    await itemPage.goto(plainItem(0).itemUserCode);
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "false");
    await itemPage.wishlistButton.click();
    await itemPage.acceptAlert("로그인 후 등록이 가능합니다.");
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(`/items/${plainItem(0).itemUserCode}`);
  });

  test("회원은 찜하기를 켜고 끄며, 비밀글로 상품 문의를 남긴다", async ({ page, request }) => {
    // Joins a member and logs in first: slower than the page checks.
    test.slow();
    const listed = plainItem(1);
    const member = newMember("w");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const itemPage = new ItemPage(page);
    await itemPage.goto(listed.itemUserCode);
    // Logged out, the question form is replaced by a login link that comes back here.
    await expect(itemPage.qna).toContainText("상품 문의는 로그인 후 작성하실 수 있습니다.");
    await itemPage.qna.getByRole("link", { name: "로그인" }).click();
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${listed.itemUserCode}`);
    await page.waitForFunction(
      (code) => (window.localStorage.getItem("latelyItem") ?? "").includes(`"${code}"`),
      listed.itemUserCode,
    );

    await itemPage.toggleWishlist();
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "true");
    await itemPage.goto(listed.itemUserCode);
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "true");
    await itemPage.toggleWishlist();
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "false");
    await itemPage.goto(listed.itemUserCode);
    await expect(itemPage.wishlistButton).toHaveAttribute("aria-pressed", "false");

    // Too short: the core rule's message, without a trip to the server.
    const content = itemPage.qna.getByRole("textbox", { name: "문의 내용" });
    await content.fill("배송");
    await itemPage.qna.getByRole("button", { name: "문의하기" }).click();
    await expect(itemPage.qna.getByText("5~1000자 이내로 입력해 주세요.")).toBeVisible();

    const question = `택배 상자에 아이스팩이 들어가나요? (${member.loginId})`;
    await content.fill(question);
    await itemPage.qna.getByRole("checkbox", { name: "비밀글로 문의하기" }).check();
    await itemPage.qna.getByRole("button", { name: "문의하기" }).click();
    await itemPage.acceptAlert("문의가 등록되었습니다.");
    await expect(content).toHaveValue("");
    // The author reads their own secret question; it waits for an answer.
    const entry = itemPage.qna.getByRole("listitem").filter({ hasText: question });
    await expect(entry).toContainText("비밀글");
    await expect(entry).toContainText("답변대기");
  });

  test("리뷰: 평균과 분포, 포토리뷰 필터, 추천순, 사진 모달과 페이지 이동", async ({ page, request }) => {
    const { code, info } = await reviewedItem(request);
    const itemPage = new ItemPage(page);
    await itemPage.goto(code);
    const reviews = itemPage.reviews;
    await expect(reviews.getByTestId("review-average")).toHaveText(info.average.toFixed(1));
    await expect(reviews.getByRole("list", { name: "별점 분포" }).getByRole("listitem")).toHaveCount(5);
    const entries = reviews
      .getByRole("list", { name: "리뷰 목록" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("button", { name: /도움돼요/ }),
      });
    await expect(entries).toHaveCount(Math.min(info.count, REVIEW_PAGE_SIZE));

    await reviews.getByRole("link", { name: `포토리뷰 ${info.photoCount}` }).click();
    await expect(page).toHaveURL(/photoOnly=1/);
    await expect(entries).toHaveCount(Math.min(info.photoCount, REVIEW_PAGE_SIZE));
    for (const entry of await entries.all()) {
      await expect(entry.getByRole("list", { name: "리뷰 사진" })).toBeVisible();
    }
    await entries.first().getByRole("list", { name: "리뷰 사진" }).getByRole("link").first().click();
    const photoModal = page.getByRole("dialog", { name: "리뷰 사진" });
    await expect(photoModal.getByRole("img")).toBeVisible();
    await photoModal.getByRole("button", { name: "닫기" }).click();
    await expect(photoModal).toBeHidden();

    await reviews.getByRole("link", { name: `전체 ${info.count}` }).click();
    await expect(page).not.toHaveURL(/photoOnly/);
    await reviews.getByRole("link", { name: "추천순" }).click();
    await expect(page).toHaveURL(/reviewSort=likes/);
    await expect(reviews.getByRole("link", { name: "추천순" })).toHaveAttribute("aria-current", "true");
    const mostLiked = (await (await request.get(`/api/item/${code}/reviews?size=1&sort=likes`)).json()) as {
      list: { content: string }[];
    };
    await expect(entries.first()).toContainText(mostLiked.list[0]!.content);

    await reviews.getByRole("navigation", { name: "리뷰 페이지 이동" }).getByRole("link", { name: "2 페이지" }).click();
    await expect(page).toHaveURL(/reviewPage=2/);
    const second = (await (
      await request.get(`/api/item/${code}/reviews?size=${REVIEW_PAGE_SIZE}&page=2&sort=likes`)
    ).json()) as { list: { content: string }[] };
    await expect(entries.first()).toContainText(second.list[0]!.content);
  });

  test("리뷰 도움돼요: 비회원은 로그인으로, 회원은 눌렀다 취소한다", async ({ page, request }, testInfo) => {
    // Joins a member and logs in first: slower than the page checks.
    test.slow();
    const { code } = await reviewedItem(request, testInfo.project.name === "phone" ? 1 : 2);
    const member = newMember("l");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const itemPage = new ItemPage(page);
    await itemPage.goto(code);
    const like = itemPage.reviews.getByRole("button", { name: /도움돼요/ }).first();
    await like.click();
    await expect(page).toHaveURL(`/user/login?target=${encodeURIComponent(`/items/${code}`)}`);
    await itemPage.acceptAlert("로그인 후 이용이 가능합니다.");
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${code}`);
    await page.waitForFunction((c) => (window.localStorage.getItem("latelyItem") ?? "").includes(`"${c}"`), code);

    const before = Number(await like.getByTestId("like-count").textContent());
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like.getByTestId("like-count")).toHaveText(String(before + 1));
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like.getByTestId("like-count")).toHaveText(String(before));
  });

  test("체험단 리뷰 도움돼요는 다시 열어도 눌린 채로 보인다", async ({ page, request }, testInfo) => {
    test.slow();
    const code = "G0000020";
    const listed = await request.get(`/api/item/${code}/experience-team-reviews`);
    expect(listed.status()).toBe(200);
    // One review per project, so the phone and PC runs never count each other's likes.
    const index = testInfo.project.name === "phone" ? 0 : 1;
    const review = ((await listed.json()) as { list: { authorName: string }[] }).list[index]!;
    const member = newMember("x");
    await joinViaApi(request, member);
    await browseAs(page, member);
    await page.goto(`/user/login?target=${encodeURIComponent(`/items/${code}`)}`);
    await new AccountPage(page).login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${code}`);
    const itemPage = new ItemPage(page);
    await itemPage.goto(code);
    const entries = itemPage.main.getByRole("list", { name: "체험단 리뷰 목록" }).locator(":scope > li");
    const like = entries.nth(index).getByRole("button", { name: /도움돼요/ });
    await expect(entries.nth(index)).toContainText(review.authorName);
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await itemPage.goto(code);
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
  });

  test("공유에 실패하면 토스트로 알린다", async ({ page, context }) => {
    // A browser that blocks the share window and has no share sheet.
    await context.addInitScript(() => {
      window.open = () => null;
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    const itemPage = new ItemPage(page);
    await itemPage.goto(plainItem(3).itemUserCode);
    await itemPage.share("페이스북");
    await expect(page.getByText("페이스북 공유에 실패 했습니다", { exact: true })).toBeVisible();
    await itemPage.share("카카오톡");
    await expect(page.getByText("카카오 공유에 실패 했습니다", { exact: true })).toBeVisible();
  });

  test("페이스북 공유는 626x436 창으로 sharer를 연다", { tag: "@pc" }, async ({ page }) => {
    const code = plainItem(3).itemUserCode;
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push({ url: String(url), target, features });
        return { opener: window } as unknown as Window;
      };
    });
    const itemPage = new ItemPage(page);
    await itemPage.goto(code);
    await itemPage.share("페이스북");
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: { url: string; features: string }[] }).shareCalls,
    );
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).origin + new URL(calls[0]!.url).pathname).toBe(
      "https://www.facebook.com/sharer/sharer.php",
    );
    expect(new URL(calls[0]!.url).searchParams.get("u")).toMatch(new RegExp(`/items/${code}$`));
    expect(calls[0]!.features).toContain("width=626,height=436");
  });

  test("링크 복사는 복사 되었습니다.를 알린다", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    const code = plainItem(4).itemUserCode;
    const itemPage = new ItemPage(page);
    await itemPage.goto(code);
    await itemPage.share("링크 복사");
    await itemPage.acceptAlert("복사 되었습니다.");
  });

  test("휴대폰에서는 이미지를 밀어 넘긴다", { tag: "@phone" }, async ({ page, request }) => {
    const { item, pictures: count } = await itemWithPictures(request, items, 2);
    const itemPage = new ItemPage(page);
    await itemPage.goto(item.itemUserCode);
    const gallery = itemPage.main.getByRole("region", { name: "상품 이미지" });
    await expect(gallery.getByRole("listitem", { name: /^\d+ \/ \d+$/ })).toHaveCount(count);
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
    await gallery
      .getByRole("list")
      .first()
      .evaluate((track) => track.scrollTo({ left: track.clientWidth }));
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  });

  test("최근 본 상품: 새로 본 상품이 맨 앞, 다시 보면 앞으로", { tag: "@pc" }, async ({ page }) => {
    // The floating menu shows only where the window's margin holds it.
    await page.setViewportSize(WIDE_PC_VIEWPORT);
    const [first, second] = [plainItem(5), plainItem(6)];
    const itemPage = new ItemPage(page);
    await itemPage.goto(first.itemUserCode);
    await expect(itemPage.recentItemLinks().first()).toHaveAttribute("href", `/items/${first.itemUserCode}`);
    await itemPage.goto(second.itemUserCode);
    await expect(itemPage.recentItemLinks()).toHaveCount(2);
    await expect(itemPage.recentItemLinks().nth(0)).toHaveAttribute("href", `/items/${second.itemUserCode}`);
    await expect(itemPage.recentItemLinks().nth(1)).toHaveAttribute("href", `/items/${first.itemUserCode}`);
    // Going back to the first one from the floating menu moves it to the front again.
    await itemPage.recentItemLinks().nth(1).click({ force: true });
    await expect(itemPage.heading).toHaveText(first.itemName);
    await expect(itemPage.recentItemLinks().nth(0)).toHaveAttribute("href", `/items/${first.itemUserCode}`);
    await expect(itemPage.recentItemLinks()).toHaveCount(2);
  });

  test("검색엔진용 Product JSON-LD와 OpenGraph", { tag: "@api" }, async ({ request }) => {
    const listed = gradedBeef();
    const html = await (await request.get(`/items/${listed.itemUserCode}`)).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    const product = JSON.parse(json!) as Record<string, unknown>;
    expect(product).toMatchObject({
      "@type": "Product",
      name: listed.itemName,
      sku: listed.itemUserCode,
      offers: { priceCurrency: "KRW", price: listed.presentPrice, availability: "https://schema.org/InStock" },
    });
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/images\/items\//);
    expect(html).toContain('<meta property="og:type" content="product"/>');
  });
});

test.describe("자바스크립트 없이", () => {
  test.use({ javaScriptEnabled: false });

  test("이력번호 조회는 링크로 열리고, 비회원 찜하기는 안내를 받는다", async ({ page }) => {
    const listed = gradedBeef();
    const itemPage = new ItemPage(page);
    await itemPage.goto(listed.itemUserCode, { hydrated: false });
    await itemPage.main.getByRole("link", { name: "이력번호 조회" }).click();
    await expect(page).toHaveURL(/\?trace=1$/);
    await expect(itemPage.traceModal).toBeVisible();
    await itemPage.traceModal.getByRole("link", { name: "확인" }).click();
    await expect(itemPage.traceModal).toBeHidden();

    await itemPage.wishlistButton.click();
    await expect(itemPage.main.getByRole("alert")).toHaveText("로그인 후 등록이 가능합니다.");
  });

  test("회원은 상품 문의를 폼 전송만으로 남긴다", async ({ page, request }) => {
    // Joins a member and logs in first: slower than the page checks.
    test.slow();
    const listed = plainItem(7);
    const member = newMember("n");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/items/${listed.itemUserCode}`);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(`/items/${listed.itemUserCode}`);

    const itemPage = new ItemPage(page);
    const question = `냉동으로 보내 주시나요? (${member.loginId})`;
    await itemPage.qna.getByRole("textbox", { name: "문의 내용" }).fill(question);
    await itemPage.qna.getByRole("button", { name: "문의하기" }).click();
    await expect(itemPage.qna.getByRole("status")).toContainText("문의가 등록되었습니다.");
    await expect(itemPage.qna.getByRole("listitem").filter({ hasText: question })).toContainText("답변대기");
  });
});
