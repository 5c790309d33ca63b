import type { StaffProfile } from "@shop/contracts/admin";
import { STAFF_ROLE_LABELS } from "@shop/core/staff/staff-roles";
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, NavLink, useRouteError } from "react-router";
import { adminMenuFor } from "../../lib/admin-menu";
import styles from "./admin-frame.module.css";
import table from "./admin-table.module.css";

/** The back office around every staff page: the side menu of what the role allows, who is signed in, logout. */
export function AdminFrame({ staff, children }: { staff: StaffProfile; children: ReactNode }) {
  // A temporary password opens nothing but 내 계정 (decision 045): no menu to click into a redirect.
  const menu = staff.mustChangePassword ? [] : adminMenuFor(staff.permissions);
  return (
    <div className={styles.frame}>
      <aside className={styles.side}>
        <a href="/admin" className={styles.brand}>
          농협축산몰 <strong>관리자</strong>
        </a>
        <nav aria-label="관리자 메뉴">
          <ul className={styles.menu}>
            {menu.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.to === "/admin"}
                  className={({ isActive }) => (isActive ? styles.active : styles.link)}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.body}>
        <header className={styles.top}>
          <p className={styles.who}>
            <span className={styles.role}>{STAFF_ROLE_LABELS[staff.role]}</span>
            {staff.sellerName && <span className={styles.seller}>{staff.sellerName}</span>}
            <strong>{staff.name}</strong>님 ({staff.loginId})
          </p>
          <div className={styles.actions}>
            <NavLink to="/admin/account" className={styles.shopLink}>
              내 계정
            </NavLink>
            <a href="/" target="_blank" rel="noreferrer" className={styles.shopLink}>
              쇼핑몰 보기
            </a>
            <Form method="post" action="/admin/logout">
              <button type="submit" className={styles.logout}>
                로그아웃
              </button>
            </Form>
          </div>
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}

/** A back-office page's title row, with its short description and buttons. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.pageActions}>{actions}</div>}
    </div>
  );
}

/**
 * A page's error boundary body: the refusal the loader threw (customer service or a seller on an operator's page) or
 * a failure, in Korean, under the page's title inside the back office's frame.
 */
export function AdminPageError({ title }: { title: string }) {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";
  return (
    <>
      <AdminPageHeader title={title} />
      <p className={table.formError} role="alert">
        {message}
      </p>
    </>
  );
}
