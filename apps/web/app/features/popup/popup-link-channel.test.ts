// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { followInShopWindow, listenForPopupLinks, popupAddress, shopWindowOf } from "./popup-link-channel";

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A shop window listening as `name`, recording what it was asked to open. */
function shopWindow(name: string) {
  const followed: string[] = [];
  stops.push(listenForPopupLinks(name, (href) => followed.push(href)));
  return followed;
}

describe("popup links through the shop window", () => {
  it("names the shop window in the popup's fragment, never in its path or query", () => {
    const address = popupAddress("/popup/3", "tab-1");
    expect(address).toBe("/popup/3#shopWindow=tab-1");
    const url = new URL(address, "http://shop.test");
    expect(url.pathname + url.search).toBe("/popup/3");
    expect(shopWindowOf(url)).toBe("tab-1");
    expect(shopWindowOf(new URL("http://shop.test/popup/3"))).toBeNull();
  });

  it("the shop window that opened the popup opens its link and says so", async () => {
    const followed = shopWindow("tab-1");
    const other = shopWindow("tab-2");
    const href = new URL("/event/spot", window.location.href).href;
    await expect(followInShopWindow("tab-1", href)).resolves.toBe(true);
    expect(followed).toEqual([href]);
    expect(other).toEqual([]);
  });

  it("no shop window answering leaves the link to the popup", async () => {
    shopWindow("tab-2");
    await expect(followInShopWindow("tab-gone", "/event/spot", 50)).resolves.toBe(false);
  });

  it("a link to another site is not opened in the shop window", async () => {
    const followed = shopWindow("tab-1");
    await expect(followInShopWindow("tab-1", "https://elsewhere.example/", 50)).resolves.toBe(false);
    expect(followed).toEqual([]);
  });
});
