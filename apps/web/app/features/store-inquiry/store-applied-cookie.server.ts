import { type StoreInquiryReceipt, storeInquiryReceiptSchema } from "@shop/contracts/store-inquiry";
import { createCookie } from "react-router";
import { webEnv } from "../../lib/env.server";
import { isSecureRequest } from "../../lib/session.server";

// The receipt the done screen shows, carried across the redirect after the post (so a reload does not send the
// application again) in a short-lived signed cookie of its own, as the join's complete page does.
function appliedCookie() {
  return createCookie("__shop_store_applied", {
    httpOnly: true,
    sameSite: "lax",
    path: "/store",
    maxAge: 600,
    secrets: [webEnv().SESSION_SECRET],
  });
}

export function storeAppliedCookie(request: Request, receipt: StoreInquiryReceipt): Promise<string> {
  return appliedCookie().serialize(receipt, { secure: isSecureRequest(request) });
}

/** The receipt of the application just sent from this browser, or null (none, expired or tampered with). */
export async function readStoreApplied(request: Request): Promise<StoreInquiryReceipt | null> {
  const value: unknown = await appliedCookie().parse(request.headers.get("cookie"));
  const parsed = storeInquiryReceiptSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
