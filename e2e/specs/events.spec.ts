import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { EventPages, liveEvents, openDemoEvents } from "../pages/event-page";

// SPEC §2 Events (/event/best, /new, /spot, /stylebook), /featured, /featured/season-event, /featured/pages/:id?,
// /designated, /designated/:id; §8 the login target; §9 grids.

test.beforeEach(async ({ request }) => openDemoEvents(request));

test.describe("이벤트·기획전 페이지", () => {
  const pages: { path: string; heading: string | RegExp; cards: number }[] = [
    { path: "/event/best", heading: "베스트", cards: 20 },
    { path: "/event/new", heading: "신상품", cards: 20 },
    { path: "/event/stylebook", heading: "스타일북", cards: 1 },
    { path: "/featured", heading: "기획전", cards: 1 },
    { path: "/featured?status=ended", heading: "기획전", cards: 1 },
    { path: "/designated", heading: "지정거래", cards: 1 },
  ];
  for (const { path, heading, cards } of pages) {
    test(`${path}: 제목과 카드가 보인다`, async ({ page }) => {
      const events = new EventPages(page);
      await events.goto(path);
      await expect(events.heading()).toHaveText(heading);
      await expect(events.cards().first()).toBeVisible();
      expect(await events.cards().count()).toBeGreaterThanOrEqual(cards);
      await expect(page).toHaveTitle(/농협 축산물 도매몰$/);
    });
  }

  test("타임세일은 진행 중인 특가마다 기간, 남은 시간과 상품을 보여 준다", async ({ page, request }) => {
    const spots = await liveEvents(request, "spot");
    const events = new EventPages(page);
    await events.goto("/event/spot");
    await expect(events.heading()).toHaveText("타임세일");
    expect(spots.length).toBeGreaterThan(0);
    const first = events.main.getByRole("region", { name: spots[0]!.title, exact: true });
    await expect(first).toContainText(/기간 \d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/);
    const timer = first.getByRole("timer", { name: "남은 시간" });
    await expect(timer).toHaveText(/^(\d+일 )?\d{2}:\d{2}:\d{2}$/);
    // The countdown ticks once a second.
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before!, { timeout: 3_000 });
    await expect(first.getByRole("article").first()).toBeVisible();
  });

  test("베스트는 축종 탭마다 순위를 보여 준다", async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/event/best");
    await expect(events.tab("축종별 베스트", "전체")).toHaveAttribute("aria-current", "page");
    await expect(
      events.main.getByRole("list", { name: "전체 베스트 순위" }).getByRole("listitem").first(),
    ).toContainText("순위 1");
    await events.tab("축종별 베스트", "한돈").click();
    await expect(page).toHaveURL(/\/event\/best\?livestock=handon$/);
    await expect(events.tab("축종별 베스트", "한돈")).toHaveAttribute("aria-current", "page");
    const ranking = events.main.getByRole("list", { name: "한돈 베스트 순위" });
    await expect(ranking.getByRole("article").first()).toBeVisible();
  });

  test("스타일북 카드를 누르면 레시피와 사용된 상품이 보인다", async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/event/stylebook");
    const first = events.main.getByRole("list", { name: "스타일북 목록" }).getByRole("article").first();
    const title = await first.getAttribute("aria-label");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/event\/stylebook\/\d+$/);
    await expect(events.heading()).toHaveText(title!);
    await expect(events.main.getByRole("heading", { name: "재료" })).toBeVisible();
    await expect(events.main.getByRole("heading", { name: "만드는 법" })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 스타일북 | 농협 축산물 도매몰`);
  });

  test("지정거래 상품의 안내를 열면 최소 주문 수량과 주문 링크가 있다", async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/designated");
    const first = events.main.getByRole("list", { name: "지정거래 상품 목록" }).getByRole("listitem").first();
    const name = await first.getByRole("article").getAttribute("aria-label");
    await first.getByRole("link", { name: `${name} 지정거래 안내` }).click();
    await expect(page).toHaveURL(/\/designated\/[A-Za-z0-9_-]+$/);
    await expect(events.heading()).toHaveText(name!);
    await expect(events.main.getByText(/^\d+(박스|팩) 이상$/)).toBeVisible();
    await expect(events.main.getByRole("link", { name: "지정거래 주문하기" })).toHaveAttribute(
      "href",
      /^\/order\/private-order\?itemUserCode=/,
    );
  });

  test("없는 이벤트와 지정거래 상품은 찾을 수 없는 페이지다", async ({ page }) => {
    for (const path of ["/featured/pages/no-such-event", "/designated/NO-SUCH-ITEM", "/event/stylebook/999999"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("요청하신 페이지를 찾을 수 없습니다.")).toBeVisible();
    }
  });
});

test.describe("기획전에서 이벤트 상세로", () => {
  test("진행 중인 기획전을 열면 기간과 이벤트 상품이 보이고, 목록으로 돌아온다", async ({ page, request }) => {
    const [event] = await liveEvents(request);
    expect(event).toBeDefined();
    const events = new EventPages(page);
    await events.goto("/featured");
    await events.card(event!.title).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/featured/pages/${event!.link}$`));
    await expect(events.heading()).toHaveText(event!.title);
    await expect(events.main.getByText("진행중", { exact: true })).toBeVisible();
    await expect(events.main.getByText(/^\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
    await expect(events.cards().nth(1)).toBeVisible();
    await expect(page).toHaveTitle(`${event!.title} | 농협 축산물 도매몰`);
    await events.main.getByRole("link", { name: "목록으로" }).click();
    await expect(page).toHaveURL(/\/featured$/);
  });

  test("종료된 기획전은 종료 탭에 따로 있고 열면 종료 안내가 보인다", async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/featured");
    await events.tab("기획전 구분", "종료된 기획전").click();
    await expect(page).toHaveURL(/\/featured\?status=ended$/);
    const ended = events.main.getByRole("list", { name: "종료된 기획전 목록" }).getByRole("article");
    await expect(ended.first()).toContainText("종료");
    await ended.first().getByRole("link").click();
    await expect(events.main.getByText("종료된 이벤트입니다. 참여해 주셔서 감사합니다.")).toBeVisible();
  });

  test("/event/{link}와 /featured/pages는 이벤트 페이지와 목록으로 보낸다", async ({ page, request }) => {
    const [event] = await liveEvents(request);
    expect(event).toBeDefined();
    const events = new EventPages(page);
    await events.goto(`/event/${event!.link}`);
    await expect(page).toHaveURL(new RegExp(`/featured/pages/${event!.link}$`));
    await events.goto(`/featured/pages/${event!.id}`);
    await expect(events.heading()).toHaveText(event!.title);
    await events.goto("/featured/pages");
    await expect(page).toHaveURL(/\/featured$/);
  });

  test("시즌 기획전은 맨 앞의 진행 중 기획전을 보여 준다", async ({ page, request }) => {
    const [season] = await liveEvents(request, "plan");
    const events = new EventPages(page);
    expect(season).toBeDefined();
    await events.goto("/featured/season-event");
    await expect(events.heading()).toHaveText(season!.title);
    await expect(events.cards().nth(1)).toBeVisible();
  });
});

