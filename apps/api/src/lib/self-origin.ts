import type { Server } from "node:http";

/**
 * The shop's own address as the shop itself reaches it, resolved when asked (the port is known only after listen):
 * the listening socket (a wildcard host read as loopback); before listening, PUBLIC_ORIGIN. For the calls the shop
 * makes to the sandboxes it serves (the NICEPAY sandbox's API, its webhooks back to checkout).
 */
export function selfOriginOf(server: Server, publicOrigin: string | undefined): () => string {
  return () => {
    const address = server.address();
    if (address !== null && typeof address === "object") {
      // A wildcard listens on loopback too ("::" is dual-stack by default in Node).
      const wildcard = address.address === "0.0.0.0" || address.address === "::";
      const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    }
    if (publicOrigin) return publicOrigin;
    throw new Error("the shop's own address is unknown: it is not listening and PUBLIC_ORIGIN is not set");
  };
}
