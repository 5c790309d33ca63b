import { Outlet } from "react-router";
import { ChromeFrame } from "../../features/layout/chrome-frame";
import { RouteErrorView } from "../../features/layout/route-error-view";
import type { Route } from "./+types/no-footer-layout";

/** NoFooter layout (SPEC §2): header only. */
export default function NoFooterLayout() {
  return (
    <ChromeFrame kind="no-footer">
      <Outlet />
    </ChromeFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ChromeFrame kind="no-footer">
      <RouteErrorView error={error} />
    </ChromeFrame>
  );
}
