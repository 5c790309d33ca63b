import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "./db/seed/account.factory.js";
import { bearer, JOIN_PASSWORD, loginToken, randomAddress, signatureHeaders } from "./test/auth-client.js";
import { type FuzzCase, type FuzzOperation, fuzzCases, operationsOf } from "./test/openapi-fuzz.js";
import { createTestApp, type TestApp } from "./test/test-app.js";

// Every operation of the OpenAPI document, with hostile values per field (test/openapi-fuzz.ts): whatever a client
// sends, the answer is never a 5xx, and every 4xx carries a Korean `message` a shopper can read. Runs on whichever
// database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).
//
// Not fuzzed: /api/dev/* — dev tooling (DEV_TOOLS), never served in production, whose calls change the demo data on
// purpose (maintenance window, account ages, orders, events).

/** Values per field: enough to meet every kind of bad value across the run, few enough for well under a minute. */
const PER_FIELD = 5;
const HANGUL = /[\uAC00-\uD7A3]/;
/** A validator's words, not a shop's: JSON type names and the phrases of zod's own Korean locale. */
const VALIDATOR_WORDS =
  /\b(?:number|string|boolean|object|array|NaN|undefined|bigint)\b|잘못된 입력|예상 타입|받은 타입/;

const isDevOnly = (operation: FuzzOperation) => operation.path.startsWith("/api/dev/");
// Last: it revokes the member's token the other operations use.
const revokesToken = (operation: FuzzOperation) => operation.path.includes("logout");

let t: TestApp;
let memberToken: string;
let operations: FuzzOperation[];
let known: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.db, { userName: "김퍼즈" });
  memberToken = await loginToken(t.app, member.user.loginId, member.password);
  const firstItem = (await t.app.inject({ method: "GET", url: "/api/item?size=1" })).json().list[0];
  // Values that pass their field's rules, so a case changing another field gets past this one to the database.
  known = {
    itemUserCode: firstItem.itemUserCode,
    ids: firstItem.itemUserCode,
    id: 1,
    loginId: member.user.loginId,
    password: JOIN_PASSWORD,
    userName: "김퍼즈",
    email: "fuzz@example.com",
    phoneNumber: "01012345678",
    content: "목요일까지 받을 수 있을까요?",
    score: 5,
    query: "한우",
    u: "/",
    sellerIds: "90000000",
    provider: "NAVER",
    redirectUri: "http://localhost:3000/callback",
  };
  const all = operationsOf(t.app.swagger()).filter((operation) => !isDevOnly(operation));
  operations = [...all.filter((op) => !revokesToken(op)), ...all.filter(revokesToken)];
});
afterAll(() => t.close());

interface Caller {
  member: boolean;
  signed: boolean;
}

function send(operation: FuzzOperation, fuzzCase: FuzzCase, caller: Caller) {
  const payload = fuzzCase.body?.payload;
  const raw = payload === undefined ? "" : typeof payload === "string" ? payload : payload.toString("utf8");
  return t.app.inject({
    method: operation.method as "GET",
    url: fuzzCase.url,
    remoteAddress: randomAddress(),
    ...(payload === undefined ? {} : { payload }),
    headers: {
      ...(fuzzCase.body?.contentType ? { "content-type": fuzzCase.body.contentType } : {}),
      ...(caller.member ? bearer(memberToken) : {}),
      ...(caller.signed ? signatureHeaders(t.app.config.AUTH_CLIENT_SECRET, raw) : {}),
    },
  });
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx whose message is not Korean. */
function problemOf(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let message: unknown;
  try {
    message = JSON.parse(res.body).message;
  } catch {
    return `${res.statusCode} not a JSON error body: ${res.body.slice(0, 120)}`;
  }
  return typeof message === "string" && HANGUL.test(message) && !VALIDATOR_WORDS.test(message)
    ? null
    : `${res.statusCode} message ${JSON.stringify(message)}`;
}

/**
 * Who must call for a request to reach validation: anonymous, a member (bearer token), signed (token calls), or
 * both — the first the plausible request is not refused as 401 with.
 */
async function callerOf(operation: FuzzOperation, plausible: FuzzCase): Promise<Caller> {
  const tries: Caller[] = [
    { member: false, signed: false },
    { member: true, signed: false },
    { member: false, signed: true },
    { member: true, signed: true },
  ];
  for (const caller of tries) {
    if ((await send(operation, plausible, caller)).statusCode !== 401) return caller;
  }
  return { member: true, signed: true };
}

describe("every API operation holds against hostile input", () => {
  it("the document lists the operations", () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it("answers no 5xx and only Korean 4xx messages", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const cases = fuzzCases(operation, { perField: PER_FIELD, known });
      const plausible = cases[0]!;
      const caller = await callerOf(operation, plausible);
      const note = (fuzzCase: FuzzCase, who: Caller, problem: string | null) => {
        if (problem === null) return;
        const as = `${who.member ? "member" : "anonymous"}${who.signed ? ", signed" : ""}`;
        problems.push(`${operation.method} ${operation.path} [${fuzzCase.label}] (${as}) → ${problem}`);
      };
      for (const fuzzCase of cases) {
        requests++;
        note(fuzzCase, caller, problemOf(await send(operation, fuzzCase, caller)));
      }
      if (caller.member || caller.signed) {
        // The same calls without the credentials they need: refused before anything is read, as a 401.
        const stranger = { member: false, signed: false };
        const refused = await send(operation, plausible, stranger);
        requests++;
        note(plausible, stranger, refused.statusCode === 401 ? problemOf(refused) : `${refused.statusCode}, not 401`);
        for (const fuzzCase of cases.slice(1, 6)) {
          requests++;
          note(fuzzCase, stranger, problemOf(await send(operation, fuzzCase, stranger)));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });
});
