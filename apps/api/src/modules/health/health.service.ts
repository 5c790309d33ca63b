import type { DbHandle } from "../../db/client.js";

export interface HealthServiceDeps {
  /** The opened database itself (not only its query builder): readiness pings it. */
  database: Pick<DbHandle, "ping" | "engine">;
}

/** Liveness and readiness for load balancers. */
export function createHealthService({ database }: HealthServiceDeps) {
  return {
    /** Ready when the database answers: its engine, or the error that kept it from answering. */
    async checkReadiness(): Promise<{ ready: true; database: string } | { ready: false; error: unknown }> {
      try {
        await database.ping();
        return { ready: true, database: database.engine };
      } catch (error) {
        return { ready: false, error };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
