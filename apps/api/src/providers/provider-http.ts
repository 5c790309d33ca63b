/**
 * One HTTP exchange with an outside service (the address search, the business lookup, the payment gateway), the part
 * their adapters share: the request under a timeout that also covers reading the body (an answer whose body stalls is
 * no answer either), and the body as JSON when it is JSON. What an answer means stays with each adapter.
 */
export interface ProviderExchange {
  status: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** Why a call got no answer: the timeout passed, or the request failed (refused connection, DNS, reset). */
export interface ProviderFailure {
  timedOut: boolean;
  /** Human-readable, for the log: "no answer in 5000 ms" or the error's message. */
  why: string;
  cause: unknown;
}

export async function exchangeWithProvider(
  send: typeof fetch,
  url: string,
  init: Omit<RequestInit, "signal">,
  timeoutMs: number,
  onFailure: (failure: ProviderFailure) => Error,
): Promise<ProviderExchange> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await send(url, { ...init, signal });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const timedOut = signal.aborted;
    const why = timedOut ? `no answer in ${timeoutMs} ms` : cause instanceof Error ? cause.message : String(cause);
    throw onFailure({ timedOut, why, cause });
  }
  return { status, text, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
