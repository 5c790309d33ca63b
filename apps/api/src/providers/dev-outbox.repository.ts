import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { devOutbox } from "../db/schema/account.js";

export type OutboxChannel = (typeof devOutbox.$inferInsert)["channel"];

/** Records one message a sandbox provider "sent". */
export async function recordOutboxMessage(db: Db, channel: OutboxChannel, recipient: string, text: string) {
  await db.insert(devOutbox).values({ channel, recipient, text });
}

/** Newest first; optionally only one recipient's. */
export async function listOutboxMessages(db: Db, options: { recipient?: string | undefined; size: number }) {
  return db
    .select({
      channel: devOutbox.channel,
      recipient: devOutbox.recipient,
      text: devOutbox.text,
      createdAt: devOutbox.createdAt,
    })
    .from(devOutbox)
    .where(options.recipient ? eq(devOutbox.recipient, options.recipient) : undefined)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(options.size);
}
