import { createHash } from "node:crypto";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { findBrandLogoSubject } from "../brand/brand.service.js";
import { displayPictureSubjects } from "../display/display-blocks.service.js";
import { findEventPicture } from "../event/event.service.js";
import { findStyleBookPicture } from "../style-book/style-book.service.js";
import { type BannerSubject, type BannerVariant, renderBannerImage } from "./banner-image.renderer.js";
import { renderBrandLogo } from "./brand-logo.renderer.js";
import type { RenderedImage } from "./media.service.js";

export const BANNER_KINDS = ["main", "main-mobile", "event", "style-book", "display"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** Where each kind of banner picture finds what it shows. */
const bannerSubjects: Record<BannerKind, (db: Db, key: string) => Promise<BannerSubject | undefined>> = {
  main: displayPictureSubjects.mainBanner,
  "main-mobile": displayPictureSubjects.mainBanner,
  event: findEventPicture,
  "style-book": findStyleBookPicture,
  display: displayPictureSubjects.block,
};

function rendered(svg: string): RenderedImage {
  // Content hash: the tag changes exactly when the drawing does.
  return { svg, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` };
}

/** The drawn picture of a main visual, event, style book or display page; 404 when it has none. */
export async function getBannerImage(db: Db, kind: BannerKind, key: string): Promise<RenderedImage> {
  const subject = await bannerSubjects[kind](db, key);
  if (!subject) throw ApiError.notFound(`${kind} picture ${key}`);
  const variant: BannerVariant = kind;
  return rendered(renderBannerImage(subject, variant));
}

/** The drawn logo of a brand; 404 for an unknown brand. */
export async function getBrandLogo(db: Db, brandId: number): Promise<RenderedImage> {
  const subject = await findBrandLogoSubject(db, brandId);
  if (!subject) throw ApiError.notFound(`logo of brand ${brandId}`);
  return rendered(renderBrandLogo(subject));
}
