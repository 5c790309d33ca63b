import { TabLinks } from "../../components/ui/tab-links";
import { INQUIRY_TAB_LABELS, type InquiryTab, inquiryPageHref } from "./inquiry-page-query";

const TABS: readonly InquiryTab[] = ["qna", "item"];

/** 1:1 문의 | 상품 문의, as links (each tab is its own address, so they work without JavaScript). */
export function InquiryTabs({ tab }: { tab: InquiryTab }) {
  return (
    <TabLinks
      label="문의 구분"
      current={tab}
      tabs={TABS.map((each) => ({ key: each, label: INQUIRY_TAB_LABELS[each], href: inquiryPageHref({ tab: each }) }))}
    />
  );
}
