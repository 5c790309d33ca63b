import { crc32, deflateSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { signInAsNewStaff } from "../pages/admin-page";
import { E2E_ITEM_NAME_PREFIX, ItemPage, won } from "../pages/item-page";

// A new item in the back office (issue 14 item 2, docs/decisions/043) at 1280 px: an operator fills the form (the
// discount rate follows the typing, 이력 조회 shows what the registry says), saves, uploads a picture with its alt text
// and makes it the first; the shop's item page then shows the name, the price and that picture.

test.use({ viewport: { width: 1280, height: 900 } });

/** A real 240×240 PNG of two colours. */
function pngPicture(): Buffer {
  const width = 240;
  const height = 240;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(y < height / 2 ? [178, 34, 52] : [250, 235, 215], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The 이력번호 of a 한우 item of the demo catalog (the registry sandbox holds it). */
async function hanwooTraceNumber(request: APIRequestContext): Promise<string> {
  const list = await request.get("/api/item?livestock=hanwoo&size=20");
  expect(list.status()).toBe(200);
  const { list: cards } = (await list.json()) as { list: { itemUserCode: string }[] };
  for (const card of cards) {
    const detail = await request.get(`/api/item/${card.itemUserCode}`);
    const { item } = (await detail.json()) as { item: { traceNumber: string } };
    if (/^\d{12}$/.test(item.traceNumber)) return item.traceNumber;
  }
  throw new Error("no 한우 item with a traceability number");
}

test.describe("상품 등록", { tag: "@pc" }, () => {
  test("운영자가 사진과 함께 새 상품을 등록하면 쇼핑몰 상품 페이지에 이름, 가격, 사진이 보인다", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const traceNumber = await hanwooTraceNumber(request);
    const name = `${E2E_ITEM_NAME_PREFIX}등록 한우 등심 ${Date.now() % 1_000_000}`;
    const alt = "E2E 한우 등심 단면 사진";

    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "상품 관리" }).click();
    await page.getByRole("link", { name: "새 상품 등록" }).click();
    await expect(page.getByRole("heading", { name: "새 상품 등록", level: 1 })).toBeVisible();

    await page.getByRole("combobox", { name: /^판매사/ }).selectOption({ index: 1 });
    await page.getByRole("combobox", { name: /^브랜드/ }).selectOption({ index: 1 });
    await page.getByLabel("상품명", { exact: true }).fill(name);
    await page.getByRole("combobox", { name: /^카테고리/ }).selectOption({ index: 1 });
    await page.getByRole("combobox", { name: /^축종/ }).selectOption({ label: "한우" });
    await page.getByLabel("부위").fill("등심");
    await page.getByLabel("등급").fill("1++");
    await page.getByLabel("중량 (g)").fill("500");

    await page.getByLabel("이력번호 (12자리, 없으면 비움)").fill(traceNumber);
    await page.getByRole("button", { name: "이력 조회" }).click();
    await expect(page.getByTestId("trace-record")).toContainText("한우");

    await page.getByLabel("정상가").fill("50000");
    await page.getByLabel("판매가").fill("45000");
    await expect(page.getByTestId("discount-rate")).toHaveText("10%");
    await page.getByLabel("옵션 1 옵션명").fill("500g");
    await page.getByLabel("옵션 1 중량").fill("500");
    await page.getByLabel("옵션 1 재고").fill("20");
    await page.getByRole("button", { name: "상품 등록" }).click();

    await expect(page).toHaveURL(/\/admin\/items\/\d+\?notice=created$/);
    await expect(page.getByRole("status").filter({ hasText: "상품을 등록했습니다." })).toBeVisible();
    const description = await page
      .getByText(/^G\d{7} · /)
      .first()
      .textContent();
    const itemUserCode = description?.match(/^(G\d{7})/)?.[1];
    if (!itemUserCode) throw new Error(`no item code in "${description}"`);

    const pictures = page.getByTestId("item-image");
    await expect(pictures).toHaveCount(1);
    await page
      .getByLabel("사진 파일")
      .setInputFiles({ name: "deungsim.png", mimeType: "image/png", buffer: pngPicture() });
    await page.getByLabel("사진 설명 (대체 텍스트)").fill(alt);
    await page.getByRole("button", { name: "사진 올리기" }).click();
    await expect(pictures).toHaveCount(2);
    await page.getByRole("button", { name: "사진 2 위로" }).click();
    await expect(pictures.first().getByRole("img")).toHaveAttribute("alt", alt);

    // A guest's own browser sees the new item with its picture first.
    const guest = await browser.newContext();
    const shop = new ItemPage(await guest.newPage());
    await shop.goto(itemUserCode);
    await expect(shop.heading).toHaveText(name);
    await expect(shop.price()).toContainText(won(45_000));
    const picture = shop.main.getByRole("img", { name: alt }).first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /\/images\/item-photos\/\d+-[0-9a-f]{64}\.png/);
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await guest.close();
  });
});
