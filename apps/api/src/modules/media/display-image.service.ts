import { ApiError } from "../../lib/api-error.js";
import { type SvgImage, svgImage } from "../../lib/svg-image.js";
import type { BrandService } from "../brand/brand.service.js";
import type { DisplayBlocksService } from "../display/display-blocks.service.js";
import type { EventService } from "../event/event.service.js";
import type { StyleBookService } from "../style-book/style-book.service.js";
import { type BannerSubject, type BannerVariant, renderBannerImage } from "./banner-image.renderer.js";
import { renderBrandLogo } from "./brand-logo.renderer.js";

export const BANNER_KINDS = ["main", "main-mobile", "event", "style-book", "display"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export interface DisplayImageServiceDeps {
  brands: BrandService;
  displayBlocks: DisplayBlocksService;
  events: EventService;
  styleBooks: StyleBookService;
}

/** Banner pictures and brand logos drawn on request; each module says what its picture shows. */
export function createDisplayImageService({ brands, displayBlocks, events, styleBooks }: DisplayImageServiceDeps) {
  /** Where each kind of banner picture finds what it shows. */
  const bannerSubjects: Record<BannerKind, (key: string) => Promise<BannerSubject | undefined>> = {
    main: (key) => displayBlocks.findMainBannerPictureSubject(key),
    "main-mobile": (key) => displayBlocks.findMainBannerPictureSubject(key),
    event: (key) => events.findPictureSubject(key),
    "style-book": (key) => styleBooks.findPictureSubject(key),
    display: (key) => displayBlocks.findBlockPictureSubject(key),
  };

  return {
    /** The drawn picture of a main visual, event, style book or display page; 404 when it has none. */
    async getBannerImage(kind: BannerKind, key: string): Promise<SvgImage> {
      const subject = await bannerSubjects[kind](key);
      if (!subject) throw ApiError.notFound(`${kind} picture ${key}`);
      const variant: BannerVariant = kind;
      return svgImage(renderBannerImage(subject, variant));
    },

    /** The drawn logo of a brand; 404 for an unknown brand. */
    async getBrandLogo(brandId: number): Promise<SvgImage> {
      const subject = await brands.findLogoSubject(brandId);
      if (!subject) throw ApiError.notFound(`logo of brand ${brandId}`);
      return svgImage(renderBrandLogo(subject));
    },
  };
}

export type DisplayImageService = ReturnType<typeof createDisplayImageService>;
