import type { ItemCard, ItemList } from "@shop/contracts/catalog";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { withPage } from "./listing-params";
import { reachedScrollRatio, withMinimumDelay } from "./page-fetch";

type ItemPage = Pick<ItemList, "list" | "pagination">;

interface LoadedPages {
  /** The last page shown (the loader's page, or the last one appended). */
  lastPage: number;
  totalPages: number;
  totalCount: number;
  /** Cards of the pages appended after the loader's page. */
  appended: ItemCard[];
}

/** sessionStorage: the pages appended to the list the shopper left, so the back button finds them again. */
const STORED_PAGES_KEY = "listingPages";

interface StoredPages extends LoadedPages {
  /** location.key of the history entry the pages belong to. */
  entry: string;
  endpoint: string;
}

// False until the first listing has rendered in this document: the first render hydrates the
// server's HTML, which never holds appended pages, so only later mounts (back and forward) restore.
let hydrated = false;

function restorePages(entry: string, endpoint: string): LoadedPages | null {
  if (!hydrated) return null;
  try {
    const raw = window.sessionStorage.getItem(STORED_PAGES_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredPages;
    if (stored.entry !== entry || stored.endpoint !== endpoint || !Array.isArray(stored.appended)) return null;
    return {
      lastPage: stored.lastPage,
      totalPages: stored.totalPages,
      totalCount: stored.totalCount,
      appended: stored.appended,
    };
  } catch (error) {
    console.warn("[web] stored listing pages unreadable; starting from the first page", error);
    return null;
  }
}

function storePages(stored: StoredPages) {
  try {
    window.sessionStorage.setItem(STORED_PAGES_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn("[web] could not keep the listing pages for the back button", error);
  }
}

async function fetchPage(url: string): Promise<ItemPage> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Our own resource route, which checked the API's answer against the contract.
  return (await response.json()) as ItemPage;
}

export type LoadMoreStatus = "idle" | "loading" | "error";

/**
 * Load-more of a list (SPEC §9): the next page is fetched when the shopper scrolls to 80 % of
 * the page or presses 더보기, takes at least 200 ms, and is appended below the loader's page.
 * `endpoint` is the list's resource route without the page; a new list needs a new component
 * (give the results a key), which starts again from the loader's page.
 */
export function useLoadMore(first: ItemPage, endpoint: string) {
  const location = useLocation();
  // Whether the scroll position was checked once the list came alive; a list restored for the
  // back button is not (the shopper returns to where they were, not to a new page).
  const checkedOnMount = useRef(false);
  const [pages, setPages] = useState<LoadedPages>(() => {
    const restored = restorePages(location.key, endpoint);
    if (restored) checkedOnMount.current = true;
    return (
      restored ?? {
        lastPage: first.pagination.page,
        totalPages: first.pagination.totalPages,
        totalCount: first.pagination.totalCount,
        appended: [],
      }
    );
  });
  const [status, setStatus] = useState<LoadMoreStatus>("idle");
  const busy = useRef(false);
  const latest = useRef(pages);

  // True once this list is live (hydrated): 더보기 appends instead of following its link.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    hydrated = true;
    setEnhanced(true);
  }, []);

  useEffect(() => {
    latest.current = pages;
    if (pages.appended.length > 0) storePages({ ...pages, entry: location.key, endpoint });
  }, [pages, location.key, endpoint]);

  const hasMore = pages.lastPage < pages.totalPages;

  const loadMore = useCallback(async () => {
    const { lastPage, totalPages } = latest.current;
    if (busy.current || lastPage >= totalPages) return;
    busy.current = true;
    setStatus("loading");
    try {
      const page = await withMinimumDelay(fetchPage(withPage(endpoint, lastPage + 1)));
      setPages((previous) => ({
        lastPage: page.pagination.page,
        totalPages: page.pagination.totalPages,
        totalCount: page.pagination.totalCount,
        appended: [...previous.appended, ...page.list],
      }));
      setStatus("idle");
    } catch (error) {
      console.error("[web] load more failed", error);
      setStatus("error");
    } finally {
      busy.current = false;
    }
  }, [endpoint]);

  // After an error the shopper retries with the button; scrolling does not hammer a failing server.
  useEffect(() => {
    if (!hasMore || status !== "idle") return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const position = {
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        scrollHeight: document.documentElement.scrollHeight,
      };
      if (reachedScrollRatio(position)) void loadMore();
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A shopper who scrolled down before the page came alive (or came back to it) is already there.
    if (!checkedOnMount.current) {
      checkedOnMount.current = true;
      onScroll();
    }
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [hasMore, status, loadMore]);

  // Offset pages can overlap when the catalog changes between two fetches: each item once.
  const items = useMemo(() => {
    const seen = new Set<number>();
    return [...first.list, ...pages.appended].filter((item) => {
      if (seen.has(item.itemId)) return false;
      seen.add(item.itemId);
      return true;
    });
  }, [first.list, pages.appended]);

  return { items, status, hasMore, lastPage: pages.lastPage, totalCount: pages.totalCount, loadMore, enhanced };
}
