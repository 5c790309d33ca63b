import type { PostcodeAddress } from "@shop/contracts/shipping";
import type { ShouldRevalidateFunctionArgs } from "react-router";

// The postcode search of an address form (the address book, checkout): what its buttons post and what the page's
// action answers. Without JavaScript the buttons post the whole form to the page's action, which answers the search
// panel's new state (and, after a pick, the address it fills in); with it they post the same fields through a
// fetcher and the picker fills the fields itself.

/** The panel opened (우편번호 찾기), a search (검색, 이전/다음), an address picked from the results. */
export const POSTCODE_INTENTS = ["postcode-open", "postcode-search", "postcode-pick"] as const;
export type PostcodeIntent = (typeof POSTCODE_INTENTS)[number];

/** The posted field names of the panel. */
export const POSTCODE_FIELDS = {
  keyword: "postcodeKeyword",
  page: "postcodePage",
  /** A result's button: its value is the picked address (pickValue). */
  pick: "postcodePick",
} as const;

/** Where the search panel stands. */
export interface PostcodeSearchState {
  open: boolean;
  keyword: string;
  page: number;
  list: PostcodeAddress[];
  totalCount: number;
  totalPages: number;
  /** Searched at least once (an empty list then means nothing was found). */
  searched: boolean;
  /** Why the search was refused (the keyword rules) or could not run. */
  error: string | null;
}

/** An address picked from the results: what the address fields take. */
export interface PickedAddress {
  postcode: string;
  address: string;
}

export function closedPostcodeSearch(): PostcodeSearchState {
  return { open: false, keyword: "", page: 1, list: [], totalCount: 0, totalPages: 0, searched: false, error: null };
}

/** What the form's default button (DefaultSubmitButton) posts: Enter pressed in one of its fields. */
export const DEFAULT_SUBMIT_INTENT = "default";

/**
 * Which postcode intent a posted form carries, or null when it is about something else: a result's button posts its
 * address (postcodePick), a page button its page (postcodePage), the other buttons their intent. Enter pressed in
 * the panel's keyword box without JavaScript reaches the form's default button with a keyword typed: a search.
 */
export function postcodeIntentOf(form: FormData): PostcodeIntent | null {
  if (form.has(POSTCODE_FIELDS.pick)) return "postcode-pick";
  const intent = form.get("intent");
  if (typeof intent === "string" && (POSTCODE_INTENTS as readonly string[]).includes(intent)) {
    return intent as PostcodeIntent;
  }
  if (intent === null && form.has(POSTCODE_FIELDS.page)) return "postcode-search";
  const keyword = form.get(POSTCODE_FIELDS.keyword);
  return intent === DEFAULT_SUBMIT_INTENT && typeof keyword === "string" && keyword.trim() !== ""
    ? "postcode-search"
    : null;
}

/** A result button's value: the address it picks. */
export function pickValue(found: PostcodeAddress): string {
  return JSON.stringify({ postcode: found.postcode, address: found.roadAddress });
}

/**
 * A page's `shouldRevalidate` part for the picker: a search through the fetcher changes nothing the page loaded, so
 * its loaders are not run again for it.
 */
export function isPostcodeSubmission({ formData }: Pick<ShouldRevalidateFunctionArgs, "formData">): boolean {
  return formData ? postcodeIntentOf(formData) !== null : false;
}
