/** What the server hands every loader and action: a fetch that reaches the API. */
export interface ShopLoadContext {
  /** Same signature as fetch, relative to the API host; in one process it skips the network. */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * The script nonce of this response's Content-Security-Policy (the API's security plugin makes one per response).
   * Absent only where no CSP header is sent.
   */
  cspNonce?: string;
}

declare module "react-router" {
  interface AppLoadContext extends ShopLoadContext {}
}
