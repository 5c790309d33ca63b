import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { adminAuditListSchema } from "@shop/contracts/admin";
import {
  ADMIN_ITEM_CREATE_MESSAGES,
  adminItemImagesSchema,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_MAX_COUNT,
} from "@shop/contracts/admin-item-create";
import { itemListSchema } from "@shop/contracts/catalog";
import { errorBodySchema } from "@shop/contracts/common";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerBrands } from "../../db/schema/catalog.js";
import { itemImageFiles } from "../../db/schema/item-image-file.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// An item's pictures in the back office (issue 14 item 2, docs/decisions/043) through the real routes and database:
// upload refusals (type from the bytes, size, count, alt text), the public address (immutable, ETag), order, alt,
// delete, the seller's scope, the audit, and the shop showing the new first picture at once.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;
const SELLER_ID = 10_000_001;
const OTHER_SELLER_ID = 10_000_002;
let brandOf: Record<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  cs = await signedInStaff(t, { role: "ROLE_CS" });
  seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER_ID });
  const brands = await t.db.select().from(sellerBrands);
  brandOf = {};
  for (const id of [SELLER_ID, OTHER_SELLER_ID]) {
    const brand = brands.find((row) => row.sellerId === id);
    if (!brand) throw new Error(`no brand of seller ${id}`);
    brandOf[id] = brand.id;
  }
});
afterAll(() => t.close());

/** A real w×h PNG of one colour (a different colour is a different file). */
function png(seed: number, width = 2, height = 2): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, seed % 256)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Staff = SignedInStaff | null;
const call = (method: "GET" | "PUT" | "DELETE", url: string, staff: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: staff ? staffBearer(staff) : {}, ...(payload ? { payload } : {}) });

function upload(itemId: number, data: Buffer | null, alt: string | null, staff: Staff = admin, filename = "photo.png") {
  const { payload, headers } = multipartPayload(
    alt === null ? {} : { alt },
    data ? [{ field: "file", filename, contentType: "image/png", data }] : [],
  );
  return t.app.inject({
    method: "POST",
    url: `/api/admin/items/${itemId}/images`,
    payload,
    headers: { ...headers, ...(staff ? staffBearer(staff) : {}) },
  });
}

async function uploaded(itemId: number, data: Buffer, alt: string) {
  const res = await upload(itemId, data, alt);
  expect(res.statusCode, res.body).toBe(200);
  return adminItemImagesSchema.parse(res.json()).list;
}

const itemOf = (sellerId = SELLER_ID) => createItem(t.db, { sellerId, brandId: brandOf[sellerId] });

async function refused(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  return errorBodySchema.parse(res.json());
}

