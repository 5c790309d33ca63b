import { constants, deflateRawSync } from "node:zlib";
import { parseCookie } from "cookie";
import { LRUCache } from "lru-cache";
import { crc32Append, crc32Of, crc32Shift } from "../lib/crc32-combine.js";

// The anonymous page cache (docs/decisions/023): pages that are the same for every shopper without a session are
// rendered once per key and served to the next ones for a short time, with stale-while-revalidate. This file holds
// the decision (which request may share a page, under which key) and the store; plugins/storefront.ts serves.

/**
 * The pages a guest may share: catalog, item, brand, display, event, notice, FAQ and policy pages. Not the account,
 * cart, order, my-page or designated-trade pages (they are about one shopper), the popup window, the maintenance page,
 * React Router's `.data` requests or the resource routes (sitemaps, robots.txt: they send their own Cache-Control).
 */
const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/category(\/blank)?(\/[^/]+)?\/?$/,
  /^\/items(\/[^/]+)?\/?$/,
  /^\/search\/?$/,
  /^\/brand(\/index2)?\/?$/,
  /^\/display\/(dry-aging|fresh-food|pb|safety|shipping-way|shop-info)\/?$/,
  /^\/event\/(best|new|spot|stylebook(\/[^/]+)?)\/?$/,
  /^\/featured(\/season-event|\/pages(\/[^/]+)?)?\/?$/,
  /^\/(customer\/)?notice(\/[^/]+)?\/?$/,
  /^\/(customer\/)?faq\/?$/,
  /^\/policy\/(terms|privacy)\/?$/,
  /^\/company\/about\/?$/,
];

/**
 * Cookies the web server writes about one shopper: the sealed session (login, guest cart token, CSRF token, flash
 * alert), the remember-me token, the checkout draft and the join-complete greeting all start with this
 * (apps/web/app/lib/session.server.ts and its neighbours). A request that carries one is never served from, and never
 * fills, the shared cache.
 */
const SHOPPER_COOKIE_PREFIX = "__shop_";
/** apps/web/app/lib/stripe-banner-cookie.ts: the top banner closed for the day. Changes the header's HTML. */
const STRIPE_BANNER_CLOSED_COOKIE = "stripe_banner_closed";
/** apps/web/app/features/popup/popup-cookie.ts: a home popup dismissed for the day. Changes the home page's HTML. */
const POPUP_DISMISSED_COOKIE = /^popup_check_(\d+)$/;
/** apps/web/app/lib/app-user-agent.ts: the companion app's marker, which adds its settings link to the bottom bar. */
const APP_USER_AGENT_MARKER = "NHMeatApp/";

/** What the decision reads from a page request. */
export interface PageRequestFacts {
  method: string;
  /** Path and query as received. */
  url: string;
  /** "http" or "https", as the socket says. */
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
}

export type PageCacheDecision = { shared: false; reason: string } | { shared: true; key: string };

const firstValue = (value: string | string[] | undefined): string => {
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  return text.split(",")[0]?.trim().toLowerCase() ?? "";
};

/**
 * Whether a page request may be answered from the shared cache, and its key: everything that changes the HTML of a
 * guest's page. That is the path and query, the host and the proxy's X-Forwarded-Host/Proto (absolute links, the app
 * QR code), the app marker in the user agent, and the cookies that hide the stripe banner or a popup. Any other cookie
 * (analytics, a CDN's) changes nothing the server renders and is left out, so it does not split the cache.
 */
export function pageCacheDecision(facts: PageRequestFacts): PageCacheDecision {
  if (facts.method !== "GET" && facts.method !== "HEAD") return { shared: false, reason: "method" };
  const queryAt = facts.url.indexOf("?");
  const pathname = queryAt === -1 ? facts.url : facts.url.slice(0, queryAt);
  // React Router's client navigations ask `<path>.data` for the loaders' JSON: not a page, not kept.
  if (pathname.endsWith(".data")) return { shared: false, reason: "data" };
  if (!SHARED_PAGES.some((pattern) => pattern.test(pathname))) return { shared: false, reason: "path" };

  const cookieHeader = firstHeader(facts.headers.cookie);
  if (hasShopperCookie(cookieHeader)) return { shared: false, reason: "session" };
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  const names = Object.keys(cookies);

  const dismissedPopups = names
    .map((name) => (cookies[name] === "1" ? POPUP_DISMISSED_COOKIE.exec(name)?.[1] : undefined))
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const userAgent = firstHeader(facts.headers["user-agent"]);
  const key = [
    `${facts.protocol}://${firstValue(facts.headers.host)}`,
    `fwd=${firstValue(facts.headers["x-forwarded-proto"])}://${firstValue(facts.headers["x-forwarded-host"])}`,
    `app=${userAgent.includes(APP_USER_AGENT_MARKER) ? 1 : 0}`,
    `banner=${cookies[STRIPE_BANNER_CLOSED_COOKIE] === "1" ? "closed" : "open"}`,
    `popups=${dismissedPopups.join(",")}`,
    facts.url,
  ].join(" ");
  return { shared: true, key };
}

/** True when the request carries a cookie of the shopper's own state (session, remember-me, checkout draft …). */
export function hasShopperCookie(cookieHeader: string | string[] | undefined): boolean {
  const header = firstHeader(cookieHeader);
  return header !== "" && Object.keys(parseCookie(header)).some((name) => name.startsWith(SHOPPER_COOKIE_PREFIX));
}

function firstHeader(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join("; ") : (value ?? "");
}

