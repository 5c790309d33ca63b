/** Whether a path is the back office's (issue 14): its own login and frame, open through the shop's maintenance. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
