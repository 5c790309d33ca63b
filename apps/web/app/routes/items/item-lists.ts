import { itemCodeOf, loadItemLists } from "../../features/item/item-page.server";
import type { Route } from "./+types/item-lists";

/**
 * The item page's reviews, rating box and 체험단 reviews alone, for the page's query (/items/G0000001/lists?reviewPage=2):
 * after a block the page takes these in place of its own (decision 051) instead of loading the whole page again. A
 * resource route, so the item, slides, Q&A and the rest are not asked again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadItemLists(context, request, itemCodeOf(params));
}
