import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import { staffCan } from "@shop/core/staff/staff-roles";
import { data, Outlet } from "react-router";
import { AdminPageError, AdminPageHeader } from "../../components/admin/admin-frame";
import { ContentTabs } from "../../features/admin-content/content-tabs";
import { requireAdminToken } from "../../lib/admin-session.server";
import type { Route } from "./+types/content";

/** Operators only (content.write): customer service and sellers get the API's refusal here, not an empty page. */
export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requireAdminToken(request);
  if (!session.staff || !staffCan(session.staff.role, "content.write")) {
    throw data(ADMIN_MESSAGES.forbidden, { status: 403 });
  }
  return null;
}

/** Operators: the shop's content (issue 14 item 4), one tab per kind; each tab is its own page. */
export default function AdminContentLayout() {
  return (
    <>
      <AdminPageHeader
        title="콘텐츠 관리"
        description="공지사항, FAQ, 약관, 띠배너, 팝업, 메인 비주얼, 점검 시간, 앱 버전, 전시와 MD 추천, 이벤트, 스타일북, 추천 검색어를 고칩니다. 저장하면 쇼핑몰에 바로 보입니다."
      />
      <ContentTabs />
      <Outlet />
    </>
  );
}

/** A refused or failed content page: the reason in Korean, inside the back office's frame. */
export function ErrorBoundary() {
  return <AdminPageError title="콘텐츠 관리" />;
}
