import { Outlet } from "react-router";
import { ChromeFrame } from "../../features/layout/chrome-frame";
import { RouteErrorView } from "../../features/layout/route-error-view";
import type { Route } from "./+types/divide-layout";

/** Divide layout (SPEC §2): header, the my-page or customer side menu (chosen by path), footer. */
export default function DivideLayout() {
  return (
    <ChromeFrame kind="divide">
      <Outlet />
    </ChromeFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ChromeFrame kind="divide">
      <RouteErrorView error={error} />
    </ChromeFrame>
  );
}
