import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember, type TestMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import type { CartTestItem } from "../pages/cart-page";
import { answerOf, signedHeaders } from "../pages/guest-order-page";
import { listItems } from "../pages/item-page";
import { placeMemberOrder } from "../pages/order-cancel-page";
import { won } from "../pages/order-page";
import { deliverOrder, steakPhoto } from "../pages/review-page";

// The back office's claims (docs/decisions/042) at 1280 px: a shopper returns a delivered line of seller 10000001 with
// a photo, that seller's staff find it in 클레임 관리, see the photo, mark it 수거 완료 and 환불 완료, and the shopper's
// 취소/반품 조회 shows 반품완료 with the refund; and a seller cancels a paid order's line it cannot ship.

const SELLER = 10_000_001;

async function sellerItem(request: APIRequestContext) {
  const items = (await listItems(request)) as CartTestItem[];
  const item = items.find((candidate) => candidate.sellerId === SELLER && !candidate.soldOut);
  if (!item) throw new Error(`the demo catalog has no item of seller ${SELLER} in stock`);
  return item;
}

/** The member's return of the order's lines for a defect, with one photo, through the API (my page's form posts it). */
async function fileReturn(request: APIRequestContext, member: TestMember, orderCode: string) {
  const body = JSON.stringify({ loginId: member.loginId, password: member.password });
  const { token } = await answerOf<{ token: string }>(
    await request.post("/api/auth/token", {
      headers: { ...signedHeaders(body), "x-forwarded-for": member.address },
      data: body,
    }),
    "login",
  );
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": member.address };
  const info = await answerOf<{ lines: { orderItemId: number; claimable: boolean }[] }>(
    await request.get(`/api/order/return-apply?orderCode=${orderCode}`, { headers }),
    "return form",
  );
  const photo = steakPhoto();
  await answerOf(
    await request.post("/api/order/return-apply", {
      headers,
      multipart: {
        orderCode,
        orderItemIds: info.lines
          .filter((line) => line.claimable)
          .map((line) => line.orderItemId)
          .join(","),
        reason: "defective",
        detail: "받았을 때 포장이 부풀어 있었습니다.",
        pickupName: member.userName,
        pickupPhone: member.phoneNumber,
        pickupPostcode: "06236",
        pickupAddress: "서울특별시 강남구 테헤란로 152",
        photos: { name: "포장.png", mimeType: photo.mimeType, buffer: photo.buffer },
      },
    }),
    "return apply",
  );
}

test.describe("클레임 관리", { tag: "@pc" }, () => {
  // Join, an order through the sandbox's payment window, sign-ins, the refund at the gateway.
  test.slow();

  test("판매사 직원이 반품을 수거 완료, 환불 완료로 처리하면 고객의 취소/반품 조회에 반품완료와 환불 금액이 보인다", async ({
    page,
    request,
  }) => {
    const item = await sellerItem(request);
    const member = newMember("acl");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [item]);
    await deliverOrder(request, order.orderCode);
    await fileReturn(request, member, order.orderCode);

    await signInAsNewStaff(page, "ROLE_SELLER", { sellerId: SELLER });
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "클레임 관리" }).click();
    await expect(page.getByRole("heading", { name: "클레임 관리" })).toBeVisible();
    await page.getByLabel("주문번호").fill(order.orderCode);
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${order.orderCode}`));
    const row = page.getByRole("table", { name: "클레임 목록" }).getByRole("row").filter({ hasText: order.orderCode });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("반품신청");
    await expect(row).toContainText(won(order.total));
    await row.getByRole("link", { name: `반품 ${order.orderCode} 상세` }).click();

    await expect(page.getByRole("heading", { name: `반품 ${order.orderCode}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("받았을 때 포장이 부풀어 있었습니다.");
    const photo = page.getByRole("list", { name: "첨부 사진" }).getByRole("img", { name: "포장.png" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    page.on("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "수거 완료" }).click();
    await expect(page.getByRole("status").filter({ hasText: "수거 완료로 처리했습니다." })).toBeVisible();
    await expect(page.getByRole("button", { name: "수거 완료" })).toHaveCount(0);
    await page.getByRole("button", { name: "환불 완료" }).click();
    await expect(page.getByRole("status").filter({ hasText: "환불을 완료했습니다." })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("반품완료");
    await expect(page.getByRole("button", { name: "환불 완료" })).toHaveCount(0);

    // The shopper's 취소/반품 조회.
    const shopper = await page.context().browser()!.newPage();
    await browseAs(shopper, member);
    const account = new AccountPage(shopper);
    await account.gotoLogin("/mypage/order-cancel");
    await account.login(member.loginId, member.password);
    await expect(shopper).toHaveURL(/\/mypage\/order-cancel$/);
    const listed = shopper.getByRole("main").getByRole("listitem").filter({ hasText: item.itemName });
    await expect(listed).toContainText("반품완료");
    await expect(listed).toContainText(`환불 금액${won(order.total)}`);
    await shopper.close();
  });

  test("판매사 직원이 결제완료 주문의 상품을 품절로 취소하면 환불되고 주문취소가 된다", async ({ page, request }) => {
    const item = await sellerItem(request);
    const member = newMember("acc");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [item]);

    await signInAsNewStaff(page, "ROLE_SELLER", { sellerId: SELLER });
    await page.goto(`/admin/orders/${order.orderCode}`);
    const cancel = page.getByRole("region", { name: "주문 취소" });
    await expect(cancel).toBeVisible();
    page.on("dialog", (dialog) => dialog.accept());
    // Nothing chosen: the form says so.
    await cancel.getByRole("button", { name: "선택 상품 취소" }).click();
    await expect(page.getByRole("status").filter({ hasText: "취소할 상품을 선택해 주세요." })).toBeVisible();

    await cancel
      .getByRole("checkbox", { name: new RegExp(item.itemName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .check();
    await cancel.getByLabel("취소 사유").selectOption({ label: "품절" });
    await cancel.getByRole("button", { name: "선택 상품 취소" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "주문을 취소했습니다. 고객에게 문자로 알렸습니다." }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: `주문 ${order.orderCode}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("주문취소");
    await expect(page.getByRole("region", { name: "주문 취소" })).toHaveCount(0);

    const outbox = await answerOf<{ list: { text: string }[] }>(
      await request.get(`/api/dev/outbox?recipient=${member.phoneNumber}&size=5`),
      "outbox",
    );
    expect(outbox.list.some((message) => message.text.includes(`${order.orderCode}의 상품 1건이 품절 사유로`))).toBe(
      true,
    );
  });
});
