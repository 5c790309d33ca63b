import type { ApiEndpoint } from "../api-endpoints.js";
import { checkOutReturnSchema, checkOutWishReturnSchema } from "../open-market.js";

/** Naver Pay 주문형 callbacks (SPEC §7 Open market; decision 033): form posts in, XML out; spread into apiEndpoints. */
export const openMarketEndpoints = {
  openMarketCheckOutReturn: { method: "POST", path: "/open-market/checkOutReturn", body: checkOutReturnSchema },
  openMarketCheckOutWishReturn: {
    method: "POST",
    path: "/open-market/checkOutWishReturn",
    body: checkOutWishReturnSchema,
  },
  // The local stand-in for Naver: sends a callback to this shop as Naver would (demo mode or dev tools).
  devOpenMarketSend: { method: "POST", path: "/dev/open-market/send", dev: true },
} as const satisfies Record<string, ApiEndpoint>;
