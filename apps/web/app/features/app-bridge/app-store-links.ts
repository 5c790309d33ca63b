import type { AppPlatform } from "@shop/contracts/app-push";

/**
 * The companion app's store pages. The ids are the app's own listings (docs/api/app-bridge.md "Store links"); change
 * them here when the app is published under other ones.
 */
export const APP_STORE_LINKS: Record<AppPlatform, { label: string; url: string }> = {
  ios: { label: "App Store", url: "https://apps.apple.com/kr/app/id6450000000" },
  android: { label: "Google Play", url: "https://play.google.com/store/apps/details?id=kr.co.nhmeat.app" },
};

/** The store buttons in order: the phone's own store first (both for a PC or an unknown phone). */
export function storeLinksFor(platform: AppPlatform | null): { platform: AppPlatform; label: string; url: string }[] {
  const order: AppPlatform[] = platform === "ios" ? ["ios", "android"] : ["android", "ios"];
  return (platform ? [platform] : order).map((key) => ({ platform: key, ...APP_STORE_LINKS[key] }));
}
