import { crc32, deflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { createRandom } from "../../lib/random.js";
import type { Db, Tx } from "../client.js";
import { items } from "../schema/catalog.js";
import { byteaValue } from "../schema/columns.js";
import { reviewPhotos, reviews } from "../schema/review.js";
import { createPurchase } from "./order.factory.js";

type Executor = Db | Tx;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB picture as PNG bytes: `pixel(x, y)` gives [r, g, b]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * rowLength + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A shopper's photo of a cut on a plate, drawn from `seed` (the same seed gives the same bytes): a red slice with
 * white marbling on a light plate. Small (about 2 KB) so the demo seed stays fast.
 */
export function drawReviewPhoto(seed: number, width = 160, height = 120): Buffer {
  const random = createRandom(seed);
  const plate: [number, number, number] = random.chance(0.5) ? [236, 232, 224] : [214, 222, 230];
  const meat: [number, number, number] = [150 + random.int(0, 60), 30 + random.int(0, 30), 40 + random.int(0, 25)];
  const streaks = Array.from({ length: random.int(3, 7) }, () => ({
    slope: random.next() * 1.2 - 0.6,
    offset: random.int(0, height),
    width: 1 + random.int(0, 2),
  }));
  const cx = width / 2;
  const cy = height / 2;
  const rx = width * (0.32 + random.next() * 0.08);
  const ry = height * (0.28 + random.next() * 0.08);
  return encodePng(width, height, (x, y) => {
    const inside = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
    if (!inside) return plate;
    const marbled = streaks.some((s) => Math.abs(y - (s.offset + s.slope * (x - cx))) < s.width);
    return marbled ? [245, 236, 230] : meat;
  });
}

export interface ReviewInput {
  userId: number;
  itemId: number;
  /** The order line reviewed; a delivered one-line purchase is made when left out. */
  orderItemId?: number;
  score?: number;
  content?: string;
  photos?: { contentType: string; data: Buffer }[];
  likeCount?: number;
  createdAt?: Date;
}

/** Inserts a review (with a purchase when none is given) and its photos, counting it on the item as writing does. */
export async function createReview(db: Executor, input: ReviewInput) {
  const orderItemId =
    input.orderItemId ?? (await createPurchase(db, { userId: input.userId, itemId: input.itemId })).orderItem.id;
  const photos = input.photos ?? [];
  const [review] = await db
    .insert(reviews)
    .values({
      userId: input.userId,
      itemId: input.itemId,
      orderItemId,
      score: input.score ?? 5,
      content: input.content ?? "신선하고 맛있어요. 다음에도 주문할게요.",
      photoCount: photos.length,
      likeCount: input.likeCount ?? 0,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!review) throw new Error("insert into reviews returned no row");
  if (photos.length > 0) {
    await db.insert(reviewPhotos).values(
      photos.map((photo, i) => ({
        reviewId: review.id,
        sortOrder: i,
        contentType: photo.contentType,
        byteSize: photo.data.length,
        data: byteaValue(photo.data),
      })),
    );
  }
  await db
    .update(items)
    .set({ reviewCount: sql`${items.reviewCount} + 1` })
    .where(eq(items.id, input.itemId));
  return review;
}
