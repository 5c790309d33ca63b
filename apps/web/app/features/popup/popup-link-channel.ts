/**
 * How a popup window's link opens in the shop window behind it (SPEC §9) without `window.opener`: the home page opens
 * its window popups with `noopener` — a window that keeps its opener shares the opener's page process, and Chromium's
 * page crashed when the shop window moved on while the popup was still opening — so the two talk over a
 * BroadcastChannel of the shop's origin instead. The shop window names itself in the popup's URL fragment (never sent
 * to the server, so the popup page stays one page for any cache); the popup asks that window to follow the link and
 * closes once it says it has.
 */
const CHANNEL = "shop-popup-links";
/** How long the popup waits for the shop window to answer before following the link itself. */
export const FOLLOW_ANSWER_MS = 800;
const FRAGMENT_KEY = "shopWindow";

type Message = { kind: "follow"; shopWindow: string; href: string; id: string } | { kind: "followed"; id: string };

/** The popup's address with the shop window's name in its fragment. */
export function popupAddress(path: string, shopWindow: string): string {
  return `${path}#${new URLSearchParams({ [FRAGMENT_KEY]: shopWindow })}`;
}

/** The shop window that opened this popup, from the popup's URL fragment; null when it was opened any other way. */
export function shopWindowOf(location: Pick<Location, "hash">): string | null {
  return new URLSearchParams(location.hash.replace(/^#/, "")).get(FRAGMENT_KEY);
}

/**
 * The shop window's side: follows the links its own popups send (same origin only) and says so. Returns the
 * function that stops listening.
 */
export function listenForPopupLinks(shopWindow: string, follow: (href: string) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.kind !== "follow" || message.shopWindow !== shopWindow) return;
    const target = new URL(message.href, window.location.href);
    if (target.origin !== window.location.origin) return;
    channel.postMessage({ kind: "followed", id: message.id } satisfies Message);
    follow(target.href);
  };
  return () => channel.close();
}

/** The popup's side: asks the shop window to open `href`; true once it has, false when no answer came in time. */
export function followInShopWindow(shopWindow: string, href: string, waitMs = FOLLOW_ANSWER_MS): Promise<boolean> {
  const channel = new BroadcastChannel(CHANNEL);
  const id = crypto.randomUUID();
  return new Promise<boolean>((resolve) => {
    const done = (followed: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(followed);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.kind === "followed" && event.data.id === id) done(true);
    };
    channel.postMessage({ kind: "follow", shopWindow, href, id } satisfies Message);
  });
}
