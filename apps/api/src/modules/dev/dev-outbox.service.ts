import type { Db } from "../../db/client.js";
import { listOutboxMessages } from "../../providers/dev-outbox.repository.js";

export interface DevOutboxServiceDeps {
  db: Db;
}

/** What the sandbox providers "sent" (dev tools only): where developers and tests read codes and passwords. */
export function createDevOutboxService({ db }: DevOutboxServiceDeps) {
  return {
    /** Sent messages, newest first; optionally only one recipient's. */
    async listMessages(query: { recipient?: string | undefined; size: number }) {
      const rows = await listOutboxMessages(db, query);
      return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
