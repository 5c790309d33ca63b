import type { ReactNode } from "react";
import { useLocation } from "react-router";
import styles from "./chrome-frame.module.css";
import { DemoBar } from "./demo-bar";
import { FloatingMenu } from "./floating-menu";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { SideMenu } from "./side-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Which chrome surrounds a page: the layouts of SPEC §2 that have any. */
export type ChromeKind = "default" | "divide" | "no-footer";

/**
 * Header, footer and menus around a page. Layout routes and their error boundaries share it, so
 * a failing page keeps the shop around it.
 */
export function ChromeFrame({ kind, children }: { kind: ChromeKind; children: ReactNode }) {
  const { pathname } = useLocation();
  const withFooter = kind !== "no-footer";
  const withBottomBar = kind !== "no-footer";
  return (
    <div className={withBottomBar ? `${styles.frame} ${styles.withBottomBar}` : styles.frame}>
      <a href="#main-content" className={styles.skipLink}>
        본문 바로가기
      </a>
      <DemoBar />
      <SiteHeader />
      {kind === "divide" ? (
        <div className={styles.divide}>
          <SideMenu pathname={pathname} />
          <main id="main-content" className={styles.divideMain}>
            {children}
          </main>
        </div>
      ) : (
        <main id="main-content" className={styles.main}>
          {children}
        </main>
      )}
      {withFooter && <SiteFooter />}
      {kind === "default" && <FloatingMenu />}
      {withBottomBar && <MobileBottomBar />}
    </div>
  );
}
