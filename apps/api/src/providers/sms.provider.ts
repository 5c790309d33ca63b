import type { Db } from "../db/client.js";
import { recordOutboxMessage } from "./dev-outbox.repository.js";

/** Sends a text message to a Korean mobile number (digits only). */
export interface SmsProvider {
  send(phoneNumber: string, text: string): Promise<void>;
}

/**
 * The built-in SMS gateway: nothing leaves the machine, the message lands in the dev outbox
 * (GET /api/dev/outbox) where developers and tests read verification codes.
 */
export function createSandboxSmsProvider(db: Db): SmsProvider {
  return {
    send: (phoneNumber, text) => recordOutboxMessage(db, "sms", phoneNumber, text),
  };
}