/**
 * A rendered page as kept: its status and headers, and its body cut at the render's CSP nonce, so each answer can
 * carry the nonce of its own response (`parts.join(nonce)`); with the parts compressed and checksummed once
 * (`gzipPartsOf`), so a gzip answer compresses and reads none of the page again (`gzipAnswer`).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  parts: string[];
  gzipParts: GzipParts;
  renderedAt: number;
  bytes: number;
}

/**
 * A page's parts as raw DEFLATE, each ending on a full flush, with the sizes and CRC-32 of their bytes (RFC 1951,
 * RFC 1952) and what each part's length multiplies a CRC by (lib/crc32-combine.ts), so an answer reads no part again.
 */
export interface GzipParts {
  deflated: Buffer[];
  sizes: number[];
  crcs: number[];
  shifts: number[];
}

// A gzip member's header (RFC 1952): magic, DEFLATE, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block: an empty final block, as zlib ends a stream with nothing left to write.
const DEFLATE_END = deflateRawSync(Buffer.alloc(0));
/** A stored block holds at most this many bytes (RFC 1951 3.2.4: LEN is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

/**
 * Each part compressed on its own (level 9, once per render). A full flush ends each part's blocks on a byte with the
 * history reset, so the parts and a nonce stored between them join into one valid DEFLATE stream.
 */
export function gzipPartsOf(parts: readonly string[]): GzipParts {
  const raw = parts.map((part) => Buffer.from(part));
  return {
    deflated: raw.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_FULL_FLUSH })),
    sizes: raw.map((part) => part.length),
    crcs: raw.map(crc32Of),
    shifts: raw.map((part) => crc32Shift(part.length)),
  };
}

/**
 * The gzip body of `parts.join(nonce)`, from the kept compressed parts. The nonce goes between them as a stored
 * (uncompressed) block: 24 random characters would not compress, and a block header costs no zlib stream. The
 * checksum combines the parts' kept CRC-32s with the nonce's.
 */
export function gzipAnswer({ deflated, sizes, crcs, shifts }: GzipParts, nonce: string): Buffer {
  const joint = Buffer.from(nonce);
  if (joint.length > STORED_BLOCK_MAX) throw new RangeError("a nonce longer than a stored block");
  // Not the last block, stored (BFINAL 0, BTYPE 00, then to the byte), LEN and its one's complement NLEN.
  const storedJoint = Buffer.alloc(5 + joint.length);
  storedJoint.writeUInt16LE(joint.length, 1);
  storedJoint.writeUInt16LE(~joint.length & 0xffff, 3);
  joint.copy(storedJoint, 5);
  const jointCrc = crc32Of(joint);
  const jointShift = crc32Shift(joint.length);

  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  deflated.forEach((part, i) => {
    if (i > 0) {
      chunks.push(storedJoint);
      crc = crc32Append(crc, jointCrc, jointShift);
      size += joint.length;
    }
    chunks.push(part);
    crc = crc32Append(crc, crcs[i]!, shifts[i]!);
    size += sizes[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(DEFLATE_END, trailer);
  return Buffer.concat(chunks);
}

export interface PageCacheSettings {
  ttlSeconds: number;
  staleSeconds: number;
  maxBytes: number;
}

export type PageCacheStatus = "HIT" | "STALE" | "MISS";

/** A render for the cache: the page, and whether it may be shared (no cookie set, a 200 page, nothing private). */
export type SharedRender = () => Promise<{ page: CachedPage; shareable: boolean }>;

/** What a request gets: a kept or just rendered page, or null for a render that was another request's own. */
export interface PageCacheAnswer {
  status: PageCacheStatus;
  page: CachedPage | null;
  /** The page is the shared one (kept, or kept now); false for a render only its own request may see. */
  shared: boolean;
}

/**
 * The store: an LRU bounded by bytes (lru-cache), each page kept for its fresh time plus its stale time. Within the
 * fresh time a page is a HIT; after it, a STALE answer while one render in the background replaces it; a failed
 * background render leaves the stale page until its stale time ends. One render at a time per key: requests that miss
 * while it runs wait for it.
 */
export function createPageCache(settings: PageCacheSettings, now: () => number = () => performance.now()) {
  const freshMs = settings.ttlSeconds * 1000;
  const keptMs = (settings.ttlSeconds + settings.staleSeconds) * 1000;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: settings.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: keptMs,
    perf: { now },
  });
  const renders = new Map<string, Promise<{ page: CachedPage; shareable: boolean }>>();
  // Bumped by clear: a render that began before it may show what the clear was about, so it is not kept.
  let generation = 0;

  function renderOnce(key: string, render: SharedRender) {
    const running = renders.get(key);
    if (running) return { rendered: running, started: false };
    const startedIn = generation;
    const rendered = render().then((result) => {
      if (result.shareable && startedIn === generation) pages.set(key, { ...result.page, renderedAt: now() });
      return result;
    });
    renders.set(key, rendered);
    const done = () => {
      if (renders.get(key) === rendered) renders.delete(key);
    };
    rendered.then(done, done);
    return { rendered, started: true };
  }

  return {
    /** The kept page for the key, or a render of it (shared with every request that misses meanwhile). */
    async serve(
      key: string,
      render: SharedRender,
      onBackgroundFailure: (error: unknown) => void,
    ): Promise<PageCacheAnswer> {
      const kept = pages.get(key);
      if (kept) {
        if (now() - kept.renderedAt < freshMs) return { status: "HIT", page: kept, shared: true };
        const { rendered, started } = renderOnce(key, render);
        if (started) rendered.catch(onBackgroundFailure);
        return { status: "STALE", page: kept, shared: true };
      }
      const { rendered, started } = renderOnce(key, render);
      const { page, shareable } = await rendered;
      if (shareable) return { status: "MISS", page, shared: true };
      return { status: "MISS", page: started ? page : null, shared: false };
    },
    /** Drops every kept page (an item changed: docs/decisions/038); renders under way are not kept. */
    clear() {
      generation++;
      pages.clear();
      renders.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
