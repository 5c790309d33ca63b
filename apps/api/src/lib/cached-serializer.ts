import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * A route serializer for replies that are the same object many times over (a cached tree, a
 * cached list): each object is checked against `schema` and stringified once, then its JSON is
 * reused for as long as the object lives. Other objects are checked and stringified as usual.
 */
export function cachedObjectSerializer<T>(schema: z.ZodType): FastifySerializerCompiler<T> {
  const serialized = new WeakMap<object, string>();
  return (route) => {
    // Error bodies (4xx/5xx) of the route keep the usual serializer of their own schema.
    if (!String(route.httpStatus).startsWith("2")) return zodSerializerCompiler(route as never);
    return cachedSerializer;
  };

  function cachedSerializer(data: unknown) {
    if (typeof data !== "object" || data === null) return JSON.stringify(schema.parse(data));
    let json = serialized.get(data);
    if (json === undefined) {
      json = JSON.stringify(schema.parse(data));
      serialized.set(data, json);
    }
    return json;
  }
}
