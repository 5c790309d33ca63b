import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { type SvgImage, svgImage } from "../../lib/svg-image.js";
import { renderItemImage } from "./item-image.renderer.js";
import { findItemImageSubject } from "./media.repository.js";

export interface MediaServiceDeps {
  db: Db;
}

/** Item pictures drawn on request (the URLs the demo catalog stores). */
export function createMediaService({ db }: MediaServiceDeps) {
  return {
    /** The drawn picture n of an item; 404 when the item or that picture does not exist. */
    async getItemImage(itemUserCode: string, n: number): Promise<SvgImage> {
      const subject = await findItemImageSubject(db, itemUserCode, n);
      if (!subject) throw ApiError.notFound(`image ${n} of item ${itemUserCode}`);
      return svgImage(renderItemImage({ ...subject, n }));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
