import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db, DbHandle } from "../db/client.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

/** Exposes the opened database; the caller owns opening it so tests can hand in a clone. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DbHandle }) => {
  app.decorate("db", opts.handle.db);
  app.decorate("dbHandle", opts.handle);
});
