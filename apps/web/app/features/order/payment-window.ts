import type { PaymentRequest } from "@shop/contracts/order";

// Opening the payment window: the gateway's script (NICEPAY's JS SDK in live mode, the shop's own sandbox script
// /api/dev/pg/v1/js in demo mode — the same code path) defines `AUTHNICE.requestPay`, which takes the shopper to the
// window; the window posts its result to returnUrl (/api/order/pay), which redirects to the order page or the cart.

/** What requestPay's fnError receives (NICEPAY: a result code and message). */
interface PayError {
  resultCode?: string;
  msg?: string;
  errorMsg?: string;
}

interface AuthNice {
  requestPay(options: Record<string, unknown>): void;
}

declare global {
  interface Window {
    AUTHNICE?: AuthNice;
  }
}

export const PAYMENT_SCRIPT_FAILED_MESSAGE =
  "결제창을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.";
export const PAYMENT_WINDOW_FAILED_MESSAGE = "결제창을 열 수 없습니다.";

const loading = new Map<string, Promise<AuthNice>>();

/** Loads the gateway's script once per page (a second 결제하기 reuses it). */
function loadGatewayScript(jsUrl: string): Promise<AuthNice> {
  const existing = loading.get(jsUrl);
  if (existing) return existing;
  const promise = new Promise<AuthNice>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = jsUrl;
    script.async = true;
    script.onload = () => (window.AUTHNICE ? resolve(window.AUTHNICE) : reject(new Error("AUTHNICE missing")));
    script.onerror = () => reject(new Error(`payment script ${jsUrl} failed to load`));
    document.head.appendChild(script);
  });
  // A failed load may be tried again (the shopper's network came back).
  promise.catch(() => loading.delete(jsUrl));
  loading.set(jsUrl, promise);
  return promise;
}

/**
 * The options requestPay is called with: the API's payment request as NICEPAY names its fields (jsUrl is ours, not
 * the SDK's), without the fields the method does not use.
 */
export function requestPayOptions(payment: PaymentRequest): Record<string, unknown> {
  const { jsUrl: _jsUrl, vbankHolder, vbankValidHours, useEscrow, ...options } = payment;
  return {
    ...options,
    ...(vbankHolder !== null ? { vbankHolder } : {}),
    ...(vbankValidHours !== null ? { vbankValidHours } : {}),
    ...(useEscrow ? { useEscrow: true } : {}),
  };
}

/**
 * Opens the payment window for a placed order. Rejects with the message to show when the script does not load;
 * `onError` gets the window's refusal (requestPay's fnError: a missing option, the shopper closing NICEPAY's layer),
 * which may come at once or later.
 */
export async function openPaymentWindow(payment: PaymentRequest, onError: (message: string) => void): Promise<void> {
  let authNice: AuthNice;
  try {
    authNice = await loadGatewayScript(payment.jsUrl);
  } catch (error) {
    console.error("[order] payment script", error);
    throw new Error(PAYMENT_SCRIPT_FAILED_MESSAGE);
  }
  authNice.requestPay({
    ...requestPayOptions(payment),
    fnError: (result: PayError) => onError(result.msg || result.errorMsg || PAYMENT_WINDOW_FAILED_MESSAGE),
  });
}
