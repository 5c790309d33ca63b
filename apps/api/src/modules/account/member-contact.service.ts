import type { Db } from "../../db/client.js";
import { findMemberContacts } from "./account.repository.js";

/** How other modules learn what to call a member by (the push sandbox's outbox names devices by phone or login id). */
export function createMemberContactService({ db }: { db: Db }) {
  return {
    contactsOf: (userIds: readonly number[]) => findMemberContacts(db, userIds),
  };
}
