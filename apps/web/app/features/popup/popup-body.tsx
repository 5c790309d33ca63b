import type { Popup } from "@shop/contracts/content";
import type { MouseEvent } from "react";
import styles from "./popup-body.module.css";

interface PopupBodyProps {
  popup: Popup;
  /** Replaces following the popup's link, e.g. to open it in the window that opened the popup. */
  onFollowLink?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The operator's popup: optional image (linked when a link is set) above the content HTML. */
export function PopupBody({ popup, onFollowLink }: PopupBodyProps) {
  const external = /^https?:\/\//.test(popup.link);
  const linkProps = {
    href: popup.link,
    onClick: onFollowLink,
    ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
  };
  const image = popup.imageUrl ? <img src={popup.imageUrl} alt={popup.title} className={styles.image} /> : null;
  return (
    <div className={styles.body} style={{ backgroundColor: popup.backgroundColor || undefined }}>
      {image && popup.link ? <a {...linkProps}>{image}</a> : image}
      {popup.content ? (
        <div
          className={styles.content}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: popup content is HTML written by the shop's operators in the admin, not by shoppers
          dangerouslySetInnerHTML={{ __html: popup.content }}
        />
      ) : null}
      {popup.link && !image ? (
        <a {...linkProps} className={styles.more}>
          자세히 보기
        </a>
      ) : null}
    </div>
  );
}
