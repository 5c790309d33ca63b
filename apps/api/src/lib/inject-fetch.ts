import type { FastifyInstance } from "fastify";

/**
 * A `fetch` that sends the request to this app itself through Fastify's inject (light-my-request): the full router,
 * hooks, parsing and serialisation, without a socket. For an adapter pointed at a sandbox the shop serves, so it
 * works before the shop listens and in tests on `app.inject`. Only the path and query of the URL are used.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const method = (init?.method ?? "GET").toUpperCase() as "GET" | "POST" | "PUT" | "DELETE";
    const body = typeof init?.body === "string" ? init.body : undefined;
    const answer = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: answerHeaders });
  };
}
