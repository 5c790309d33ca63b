import { Outlet } from "react-router";
import { ChromeFrame } from "../../features/layout/chrome-frame";
import { RouteErrorView } from "../../features/layout/route-error-view";
import type { Route } from "./+types/default-layout";

/** Default layout (SPEC §2): header, footer, floating menu and, on phones, the bottom bar. */
export default function DefaultLayout() {
  return (
    <ChromeFrame kind="default">
      <Outlet />
    </ChromeFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ChromeFrame kind="default">
      <RouteErrorView error={error} />
    </ChromeFrame>
  );
}
