import { type ApiEndpoint, endpointUrl } from "@shop/contracts/api-endpoints";
import type { z } from "zod";

/** The schema an endpoint declares under `key`, or undefined when it declares none (the route then reads nothing). */
type Declared<E, Key extends string> = E extends { readonly [K in Key]: infer Schema extends z.ZodType }
  ? Schema
  : undefined;

/** The answers a route documents: the endpoint's 200 and the error answers the route adds. */
type Responses<E, Errors> = (E extends { readonly response: infer Ok extends z.ZodType } ? { 200: Ok } : unknown) &
  Errors;

/** What a route says about itself in the OpenAPI document; its method, path and schemas come from the endpoint. */
export interface EndpointDoc<Errors extends Record<number, z.ZodType>> {
  tags: string[];
  summary: string;
  description?: string;
  /** Error answers (and other non-200 answers) the route documents, e.g. `errorResponses`. */
  errors?: Errors;
  /** Media types of a multipart body (the route reads the stream itself). */
  consumes?: string[];
  security?: Array<Record<string, string[]>>;
}

/**
 * The method, URL and schema of a route, taken from its entry in the contracts' endpoint map so that a path and
 * its schemas are written once (docs/api-conventions.md): spread it into `app.route({ ...endpointRoute(…), handler })`.
 * The URL is the full one (`/api/…`, or the root for an `outsideApi` endpoint): modules are registered without a
 * prefix.
 */
export function endpointRoute<E extends ApiEndpoint, Errors extends Record<number, z.ZodType> = Record<never, never>>(
  endpoint: E,
  { errors, ...doc }: EndpointDoc<Errors>,
) {
  const response = { ...(endpoint.response ? { 200: endpoint.response } : {}), ...errors };
  const schema = {
    ...doc,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A route that documents no answer keeps OpenAPI's default one instead of an empty list.
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
  return {
    method: endpoint.method,
    url: endpointUrl(endpoint),
    // Typed per endpoint so that the zod type provider infers the handler's params, query, body and reply.
    schema: schema as typeof doc & {
      params: Declared<E, "params">;
      querystring: Declared<E, "querystring">;
      body: Declared<E, "body">;
      response: Responses<E, Errors>;
    },
  };
}
