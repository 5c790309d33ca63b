import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { DeliveryPage, type TestAddress } from "../pages/delivery-page";

// SPEC §2 /mypage/delivery (address book under the my-page side menu), §3 Address entry (title, base marker), §4
// Shipping list action (mode 'mod' sets the base address, any other mode deletes), the postcode search through the
// shop's sandbox of the road-name address API, and the island surcharge note (울릉 40240).

const HOME: TestAddress = {
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  keyword: "테헤란로 152",
  postcode: "06236",
  detail: "12층",
};
const ISLAND: TestAddress = {
  title: "울릉 본가",
  receiverName: "박독도",
  receiverPhone: "01055556666",
  keyword: "독도이사부길",
  postcode: "40240",
  detail: "",
};

test.describe("배송지 관리", () => {
  test("로그인하고 우편번호 검색으로 배송지를 추가한 뒤 기본배송지를 바꾸고 삭제한다", async ({ page, request }) => {
    const member = newMember("dl");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    const delivery = new DeliveryPage(page);

    // Members only: the login page brings the shopper back.
    await page.goto("/mypage/delivery");
    await expect(page).toHaveURL(/\/user\/login\?target=%2Fmypage%2Fdelivery$/);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/delivery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("배송지 관리");
    await expect(
      page.getByRole("navigation", { name: "마이페이지 메뉴" }).getByRole("link", { name: "배송지 관리" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(delivery.main).toContainText("등록된 배송지가 없습니다.");

    // The first address: found with the postcode search, saved as the base one.
    await delivery.goto();
    await delivery.fillReceiver(HOME);
    await delivery.pickAddress(HOME);
    await expect(delivery.field(/^주소/)).toHaveValue("서울특별시 강남구 테헤란로 152 (역삼동)");
    await delivery.field("상세주소").fill(HOME.detail);
    await delivery.save();
    await delivery.acceptAlert("배송지가 등록되었습니다.");
    await expect(delivery.entry(HOME.title)).toContainText("기본배송지");
    await expect(delivery.entry(HOME.title)).toContainText("010-1234-5678");
    await expect(delivery.entry(HOME.title)).toContainText("[06236] 서울특별시 강남구 테헤란로 152 (역삼동) 12층");

    // A second one on an island: the surcharge is told, and it is not the base one.
    await delivery.main.getByRole("link", { name: "+ 새 배송지 추가" }).click();
    await expect(delivery.main.getByRole("heading", { name: "새 배송지 추가" })).toBeVisible();
    await delivery.fillReceiver(ISLAND);
    await delivery.pickAddress(ISLAND);
    await expect(delivery.main).toContainText("도서산간 지역(경북 울릉군)은 배송비 5,000원이 추가될 수 있습니다.");
    await delivery.save();
    await delivery.acceptAlert("배송지가 등록되었습니다.");
    await expect(delivery.entries()).toHaveCount(2);
    await expect(delivery.entry(ISLAND.title)).toContainText("도서산간");
    await expect(delivery.entry(ISLAND.title).getByText("기본배송지", { exact: true })).toHaveCount(0);

    // mode 'mod': the island address becomes the base one, and the list shows it first.
    await delivery.entry(ISLAND.title).getByRole("button", { name: "기본배송지로 설정" }).click();
    await delivery.acceptAlert("기본배송지가 변경되었습니다.");
    await expect(delivery.entries().first()).toContainText(ISLAND.title);
    await expect(delivery.entry(ISLAND.title)).toContainText("기본배송지");
    await expect(delivery.entry(HOME.title).getByText("기본배송지", { exact: true })).toHaveCount(0);

    // Any other mode deletes, after a confirm; the base mark passes to the address left.
    await delivery.entry(ISLAND.title).getByRole("button", { name: "삭제" }).click();
    await expect(delivery.alertDialog).toContainText("이 배송지를 삭제하시겠습니까?");
    await delivery.alertDialog.getByRole("button", { name: "삭제" }).click();
    await delivery.acceptAlert("배송지가 삭제되었습니다.");
    await expect(delivery.entries()).toHaveCount(1);
    await expect(delivery.entry(HOME.title)).toContainText("기본배송지");
  });

  test("주소 검색어는 도로명주소 API의 규칙으로 검사하고 결과가 없으면 알려 준다", async ({ page, request }) => {
    const member = newMember("dk");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/delivery");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/delivery$/);
    const delivery = new DeliveryPage(page);
    await delivery.goto();

    await delivery.main.getByRole("button", { name: "우편번호 찾기" }).click();
    const modal = page.getByRole("dialog", { name: "우편번호 찾기" });
    const keyword = modal.getByRole("searchbox", { name: "주소 검색어" });
    await keyword.fill("06236");
    await keyword.press("Enter");
    await expect(modal.getByRole("alert")).toHaveText(
      "숫자만으로는 검색할 수 없습니다. 도로명, 건물명 또는 동 이름을 함께 입력해 주세요.",
    );
    await keyword.fill("없는길 999");
    await keyword.press("Enter");
    await expect(modal.getByRole("status")).toContainText("검색 결과가 없습니다.");
    await modal.getByRole("button", { name: "닫기" }).first().click();
    await expect(modal).toBeHidden();

    // The form's own rules: nothing picked yet.
    await delivery.save();
    await expect(delivery.field(/^주소/)).toHaveAccessibleDescription("우편번호 찾기로 주소를 선택해 주세요.");
  });
});

test.describe("자바스크립트 없이", { tag: "@pc" }, () => {
  test.use({ javaScriptEnabled: false });

  test("우편번호 검색부터 저장까지 폼 전송만으로 된다", async ({ page, request }) => {
    const member = newMember("dn");
    await browseAs(page, member);
    await joinViaApi(request, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/delivery");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/mypage\/delivery$/);

    const delivery = new DeliveryPage(page);
    await delivery.fillReceiver(HOME);
    await delivery.pickAddressWithoutScript(HOME);
    // What was typed before the search is still there.
    await expect(delivery.field(/배송지명/)).toHaveValue(HOME.title);
    await expect(delivery.field(/받는 분/)).toHaveValue(HOME.receiverName);
    await delivery.save();
    // The alert is a notice at the top of the page without JavaScript.
    await expect(page.getByRole("alert").filter({ hasText: "배송지가 등록되었습니다." })).toBeVisible();
    await expect(delivery.entry(HOME.title)).toContainText("기본배송지");
  });
});
