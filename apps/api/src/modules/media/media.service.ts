import { createHash } from "node:crypto";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { renderItemImage } from "./item-image.renderer.js";
import { findItemImageSubject } from "./media.repository.js";

export interface RenderedImage {
  svg: string;
  etag: string;
}

/** The drawn picture n of an item; 404 when the item or that picture does not exist. */
export async function getItemImage(db: Db, itemUserCode: string, n: number): Promise<RenderedImage> {
  const subject = await findItemImageSubject(db, itemUserCode, n);
  if (!subject) throw ApiError.notFound(`image ${n} of item ${itemUserCode}`);
  const svg = renderItemImage({ ...subject, n });
  // Content hash: the tag changes exactly when the drawing does (a new cut, grade or renderer).
  const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
  return { svg, etag };
}
