/** What the server hands every loader and action: a fetch that reaches the API. */
export interface ShopLoadContext {
  /** Same signature as fetch, relative to the API host; in one process it skips the network. */
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

declare module "react-router" {
  interface AppLoadContext extends ShopLoadContext {}
}
