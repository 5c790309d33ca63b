import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { webEnv } from "./lib/env.server";

// The storefront's environment is checked when its server build loads, not on the first page that needs a secret.
webEnv();

/** How long a page may wait for deferred data before the rest is cut off. */
export const streamTimeout = 5_000;

/**
 * React Router's server entry, with two changes. The CSP nonce: every script the page writes (hydration data, the
 * module loader, scroll restoration, React's own streaming scripts) carries it, since the policy allows no other
 * inline script; <Scripts>, <ScrollRestoration> and <Links> take it from <ServerRouter>. And the page is answered
 * whole, as one buffer, once everything is rendered: no route defers data behind a Suspense boundary, so shoppers and
 * crawlers alike get it at the same moment either way, and the server compresses it in one call instead of React's
 * 2 KB chunks one by one through a stream — a quarter of a rendered page's CPU (docs/decisions/056).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving a second for the rejected boundaries to be written.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; these come later, from a boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
