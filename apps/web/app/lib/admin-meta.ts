import type { MetaDescriptor } from "react-router";

/** A back-office page's title; no staff page is ever indexed or its links followed by a crawler. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | 농협축산몰 관리자` }, { name: "robots", content: "noindex, nofollow" }];
}
