import { redirect } from "react-router";

/** /admin/content opens its first tab. */
export const loader = () => redirect("/admin/content/notices");
