import type { Popup } from "@shop/contracts/content";
import { type CSSProperties, useEffect, useState } from "react";
import styles from "./home-popups.module.css";
import { PopupActions } from "./popup-actions";
import { PopupBody } from "./popup-body";
import { dismissPopupForToday } from "./popup-cookie";
import { listenForPopupLinks, popupAddress } from "./popup-link-channel";

/** SPEC §9: a window popup without a size opens at 400 x 400. */
const DEFAULT_SIZE = 400;
/** Window chrome around the popup page: width + 17, height + 117 (SPEC §9). */
const WINDOW_EXTRA_WIDTH = 17;
const WINDOW_EXTRA_HEIGHT = 117;
/** A layer is 20 px wider than its content (SPEC §9). */
const LAYER_EXTRA_WIDTH = 20;
const PHONE_QUERY = "(max-width: 768px)";

/** Outer size of a type-1 popup's window. */
export function popupWindowSize(popup: Popup) {
  return {
    width: (popup.width || DEFAULT_SIZE) + WINDOW_EXTRA_WIDTH,
    height: (popup.height || DEFAULT_SIZE) + WINDOW_EXTRA_HEIGHT,
  };
}

let shopWindowName: string | null = null;

/**
 * This tab's name for its popups, listening from the first popup on for as long as the document lives (moving
 * between the shop's pages keeps it): a link pressed in one of its popup windows opens here.
 */
function thisShopWindow(): string {
  if (shopWindowName === null) {
    shopWindowName = crypto.randomUUID();
    listenForPopupLinks(shopWindowName, (href) => window.location.assign(href));
  }
  return shopWindowName;
}

/**
 * Opens a type-1 popup as its own window, as the shop's PC pages always did, without an opener (its links reach this
 * window through popup-link-channel.ts).
 */
function openPopupWindow(popup: Popup, shopWindow: string) {
  const { width, height } = popupWindowSize(popup);
  window.open(
    popupAddress(`/popup/${popup.popupId}`, shopWindow),
    `popup_${popup.popupId}`,
    `width=${width},height=${height},left=${popup.leftPosition},top=${popup.topPosition},noopener`,
  );
}

/**
 * The home page's popups, already filtered by the dismissal cookies on the server so a dismissed
 * popup never flashes. Layers (type 2) render with the page; windows (type 1) open after
 * hydration. Phones get windows as layers too: a phone browser would open a full tab or block it.
 */
export function HomePopups({ popups }: { popups: Popup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const [windowsAsLayers, setWindowsAsLayers] = useState(false);

  useEffect(() => {
    const windowPopups = popups.filter((popup) => popup.popupType === "1");
    if (windowPopups.length === 0) return;
    if (window.matchMedia(PHONE_QUERY).matches) {
      setWindowsAsLayers(true);
      return;
    }
    for (const popup of windowPopups) openPopupWindow(popup, thisShopWindow());
  }, [popups]);

  // Server-rendered layers first, so the one a phone shows does not change at hydration.
  const layers = [
    ...popups.filter((popup) => popup.popupType === "2"),
    ...(windowsAsLayers ? popups.filter((popup) => popup.popupType === "1") : []),
  ].filter((popup) => !closed.has(popup.popupId));
  if (layers.length === 0) return null;

  const close = (popupId: number) => setClosed((current) => new Set(current).add(popupId));
  return (
    <div className={styles.stage}>
      <div className={styles.dim} aria-hidden="true" />
      {layers.map((popup) => (
        <LayerPopup
          key={popup.popupId}
          popup={popup}
          onClose={() => close(popup.popupId)}
          onDismissToday={() => {
            dismissPopupForToday(popup.popupId);
            close(popup.popupId);
          }}
        />
      ))}
    </div>
  );
}

function LayerPopup({
  popup,
  onClose,
  onDismissToday,
}: {
  popup: Popup;
  onClose: () => void;
  onDismissToday: () => void;
}) {
  const titleId = `popup-title-${popup.popupId}`;
  const geometry = {
    "--popup-left": `${popup.leftPosition}px`,
    "--popup-top": `${popup.topPosition}px`,
    "--popup-width": `${(popup.width || DEFAULT_SIZE) + LAYER_EXTRA_WIDTH}px`,
    "--popup-height": `${popup.height || DEFAULT_SIZE}px`,
  } as CSSProperties;
  return (
    <section className={styles.layer} style={geometry} role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {popup.title}
      </h2>
      <div className={styles.frame}>
        <PopupBody popup={popup} />
      </div>
      <PopupActions popupId={popup.popupId} onClose={onClose} onDismissToday={onDismissToday} />
    </section>
  );
}
