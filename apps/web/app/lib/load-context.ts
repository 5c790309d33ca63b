/** Demo mode as the API decided it at start (docs/decisions/012): which outside services answer from a sandbox. */
export interface DemoModeContext {
  /** The API's sandboxed services, by their name in its PROVIDERS table: `sms`, `socialLogin`, `payment`. */
  sandboxes: readonly string[];
}

/** What the server hands every loader and action: a fetch that reaches the API. */
export interface ShopLoadContext {
  /** Same signature as fetch, relative to the API host; in one process it skips the network. */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * The script nonce of this response's Content-Security-Policy (the API's security plugin makes one per response).
   * Absent only where no CSP header is sent.
   */
  cspNonce?: string;
  /**
   * Set in demo mode, null (or absent) in a live configuration: the API's own decision (`config.mode`,
   * `config.sandboxes`), handed over by its storefront plugin. The storefront never guesses it from its environment.
   */
  demo?: DemoModeContext | null;
}

declare module "react-router" {
  interface AppLoadContext extends ShopLoadContext {}
}
