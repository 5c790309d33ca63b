import { deflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// My page's reviews (/mypage/review): an order moved to 배송완료 by the dev status route, a photo to attach, and the
// page with its two tabs and the review modal.

export const REVIEW_PAGE_PATH = "/mypage/review";

/** Moves a paid order along to 배송완료 (or 구매확정) one step at a time, as the dev route allows (DEV_TOOLS). */
export async function deliverOrder(
  request: APIRequestContext,
  orderCode: string,
  to: "delivered" | "confirmed" = "delivered",
): Promise<void> {
  const steps = ["preparing", "shipping", "delivered", ...(to === "confirmed" ? ["confirmed"] : [])];
  for (const status of steps) {
    const moved = await request.post(`/api/dev/orders/${orderCode}/status`, { data: { status } });
    expect(moved.status(), `${orderCode} → ${status}: ${await moved.text()}`).toBe(200);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A marbled steak on a plate, `grain` adding a camera's noise (which keeps a PNG large, as a phone's photo is). */
function steak(width: number, height: number, grain = 0): (x: number, y: number) => Rgb {
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round(((seed / 2 ** 31) * 2 - 1) * grain);
  };
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  return (x, y) => {
    const dx = (x - width / 2) / (width * 0.36);
    const dy = (y - height / 2) / (height * 0.32);
    const inside = dx * dx + dy * dy <= 1;
    const u = x / width;
    const v = y / height;
    const marbled = inside && (Math.abs(v - 0.5 - 0.3 * (u - 0.5)) < 0.012 || Math.abs(v - 0.33 + 0.2 * u) < 0.01);
    const base: Rgb = !inside ? [236, 232, 224] : marbled ? [245, 236, 230] : [172, 42, 52];
    const n = grain === 0 ? 0 : noise();
    return [clamp(base[0] + n), clamp(base[1] + n), clamp(base[2] + n)];
  };
}

/** A small PNG of a marbled steak, as a shopper's photo to attach (a real picture: the API reads its bytes). */
export function steakPhoto(): { name: string; mimeType: string; buffer: Buffer } {
  return { name: "steak.png", mimeType: "image/png", buffer: encodePng(240, 180, steak(240, 180)) };
}

/**
 * A phone-sized photo of about 1.8 MB (under the 5 MB a review photo may have, over the 1 MB one page post may carry):
 * the modal redraws it smaller before posting.
 */
export function largePhoto(): { name: string; mimeType: string; buffer: Buffer } {
  const [width, height] = [2000, 1500];
  return { name: "large.png", mimeType: "image/png", buffer: encodePng(width, height, steak(width, height, 48)) };
}

/** /mypage/review: 작성 가능한 리뷰 and 작성한 리뷰, and the review modal (리뷰 작성). */
export class MyReviewPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { name: "상품 리뷰", level: 1 });
    this.dialog = page.getByRole("dialog", { name: "리뷰 작성" });
    this.alertDialog = page.getByRole("alertdialog");
  }

  async goto(query = "", { hydrated = true } = {}) {
    await this.page.goto(`${REVIEW_PAGE_PATH}${query}`);
    await expect(this.heading).toBeVisible();
    if (hydrated) await waitForHydration(this.page);
  }

  /** A tab by its label, named with its count ("작성 가능한 리뷰 1건"). */
  tab(label: "작성 가능한 리뷰" | "작성한 리뷰"): Locator {
    return this.main
      .getByRole("navigation", { name: "리뷰 구분" })
      .getByRole("link", { name: new RegExp(`^${label} `) });
  }

  /** A line awaiting a review, by its item's name. */
  awaitingLine(itemName: string): Locator {
    return this.main.getByRole("list", { name: "작성 가능한 리뷰 목록" }).getByRole("listitem", { name: itemName });
  }

  /** One of the member's reviews, by its item's name. */
  writtenReview(itemName: string): Locator {
    return this.main.getByRole("list", { name: "작성한 리뷰 목록" }).getByRole("listitem", { name: itemName });
  }

  async openWrite(itemName: string) {
    await this.awaitingLine(itemName)
      .getByRole("link", { name: `${itemName} 리뷰 작성` })
      .click();
    await expect(this.dialog).toBeVisible();
  }

  /** The rating's star by its score ("5점 최고예요"). */
  star(score: number): Locator {
    return this.dialog.getByRole("radio", { name: new RegExp(`^${score}점 `) });
  }

  content(): Locator {
    return this.dialog.getByRole("textbox", { name: "리뷰 내용" });
  }

  photoInput(): Locator {
    return this.dialog.getByLabel(/사진 첨부/);
  }

  async submit() {
    await this.page.getByRole("button", { name: "리뷰 등록" }).click();
  }

  /** Closes the shop's alert after checking its message. */
  async acceptAlert(message: string | RegExp, button = "확인") {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: button }).click();
    await expect(this.alertDialog).toBeHidden();
  }
}
