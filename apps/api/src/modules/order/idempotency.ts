import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
} from "./checkout.repository.js";

/** One request's place among repeats: the call (buy, pay), whose key it is, the key and the body's hash. */
export interface IdempotencyScope {
  scope: string;
  owner: string;
  key: string;
  requestHash: string;
}

export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = "주문을 처리하고 있습니다. 잠시 후 주문 내역에서 확인해 주세요.";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = "이미 처리된 요청과 내용이 다릅니다. 주문서를 다시 열어 주세요.";

/**
 * Runs `work` once per key (docs/decisions/017): the first request takes the key and its answer is kept; a repeat
 * gets that answer without running again, a repeat while the first still runs gets 409, and the same key with
 * another body 422. A refused first request frees the key, so the shopper can fix the order and send it again.
 */
export async function runIdempotent<T>(db: Db, scope: IdempotencyScope, work: () => Promise<T>): Promise<T> {
  const claimed = await claimIdempotencyKey(db, scope);
  if (!claimed) {
    const existing = await findIdempotencyKey(db, scope.scope, scope.owner, scope.key);
    if (!existing) return runIdempotent(db, scope, work);
    if (existing.requestHash !== scope.requestHash) {
      throw new ApiError(422, "IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_KEY_REUSED_MESSAGE, `${scope.scope} key reused`);
    }
    if (existing.responseStatus === null) {
      throw new ApiError(409, "REQUEST_IN_PROGRESS", IDEMPOTENCY_IN_PROGRESS_MESSAGE, `${scope.scope} still running`);
    }
    return existing.responseBody as T;
  }
  try {
    const answer = await work();
    await completeIdempotencyKey(db, claimed.id, 200, answer);
    return answer;
  } catch (error) {
    await releaseIdempotencyKey(db, claimed.id);
    throw error;
  }
}
