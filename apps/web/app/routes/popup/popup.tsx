import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { idParamSchema } from "@shop/contracts/common";
import { popupWindowSize } from "../../features/popup/home-popups";
import { PopupActions } from "../../features/popup/popup-actions";
import { PopupBody } from "../../features/popup/popup-body";
import { dismissPopupForToday } from "../../features/popup/popup-cookie";
import { followInShopWindow, shopWindowOf } from "../../features/popup/popup-link-channel";
import { callApi } from "../../lib/api-client.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/popup";
import styles from "./popup.module.css";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParamSchema.safeParse(params);
  if (!id.success) notFound();
  // An inactive or ended popup answers 404 too: an old window link must not show it.
  const { popup } = await orNotFound(
    callApi(context, apiEndpoints.popupDetail, { request, params: { id: id.data.id } }),
  );
  return popup;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData?.title || "팝업").filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex, nofollow" },
];

/** The window a type-1 popup opens: only the popup, no header or footer. */
export default function PopupWindowPage({ loaderData: popup }: Route.ComponentProps) {
  return (
    // Opened directly in a large browser, the popup keeps the width of its window.
    <main className={styles.window} style={{ maxWidth: popupWindowSize(popup).width }}>
      <h1 className="visually-hidden">{popup.title}</h1>
      <div className={styles.body}>
        <PopupBody
          popup={popup}
          onFollowLink={(event) => {
            // A popup window's link opens in the shop window behind it, as Korean shops' popups do; with no shop
            // window to answer (opened directly, or the shop window moved on), it opens here.
            const shopWindow = shopWindowOf(window.location);
            if (!shopWindow || event.currentTarget.target === "_blank") return;
            event.preventDefault();
            const href = event.currentTarget.href;
            void followInShopWindow(shopWindow, href).then((followed) => {
              if (followed) window.close();
              else window.location.assign(href);
            });
          }}
        />
      </div>
      <PopupActions
        popupId={popup.popupId}
        onDismissToday={() => {
          dismissPopupForToday(popup.popupId);
          window.close();
        }}
        onClose={() => window.close()}
      />
    </main>
  );
}