test.describe("댓글 이벤트", () => {
  test("회원이 남긴 댓글은 맨 위에 보이고, <script>는 글자 그대로 보인다", async ({ page, request }) => {
    const [replyEvent] = (await liveEvents(request, "reply")).filter((event) => event.replyEnabled);
    expect(replyEvent).toBeDefined();
    const member = newMember("ev");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const path = `/featured/pages/${replyEvent!.link}`;
    const account = new AccountPage(page);
    await account.gotoLogin(path);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    const events = new EventPages(page);
    await events.hydrated();
    const before = await events.replyCount();
    const text = `<script>window.__replyXss = 1</script> 사골은 세 번 ${member.loginId}`;
    await events.postReply(text);
    await expect(events.replies().first()).toContainText(text);
    await expect(events.replies().first()).toContainText("김**");
    await expect(events.replyHeading()).toHaveText(`댓글 ${before + 1}`);
    await expect(events.replyBox()).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { __replyXss?: number }).__replyXss)).toBeUndefined();

    // A reload renders the same reply from the server, escaped there too.
    await page.reload();
    await expect(events.replies().first()).toContainText(text);
    expect(await page.evaluate(() => (window as unknown as { __replyXss?: number }).__replyXss)).toBeUndefined();
  });

  test("빈 댓글은 보내지 않고 안내한다", async ({ page, request }) => {
    const [replyEvent] = (await liveEvents(request, "reply")).filter((event) => event.replyEnabled);
    expect(replyEvent).toBeDefined();
    const member = newMember("ew");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/featured/pages/${replyEvent!.link}`);
    await account.login(member.loginId, member.password);
    const events = new EventPages(page);
    await events.hydrated();
    await events.postReply("   ");
    await expect(events.replyBox()).toHaveAccessibleDescription("필수 입력 항목입니다.");
  });

  test("로그인하지 않고 댓글을 등록하면 로그인으로 가고, 로그인하면 이벤트로 돌아온다", async ({ page, request }) => {
    const [replyEvent] = (await liveEvents(request, "reply")).filter((event) => event.replyEnabled);
    expect(replyEvent).toBeDefined();
    const path = `/featured/pages/${replyEvent!.link}`;
    const events = new EventPages(page);
    await events.goto(path);
    await expect(events.main.getByRole("link", { name: "로그인하기" })).toHaveAttribute(
      "href",
      `/user/login?target=${encodeURIComponent(path)}`,
    );
    await events.postReply("비회원 댓글");
    await expect(page).toHaveURL(`/user/login?target=${encodeURIComponent(path)}`);
    const account = new AccountPage(page);
    await account.acceptAlert("로그인 후 이용이 가능합니다.");

    const member = newMember("ex");
    await joinViaApi(request, member);
    await browseAs(page, member);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

test.describe("JavaScript 없이", () => {
  test.use({ javaScriptEnabled: false });

  test("회원은 댓글을 등록할 수 있다", { tag: "@pc" }, async ({ page, request }) => {
    const [replyEvent] = (await liveEvents(request, "reply")).filter((event) => event.replyEnabled);
    expect(replyEvent).toBeDefined();
    const member = newMember("ey");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const path = `/featured/pages/${replyEvent!.link}`;
    const account = new AccountPage(page);
    await account.gotoLogin(path);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const events = new EventPages(page);
    const text = `<b>no-js</b> ${member.loginId}`;
    await events.postReply(text);
    await expect(events.replies().first()).toContainText(text);
  });
});

test.describe("SPEC §9 격자", () => {
  test("PC에서 상품은 4열, 기획전과 스타일북은 3열", { tag: "@pc" }, async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/event/new");
    expect(await events.gridColumns(events.main.getByRole("list").first())).toBe(4);
    await events.goto("/event/best");
    expect(await events.gridColumns(events.main.getByRole("list", { name: "전체 베스트 순위" }))).toBe(4);
    await events.goto("/featured");
    expect(await events.gridColumns(events.main.getByRole("list", { name: "진행중인 기획전 목록" }))).toBe(3);
    await events.goto("/event/stylebook");
    expect(await events.gridColumns(events.main.getByRole("list", { name: "스타일북 목록" }))).toBe(3);
  });

  test("휴대폰에서 상품은 2열, 기획전은 1열", { tag: "@phone" }, async ({ page }) => {
    const events = new EventPages(page);
    await events.goto("/event/new");
    expect(await events.gridColumns(events.main.getByRole("list").first())).toBe(2);
    await events.goto("/designated");
    expect(await events.gridColumns(events.main.getByRole("list", { name: "지정거래 상품 목록" }))).toBe(2);
    await events.goto("/featured");
    expect(await events.gridColumns(events.main.getByRole("list", { name: "진행중인 기획전 목록" }))).toBe(1);
  });
});
