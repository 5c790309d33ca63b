import type { FormActionData } from "../form/form-action.server";

/** What the moderation route answers a menu or my page's list: the message to show, and whether it went through. */
export interface ModerationAnswer extends FormActionData {
  intent: "report" | "block" | "unblock" | "unknown";
  alert?: string;
  done?: boolean;
}

/** The resource route the menus post to and load the report reasons from (routes/common/moderation.ts). */
export const MODERATION_ROUTE = "/common/moderation";
