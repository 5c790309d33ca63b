import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAlert } from "../../components/ui/alert-modal";
import { SearchIcon } from "../../components/ui/icons";
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from "../../lib/recent-searches";
import { normalizeSearchKeyword, searchHref } from "../../lib/search-query";
import type { ShellData } from "../../lib/shell-data.server";
import styles from "./header-search.module.css";
import { SearchPanel } from "./search-panel";

const DEFAULT_PLACEHOLDER = "검색어를 입력해 주세요";
const MOBILE_QUERY = "(max-width: 1024px)";

interface HeaderSearchProps {
  recommendKeyword: ShellData["recommendKeyword"];
  bestKeywords: string[];
}

/**
 * The header's search box (SPEC §2): the recommended keyword as placeholder, the recent and
 * popular searches panel, and the empty-query rules. Without JavaScript the form still submits
 * to /search.
 */
export function HeaderSearch({ recommendKeyword, bestKeywords }: HeaderSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { alert } = useAlert();
  const [value, setValue] = useState("");
  const [panelOpen, setPanelOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // Stored searches exist only in the browser: read after hydration so the markup matches, and
  // again on every opening, since the search page records and deletes searches in the same store.
  useEffect(() => {
    if (panelOpen) setRecent(readRecentSearches());
  }, [panelOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setPanelOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!panelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPanelOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPanelOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [panelOpen]);

  const searchFor = useCallback(
    (keyword: string) => {
      const normalized = normalizeSearchKeyword(keyword);
      setRecent(addRecentSearch(normalized));
      setPanelOpen(false);
      setValue(normalized);
      inputRef.current?.blur();
      navigate(searchHref(normalized));
    },
    [navigate],
  );

  const goToRecommended = () => {
    if (!recommendKeyword) return;
    const mobile = window.matchMedia(MOBILE_QUERY).matches;
    const link = (mobile && recommendKeyword.searchMobileLink) || recommendKeyword.searchLink;
    const newTab =
      (mobile && recommendKeyword.searchMobileLink
        ? recommendKeyword.searchMobileLinkTargetFlag
        : recommendKeyword.searchLinkTargetFlag) === "Y";
    if (!link) {
      searchFor(recommendKeyword.searchContents);
      return;
    }
    setPanelOpen(false);
    if (newTab) window.open(link, "_blank", "noopener,noreferrer");
    else if (link.startsWith("/") && !link.startsWith("//")) navigate(link);
    else window.location.assign(link);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normalizeSearchKeyword(value) !== "") {
      searchFor(value);
      return;
    }
    if (recommendKeyword?.searchContents) {
      goToRecommended();
      return;
    }
    setPanelOpen(false);
    await alert("검색어를 입력해 주세요.");
    inputRef.current?.focus();
  };

  return (
    <div className={styles.search} ref={rootRef}>
      <search aria-label="상품 검색">
        <form action="/search" method="get" className={styles.form} onSubmit={onSubmit}>
          <input
            ref={inputRef}
            type="search"
            name="query"
            className={styles.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onFocus={() => setPanelOpen(true)}
            onClick={() => setPanelOpen(true)}
            placeholder={recommendKeyword?.searchContents || DEFAULT_PLACEHOLDER}
            aria-label="검색어 입력"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          <button type="submit" className={styles.submit} aria-label="검색">
            <SearchIcon size={24} />
          </button>
        </form>
      </search>
      <SearchPanel
        id={panelId}
        open={panelOpen}
        recent={recent}
        popular={bestKeywords}
        onSelect={searchFor}
        onRemove={(keyword) => setRecent(removeRecentSearch(keyword))}
        onClear={() => setRecent(clearRecentSearches())}
        onClose={() => setPanelOpen(false)}
      />
    </div>
  );
}