describe("uploading a picture", () => {
  it("adds the picture after the drawn one, served at an immutable address with its ETag", async () => {
    const item = await itemOf();
    const bytes = png(1);
    const list = await uploaded(item.id, bytes, "한우 등심 단면");
    expect(list).toHaveLength(2);
    const added = list[1]!;
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect(added).toMatchObject({ alt: "한우 등심 단면", contentType: "image/png", byteSize: bytes.length });
    expect(added.url).toMatch(new RegExp(`^/images/item-photos/\\d+-${sha256}\\.png$`));

    const res = await t.app.inject({ method: "GET", url: added.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toBe(`"${sha256}"`);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const again = await t.app.inject({ method: "GET", url: added.url, headers: { "if-none-match": `"${sha256}"` } });
    expect(again.statusCode).toBe(304);

    // Another hash, extension or id under the same file is the same 404 as a made-up address.
    const [fileId] = added.url.split("/").at(-1)!.split("-");
    for (const url of [
      added.url.replace(".png", ".jpg"),
      `/images/item-photos/${fileId}-${"0".repeat(64)}.png`,
      `/images/item-photos/99999999-${sha256}.png`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: "/images/item-photos/abc.png" })).statusCode).toBe(400);

    const audit = adminAuditListSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/audit-logs?targetType=item&targetId=${item.id}`,
          headers: staffBearer(admin),
        })
      ).json(),
    ).list;
    expect(audit[0]).toMatchObject({ action: "item.image-add" });
    expect(audit[0]?.after).toMatchObject({ alt: "한우 등심 단면", contentType: "image/png" });
  });

  it("takes JPEG and WebP; the same bytes sent again add nothing", async () => {
    const item = await itemOf();
    await uploaded(item.id, IMAGE_SAMPLES.jpeg, "사진 하나");
    const list = await uploaded(item.id, IMAGE_SAMPLES.webp, "사진 둘");
    expect(list.map((image) => image.contentType)).toEqual([null, "image/jpeg", "image/webp"]);
    const retried = await uploaded(item.id, IMAGE_SAMPLES.webp, "사진 둘");
    expect(retried).toHaveLength(3);
  });

  it.each([
    ["a GIF", IMAGE_SAMPLES.gif, "사진", ADMIN_ITEM_CREATE_MESSAGES.imageType, "file"],
    [
      "a PDF named .png",
      Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"),
      "사진",
      ADMIN_ITEM_CREATE_MESSAGES.imageType,
      "file",
    ],
    ["no file", null, "사진", ADMIN_ITEM_CREATE_MESSAGES.imageMissing, "file"],
    ["no alt text", png(2), null, ADMIN_ITEM_CREATE_MESSAGES.altRequired, "alt"],
    ["blank alt text", png(3), "   ", ADMIN_ITEM_CREATE_MESSAGES.altRequired, "alt"],
    [
      "a file over 5 MB",
      Buffer.concat([png(4), Buffer.alloc(ITEM_IMAGE_MAX_BYTES)]),
      "사진",
      ADMIN_ITEM_CREATE_MESSAGES.imageTooLarge,
      "file",
    ],
  ])("refuses %s with 400 in Korean on its field and keeps nothing", async (_case, data, alt, message, field) => {
    const item = await itemOf();
    const error = await refused(await upload(item.id, data, alt), 400);
    expect(error.message).toBe(message);
    expect(error.errors).toEqual([{ field, message }]);
    const list = adminItemImagesSchema.parse((await call("GET", `/api/admin/items/${item.id}/images`, admin)).json());
    expect(list.list).toHaveLength(1);
  });

  it(`refuses the ${ITEM_IMAGE_MAX_COUNT + 1}th picture of an item`, async () => {
    const item = await itemOf();
    for (let n = 1; n < ITEM_IMAGE_MAX_COUNT; n++) await uploaded(item.id, png(100 + n), `사진 ${n}`);
    const error = await refused(await upload(item.id, png(200), "하나 더"), 400);
    expect(error.message).toBe(ADMIN_ITEM_CREATE_MESSAGES.imageLimit);
  });

  it("customer service 403, no session 401, another seller's item 404 like a made-up one", async () => {
    const mine = await itemOf(SELLER_ID);
    const theirs = await itemOf(OTHER_SELLER_ID);
    expect((await upload(mine.id, png(5), "사진", null)).statusCode).toBe(401);
    expect((await upload(mine.id, png(5), "사진", cs)).statusCode).toBe(403);
    expect((await call("GET", `/api/admin/items/${mine.id}/images`, cs)).statusCode).toBe(200);
    expect((await upload(mine.id, png(5), "사진", seller)).statusCode).toBe(200);
    for (const id of [theirs.id, 99_999_999]) {
      const res = await upload(id, png(6), "사진", seller);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).message).toBe("존재하지 않는 상품입니다.");
      expect((await call("GET", `/api/admin/items/${id}/images`, seller)).statusCode).toBe(404);
      expect((await call("PUT", `/api/admin/items/${id}/images/order`, seller, { imageIds: [1] })).statusCode).toBe(
        404,
      );
    }
  });
});

describe("order, alt text and delete", () => {
  it("puts an uploaded picture first: the shop's list and item page show it at once", async () => {
    const item = await itemOf();
    // Warm the list cache: the write must drop it.
    const listUrl = `/api/item?sellerId=${SELLER_ID}&sort=newest&size=100`;
    await t.app.inject({ method: "GET", url: listUrl });
    const list = await uploaded(item.id, png(7), "새 대표 사진");
    const [drawn, photo] = list;
    const res = await call("PUT", `/api/admin/items/${item.id}/images/order`, admin, {
      imageIds: [photo!.imageId, drawn!.imageId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminItemImagesSchema.parse(res.json()).list.map((image) => image.imageId)).toEqual([
      photo!.imageId,
      drawn!.imageId,
    ]);
    const page = itemDetailResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}` })).json(),
    );
    expect(JSON.stringify(page)).toContain(photo!.url);
    const shopList = await t.app.inject({ method: "GET", url: listUrl });
    expect(shopList.statusCode, shopList.body).toBe(200);
    const card = itemListSchema.parse(shopList.json()).list.find((row) => row.itemUserCode === item.itemUserCode);
    expect(card?.imageSrc).toBe(photo!.url);
    // The drawn picture still draws after it moved.
    expect((await t.app.inject({ method: "GET", url: drawn!.url })).statusCode).toBe(200);
  });

  it("an order missing a picture, repeating one or naming another item's is 409", async () => {
    const item = await itemOf();
    const list = await uploaded(item.id, png(8), "사진");
    const ids = list.map((image) => image.imageId);
    for (const imageIds of [[ids[0]], [ids[0], ids[0]], [ids[0], 99_999_999]]) {
      const error = await refused(
        await call("PUT", `/api/admin/items/${item.id}/images/order`, admin, { imageIds }),
        409,
      );
      expect(error.message).toBe(ADMIN_ITEM_CREATE_MESSAGES.imageOrderStale);
    }
  });

  it("alt text is required; a change is audited", async () => {
    const item = await itemOf();
    const [image] = await uploaded(item.id, png(9), "처음 설명");
    const target = (await call("GET", `/api/admin/items/${item.id}/images`, admin)).json().list[1];
    for (const alt of ["", "   "]) {
      const error = await refused(
        await call("PUT", `/api/admin/items/${item.id}/images/${target.imageId}`, admin, { alt }),
        400,
      );
      expect(error.errors).toEqual([{ field: "alt", message: ADMIN_ITEM_CREATE_MESSAGES.altRequired }]);
    }
    const res = await call("PUT", `/api/admin/items/${item.id}/images/${target.imageId}`, admin, { alt: "바뀐 설명" });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminItemImagesSchema.parse(res.json()).list[1]?.alt).toBe("바뀐 설명");
    expect(image).toBeDefined();
    const missing = await refused(
      await call("PUT", `/api/admin/items/${item.id}/images/99999999`, admin, { alt: "x" }),
      404,
    );
    expect(missing.message).toBe(ADMIN_ITEM_CREATE_MESSAGES.imageNotFound);
    const audit = adminAuditListSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/admin/audit-logs?targetType=item&targetId=${item.id}`,
          headers: staffBearer(admin),
        })
      ).json(),
    ).list;
    expect(audit[0]).toMatchObject({
      action: "item.image-alt",
      before: { alt: "처음 설명" },
      after: { alt: "바뀐 설명" },
    });
  });

  it("delete takes the bytes too and renumbers; the last picture stays", async () => {
    const item = await itemOf();
    const list = await uploaded(item.id, png(10), "지울 사진");
    const photo = list[1]!;
    const res = await call("DELETE", `/api/admin/items/${item.id}/images/${photo.imageId}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminItemImagesSchema.parse(res.json()).list).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(404);
    const files = await t.db
      .select({ id: itemImageFiles.id })
      .from(itemImageFiles)
      .where(eq(itemImageFiles.imageId, photo.imageId));
    expect(files).toEqual([]);
    const last = list[0]!;
    const error = await refused(await call("DELETE", `/api/admin/items/${item.id}/images/${last.imageId}`, admin), 409);
    expect(error.message).toBe(ADMIN_ITEM_CREATE_MESSAGES.lastImage);
    expect((await call("DELETE", `/api/admin/items/${item.id}/images/${last.imageId}`, cs)).statusCode).toBe(403);
  });
});
