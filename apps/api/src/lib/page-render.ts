import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the in-process API calls of one storefront page render share (docs/decisions/058). A member's item page makes
 * six calls through `app.inject`, each with the same bearer token and most naming the same item, and each used to read
 * both again; within a render each is read once. Only a page read (GET or HEAD) is a render here: a form's action may
 * log out, revoke or write, and what its own calls and the loaders after it see must be the database's.
 */
export type PageRender = Map<string, Promise<unknown>>;

const current = new AsyncLocalStorage<PageRender>();

export function newPageRender(): PageRender {
  return new Map();
}

/**
 * Runs `call` (an in-process API call and everything it awaits) as part of `render`. Its answer is awaited inside the
 * scope: Fastify's `inject` answers a lazy thenable that starts the request only when awaited.
 */
export function withinPageRender<T>(render: PageRender, call: () => PromiseLike<T> | T): Promise<T> {
  return current.run(render, async () => await call());
}

/**
 * `compute()` once per page render for `key`, its promise shared by the render's other calls; outside a render, every
 * time. A failed computation is not kept: the next call tries again.
 */
export function oncePerPageRender<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const render = current.getStore();
  if (!render) return compute();
  const kept = render.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const computing = compute();
  render.set(key, computing);
  computing.catch(() => {
    if (render.get(key) === computing) render.delete(key);
  });
  return computing;
}
