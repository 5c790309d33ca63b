import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";

// 체험단 (SPEC §7 Experience team; issue 15 item 3, decision 050): a member applies from the item page's 모집 panel,
// is selected (the dev route stands in for the back office and opens the review window now), writes the experience
// review with a photo on /mypage/experience-team, and the item page's 체험단 리뷰 shows it.

const ITEM_CODE = "G0000075";

/** A small real PNG (8 × 8, one colour) for the review's photo. */
function pngPhoto(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPYomGEFTEMLQkAgM5DgTyJ13sAAAAASUVORK5CYII=",
    "base64",
  );
}

test.describe("체험단", () => {
  test("회원이 체험단에 신청하고, 선정되어 사진과 함께 쓴 체험 리뷰가 상품 상세에 보인다", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `e2e 한우 부채살 체험단 ${Date.now().toString(36)}`;
    const created = await request.post("/api/dev/experience-team/teams", { data: { itemUserCode: ITEM_CODE, title } });
    expect(created.ok(), await created.text()).toBe(true);

    const member = newMember("xt");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin(`/items/${ITEM_CODE}`);
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`/items/${ITEM_CODE}`));

    // The 모집 panel: apply in its dialog.
    const team = page.getByRole("article").filter({ hasText: title });
    await expect(team).toContainText("모집중");
    await team.getByRole("button", { name: "체험단 신청하기" }).click();
    const dialog = page.getByRole("dialog", { name: "체험단 신청" });
    await dialog.getByLabel(/신청 내용/).fill("주말마다 가족과 구워 먹습니다. 사진과 함께 솔직한 후기를 남기겠습니다.");
    await expect(dialog.getByLabel("연락처")).toHaveValue(member.phoneNumber);
    await dialog.getByRole("button", { name: "신청하기" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText("체험단 신청이 완료되었습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(team).toContainText("신청완료");

    // The back office's selection, through the dev route (it also opens the review window now).
    const applicationId = await team.locator('input[name="applicationId"]').first().inputValue();
    const selected = await request.post(`/api/dev/experience-team/apply/${applicationId}/select`);
    expect(selected.ok(), await selected.text()).toBe(true);

    // My page: 선정, and the review with a photo.
    await page.goto("/mypage/experience-team");
    const card = page.getByTestId("experience-application").filter({ hasText: title });
    await expect(card).toContainText("선정");
    await card.getByRole("button", { name: "체험 리뷰 작성" }).click();
    const form = page.getByRole("dialog", { name: "체험 리뷰 작성" });
    await form.getByLabel("제목").fill("결이 곱고 부드러운 부채살");
    await form
      .getByLabel(/체험 후기/)
      .fill("구이로 먹었는데 힘줄이 적당히 씹히고 육즙이 많았습니다. 포장도 꼼꼼했어요.");
    await form.getByLabel(/사진/).setInputFiles({ name: "buchae.png", mimeType: "image/png", buffer: pngPhoto() });
    await form.getByRole("button", { name: "리뷰 등록" }).click();
    await expect(alert).toContainText("체험 리뷰를 등록했습니다.");
    await alert.getByRole("button", { name: "확인" }).click();
    await expect(card).toContainText("결이 곱고 부드러운 부채살");
    await expect(card.getByRole("img", { name: "체험 리뷰 사진 1" })).toBeVisible();

    // The item page's 체험단 리뷰 shows it, with the photo.
    await page.goto(`/items/${ITEM_CODE}#experience`);
    const section = page.getByRole("region", { name: /체험단 리뷰/ });
    const entry = section.getByRole("listitem").filter({ hasText: "결이 곱고 부드러운 부채살" });
    await expect(entry).toBeVisible();
    await expect(entry.locator('img[src*="/images/experience-photos/"]').first()).toBeVisible();
  });
});
