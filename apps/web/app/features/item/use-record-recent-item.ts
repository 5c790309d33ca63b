import { useEffect } from "react";
import { addRecentItem, RECENT_ITEMS_KEY } from "../../lib/recent-items";

/**
 * Records the viewed item in the recently viewed list (SPEC §4: newest first, a re-view moves it to the front, ten
 * kept) after the page shows, and tells this tab's floating menu, which otherwise hears only other tabs.
 */
export function useRecordRecentItem(itemUserCode: string, itemName: string, imageSrc: string): void {
  useEffect(() => {
    addRecentItem({ itemUserCode, itemName, imageSrc });
    window.dispatchEvent(new StorageEvent("storage", { key: RECENT_ITEMS_KEY }));
  }, [itemUserCode, itemName, imageSrc]);
}
