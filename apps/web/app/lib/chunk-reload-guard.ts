/** SPEC §9: a failed chunk load reloads the page at most once per this many ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const LAST_RELOAD_KEY = "chunkReloadAt";

const CHUNK_FAILURE_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** True for the errors a browser raises when a code-split file is gone (usually a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Reloads once to pick up the new asset manifest. A second failure inside the guard window is
 * left visible instead: reloading again would loop forever when the files are really missing.
 * Returns whether a reload was started.
 */
export function reloadAfterChunkFailure(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) {
      console.error("[web] chunk load failed again within 60 s; not reloading");
      return false;
    }
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch (error) {
    // Without sessionStorage there is no way to remember the last reload, so never reload.
    console.error("[web] chunk load failed and sessionStorage is unavailable; not reloading", error);
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Watches for failed chunk loads outside React Router's own route-module loading (Vite preload
 * failures, unhandled dynamic imports). Returns the uninstaller.
 */
export function installChunkReloadGuard(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
