import { TabLinks } from "../../components/ui/tab-links";
import { REVIEW_TAB_LABELS, type ReviewTab, reviewPageHref } from "./review-page-query";

const TABS: readonly ReviewTab[] = ["awaiting", "written"];

/** 작성 가능한 리뷰 N | 작성한 리뷰 N, as links (each tab is its own address). */
export function ReviewTabs({ tab, counts }: { tab: ReviewTab; counts: Record<ReviewTab, number> }) {
  return (
    <TabLinks
      label="리뷰 구분"
      current={tab}
      tabs={TABS.map((each) => ({
        key: each,
        label: REVIEW_TAB_LABELS[each],
        href: reviewPageHref({ tab: each }),
        count: counts[each],
        name: `${REVIEW_TAB_LABELS[each]} ${counts[each]}건`,
      }))}
    />
  );
}
