import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { MyOrderDetailPage, orderPath, placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems, won } from "../pages/order-page";
import { completeNewestClaim, OrderReturnForm } from "../pages/order-return-page";
import { deliverOrder, steakPhoto } from "../pages/review-page";

// A return after delivery (docs/decisions/030): a member returns a delivered line for a defect with two photos from
// the order's page, sees what will come back, finds the return in 취소/반품 조회 as 반품신청 and — once the shop
// picked it up and completed it — as 반품완료 with the refund, the line 반품완료 on the order.

test.describe("반품 신청", () => {
  // Join, an order through the sandbox's payment window, a login, the claim and the refund at the gateway.
  test.slow();

  test("불량 상품을 사진과 함께 반품 신청하고, 처리된 뒤 환불 금액을 확인한다", async ({ page, request }) => {
    const { dear } = await pickOrderItems(request);
    const member = newMember("rtn");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [dear]);
    await deliverOrder(request, order.orderCode);

    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(orderPath(order));
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${orderPath(order)}$`));
    const detail = new MyOrderDetailPage(page);
    await detail.goto(order);
    await expect(detail.line(dear.itemName)).toContainText("배송완료");

    const returning = new OrderReturnForm(page);
    await returning.open();
    await expect(returning.dialog).toBeVisible();
    await expect(returning.lineCheckbox(dear.itemName)).toBeChecked();
    await expect(returning.form).toContainText("신선식품");

    // A defect: the seller pays the shipping, so the whole payment comes back.
    await returning.chooseReason(/^상품 불량/);
    await expect(returning.form.getByText(/배송비: 판매자 부담/)).toBeVisible();
    await expect(returning.estimateRow("환불 예정 금액")).toContainText(won(order.total));

    // Without a photo the API asks for one; with two, both are previewed and sent.
    await returning.submit();
    await expect(
      returning.form.getByText("상품 상태를 확인할 수 있도록 사진을 1장 이상 첨부해 주세요.").last(),
    ).toBeVisible();
    await returning.chooseReason(/^상품 불량/);
    await returning.form.getByLabel(/^상세 사유/).fill("받았을 때 포장이 부풀어 있었습니다.");
    await returning.attachPhotos([steakPhoto(), { ...steakPhoto(), name: "포장.png" }]);
    await expect(returning.previews()).toHaveCount(2);
    await returning.submit();

    await expect(detail.alertDialog).toContainText("반품 신청이 접수되었습니다.");
    await detail.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(detail.line(dear.itemName)).toContainText("반품신청");

    await page.goto("/mypage/order-cancel");
    const listed = page.getByRole("main").getByRole("listitem").filter({ hasText: dear.itemName });
    await expect(listed).toContainText("반품신청");
    await expect(listed).toContainText("상품 불량");
    await expect(listed).toContainText(`환불 예정 금액${won(order.total)}`);

    // The shop picks it up and completes it: the refund went through the gateway.
    await completeNewestClaim(request, member);
    await page.reload();
    await expect(listed).toContainText("반품완료");
    await expect(listed).toContainText(`환불 금액${won(order.total)}`);

    await detail.goto(order);
    await expect(detail.line(dear.itemName)).toContainText("반품완료");
    await expect(detail.history()).toContainText("받았을 때 포장이 부풀어 있었습니다.");
  });

  test.describe("자바스크립트 없이", () => {
    test.use({ javaScriptEnabled: false });

    test("폼 전송만으로 환불 금액을 계산하고 사진을 붙여 반품을 신청한다", async ({ page, request }) => {
      const { dear } = await pickOrderItems(request);
      const member = newMember("rtnx");
      await joinViaApi(request, member);
      const order = await placeMemberOrder(request, member, [dear]);
      await deliverOrder(request, order.orderCode);
      await browseAs(page, member);
      const account = new AccountPage(page);
      await account.gotoLogin(orderPath(order));
      await account.login(member.loginId, member.password);
      const detail = new MyOrderDetailPage(page);
      await detail.goto(order, { hydrated: false });

      const returning = new OrderReturnForm(page);
      await returning.open();
      await expect(returning.dialog).toHaveCount(0);
      await returning.chooseReason(/^배송 중 파손/);
      await returning.form.getByRole("button", { name: "환불 금액 계산" }).click();
      await expect(returning.estimateRow("환불 예정 금액")).toContainText(won(order.total));
      // The post kept what was chosen.
      await expect(returning.form.getByRole("combobox", { name: "반품 사유" })).toHaveValue("damaged");

      await returning.attachPhotos([steakPhoto()]);
      await returning.submit();
      await expect(page.getByRole("alert").filter({ hasText: "반품 신청이 접수되었습니다." })).toBeVisible();
      await expect(returning.form).toHaveCount(0);
      await expect(detail.line(dear.itemName)).toContainText("반품신청");
      await expect(detail.history()).toContainText("배송 중 파손");
    });
  });
});
