import { itemListQuerySchema } from "@shop/contracts/catalog";
import type { BrandDetail, BrandItems, BrandMain, BrandSummary, FeaturedBrand } from "@shop/contracts/display";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import { type BrandRow, findAllBrands, findBrand, findBrandItemStats } from "./brand.repository.js";

/** How long brand item counts and sales are served from memory. */
export const BRAND_STATS_TTL_MS = 30_000;

/** Where a brand's drawn logo is served (media module). */
export function brandLogoUrl(brandId: number): string {
  return `/images/brands/${brandId}.svg`;
}

type BrandStats = Map<number, { itemCount: number; salesCount: number }>;

function toSummary(row: BrandRow, stats: BrandStats): BrandSummary {
  return {
    id: row.id,
    sellerId: row.sellerId,
    brandName: row.brandName,
    sellerName: row.sellerName,
    livestock: row.livestock,
    livestockName: row.livestockName,
    description: row.description,
    logoSrc: brandLogoUrl(row.id),
    itemCount: stats.get(row.id)?.itemCount ?? 0,
  };
}

function toFeatured(row: BrandRow, stats: BrandStats): FeaturedBrand {
  return { ...toSummary(row, stats), headline: row.headline ?? "" };
}

function featuredOf(rows: BrandRow[]): BrandRow[] {
  return rows
    .filter((row) => row.featuredOrder !== null)
    .sort((a, b) => a.featuredOrder! - b.featuredOrder! || a.id - b.id);
}

export interface BrandServiceDeps {
  db: Db;
  catalog: CatalogService;
  /** Milliseconds now; tests move it to expire the item counts. */
  clock?: () => number;
}

/**
 * Brand use cases; item cards come from the catalog service. Counting a brand's items reads all
 * of them, so the per-brand counts are one grouped pass kept for BRAND_STATS_TTL_MS: a new or
 * hidden item shows in the counts within 30 s.
 */
export function createBrandService({ db, catalog, clock: now = () => Date.now() }: BrandServiceDeps) {
  const statsCache = createTtlCache<BrandStats>(BRAND_STATS_TTL_MS, 1, now);
  const brandStats = () =>
    statsCache("all", async () => {
      const rows = await findBrandItemStats(db);
      return new Map(rows.map((row) => [row.brandId, { itemCount: row.itemCount, salesCount: row.salesCount }]));
    });

  async function requireBrand(id: number): Promise<BrandRow> {
    const row = await findBrand(db, id);
    if (!row) throw ApiError.notFound(`brand ${id}`);
    return row;
  }

  /** In-stock best sellers of a brand, for showcases. */
  function topItems(brandId: number, size: number) {
    return catalog.listItems(itemListQuerySchema.parse({ brandId, size, sort: "popular", soldOut: "hide" }));
  }

  return {
    /** Featured brands with their best-selling items in stock, then every brand. */
    async getBrandMain(itemsPerBrand: number): Promise<BrandMain> {
      const [rows, stats] = await Promise.all([findAllBrands(db), brandStats()]);
      const featured = await Promise.all(
        featuredOf(rows).map(async (row) => ({
          ...toFeatured(row, stats),
          items: (await topItems(row.id, itemsPerBrand)).list,
        })),
      );
      return { featured, list: rows.map((row) => toSummary(row, stats)) };
    },

    /** Featured brands in display order (the home page's brand block). */
    async listFeaturedBrands(): Promise<FeaturedBrand[]> {
      const [rows, stats] = await Promise.all([findAllBrands(db), brandStats()]);
      return featuredOf(rows).map((row) => toFeatured(row, stats));
    },

    /** One brand with its seller's shipping condition; 404 for an unknown brand. */
    async getBrand(id: number): Promise<BrandDetail> {
      const [row, stats] = await Promise.all([requireBrand(id), brandStats()]);
      return {
        brand: {
          ...toFeatured(row, stats),
          featured: row.featuredOrder !== null,
          seller: { sellerId: row.sellerId, sellerName: row.sellerName, shippingCondition: row.shippingCondition },
        },
      };
    },

    /** The brand's displayed items, sold-out included and flagged; 404 for an unknown brand. */
    async listBrandItems(
      id: number,
      query: { page: number; size: number; sort: "newest" | "popular" | "priceLow" | "priceHigh" | "reviews" },
    ): Promise<BrandItems> {
      await requireBrand(id);
      return catalog.listItems(itemListQuerySchema.parse({ ...query, brandId: id }));
    },

    /** A seller's brands that have displayed items, most units sold first (seller brands' favourites). */
    async listFavoriteBrandsOfSeller(sellerId: number) {
      const [rows, stats] = await Promise.all([findAllBrands(db), brandStats()]);
      return rows
        .filter((row) => row.sellerId === sellerId && (stats.get(row.id)?.itemCount ?? 0) > 0)
        .map((row) => ({
          id: row.id,
          sellerId: row.sellerId,
          brandName: row.brandName,
          sellerName: row.sellerName,
          livestock: row.livestock,
          itemCount: stats.get(row.id)!.itemCount,
          salesCount: stats.get(row.id)!.salesCount,
        }))
        .sort((a, b) => b.salesCount - a.salesCount);
    },

    /** What a brand's drawn logo shows; undefined for an unknown brand (media module). */
    async findLogoSubject(id: number) {
      const row = await findBrand(db, id);
      return row && { brandName: row.brandName, livestock: row.livestock, livestockName: row.livestockName };
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
