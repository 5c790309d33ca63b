import { Outlet } from "react-router";

/** Blank layout (SPEC §2 "Blank and base"): the page alone, for popups and app-only screens. */
export default function BlankLayout() {
  return <Outlet />;
}
