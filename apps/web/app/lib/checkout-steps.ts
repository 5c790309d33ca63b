import { useEffect, useRef } from "react";

// SPEC §4 "Checkout steps for analytics: 1 init, 2 input user, 3 input payment, 4 confirm order, 5 purchase".
// The shop has no analytics helper yet (SPEC §7 Tracking: POST /api/google-analytics/checkout comes with the tracking
// issue). This is the hook point it will fill: the checkout pages already report each step here, once per page view,
// as a DOM event `shop:checkout-step` on window (detail { step, name, orderCode? }), so the tracker only has to listen.

export const CHECKOUT_STEPS = {
  init: 1,
  inputUser: 2,
  inputPayment: 3,
  confirmOrder: 4,
  purchase: 5,
} as const;
export type CheckoutStepName = keyof typeof CHECKOUT_STEPS;

/** The event the checkout pages dispatch on window for each step. */
export const CHECKOUT_STEP_EVENT = "shop:checkout-step";

export interface CheckoutStepDetail {
  step: (typeof CHECKOUT_STEPS)[CheckoutStepName];
  name: CheckoutStepName;
  orderCode?: string;
}

/** Reports a checkout step (browser only). */
export function recordCheckoutStep(name: CheckoutStepName, extra: { orderCode?: string } = {}): void {
  if (typeof window === "undefined") return;
  const detail: CheckoutStepDetail = { step: CHECKOUT_STEPS[name], name, ...extra };
  window.dispatchEvent(new CustomEvent<CheckoutStepDetail>(CHECKOUT_STEP_EVENT, { detail }));
}

/**
 * A step reported once per page view, when `when` first holds (e.g. the first field the shopper fills in). The
 * purchase (5) is reported by the order-complete page with its order code, so a tracker can count each order once.
 */
export function useCheckoutStep(name: CheckoutStepName, when = true, orderCode?: string): void {
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    recordCheckoutStep(name, orderCode ? { orderCode } : {});
  }, [name, when, orderCode]);
}
