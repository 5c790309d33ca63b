// The buying targets of `npm run bench` (bench/README.md, "Checkout and the cart page"), run by run-bench.ts against the
// shop it started:
//
// - `checkout`: buyers, each on one keep-alive connection, placing and paying orders end to end over real HTTP —
//   POST /api/cart/add → POST /api/order/payment-step → POST /api/order/buy (Idempotency-Key) → the shop's NICEPAY
//   sandbox window (POST /api/dev/pg/v1/window, then its form posted with choice=approve) → the returned form posted
//   to /api/order/pay → 303 to /order/invoice/{orderCode}. Paid orders per second, the whole flow's latency and each
//   step's; afterwards every order the run counted is looked up in the database (status `paid`), and a second phase
//   has many buyers race for one option of little stock (zero oversell, checked in the database).
// - `cart-page`: GET /cart, server-rendered, for members with 5 lines each, logged in through the storefront's own
//   login form (the session cookie carries their API token).
//
// Setup writes straight to the database: 10,000 members with one argon2id hash (the shop's setting) and one bearer
// token each, stored as the shop stores its tokens (only the SHA-256 of a 32-byte random value, lib/secret-token.ts;
// the same row session.service's issueToken writes), and the options bought given enough stock that stock never
// limits the run.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { hashPassword } from "../apps/api/src/lib/password-hash.js";
import { query } from "../scripts/pg-database.mjs";

export const MEMBER_PASSWORD = "Bench!2580pw";
const LOGIN_PREFIX = "ckout";

export interface BenchMember {
  userId: number;
  loginId: string;
  /** The bearer token (its SHA-256 is what the database holds). */
  token: string;
}

export interface BenchOption {
  itemId: number;
  optionId: number;
  itemUserCode: string;
}

/**
 * `count` members (loginId ckout000000…, one argon2id hash shared by all, personal, terms agreed) with a bearer token
 * each, inserted in two statements.
 */
export async function createMembers(databaseUrl: string, count: number): Promise<BenchMember[]> {
  const passwordHash = await hashPassword(MEMBER_PASSWORD);
  const rows = (await query(
    databaseUrl,
    `insert into users (login_id, password_hash, user_name, email, phone_number, user_type, agree_terms, terms_agreed_at,
       agree_privacy, privacy_agreed_at, password_changed_at, last_login_at)
     select '${LOGIN_PREFIX}' || lpad(g::text, 6, '0'), '${passwordHash}', '벤치회원', '${LOGIN_PREFIX}' || g || '@example.com',
       '019' || lpad(g::text, 8, '0'), 'PERSONAL', true, now(), true, now(), now(), now()
     from generate_series(0, ${count - 1}) g
     returning id, login_id`,
  )) as Array<{ id: number; login_id: string }>;
  const members = rows
    .map((row) => ({ userId: row.id, loginId: row.login_id, token: randomBytes(32).toString("base64url") }))
    .sort((a, b) => a.loginId.localeCompare(b.loginId));
  const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
  const values = members
    .map(
      (member) =>
        `('${sha256(member.token)}', ${member.userId}, 'ROLE_USER', 'NORMAL', now(), now(), now() + interval '1 day')`,
    )
    .join(",\n");
  await query(
    databaseUrl,
    `insert into auth_tokens (token_hash, user_id, role, login_type, created_at, last_used_at, expires_at) values ${values}`,
  );
  return members;
}

/**
 * `count` options of displayed items spread over the whole catalog (a fixed pseudo-random pick), each given `stock`
 * pieces (and its item the sum of its options', as the catalog keeps it).
 */
export async function stockOptions(databaseUrl: string, count: number, stock: number): Promise<BenchOption[]> {
  const rows = (await query(
    databaseUrl,
    `select o.id as option_id, o.item_id, i.item_user_code from item_options o join items i on i.id = o.item_id
     where i.displayed order by md5(o.id::text) limit ${count}`,
  )) as Array<{ option_id: number; item_id: number; item_user_code: string }>;
  const optionIds = rows.map((row) => row.option_id).join(",");
  const itemIds = [...new Set(rows.map((row) => row.item_id))].join(",");
  await query(databaseUrl, `update item_options set stock = ${stock} where id in (${optionIds})`);
  await query(
    databaseUrl,
    `update items set stock = (select sum(stock) from item_options where item_id = items.id) where id in (${itemIds})`,
  );
  return rows.map((row) => ({ itemId: row.item_id, optionId: row.option_id, itemUserCode: row.item_user_code }));
}

// One keep-alive connection per buyer, like autocannon's connections; bodies decompressed as a browser would.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  send(method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            try {
              let bytes = Buffer.concat(chunks);
              const encoding = response.headers["content-encoding"];
              if (encoding === "gzip") bytes = zlib.gunzipSync(bytes);
              else if (encoding === "br") bytes = zlib.brotliDecompressSync(bytes);
              else if (encoding === "deflate") bytes = zlib.inflateSync(bytes);
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8") });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      // autocannon's timeout: an answer later than this counts as an error.
      request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
      request.on("error", reject);
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

const ACCEPT_ENCODING = "gzip, deflate, br";
const FORM_TYPE = "application/x-www-form-urlencoded";

const unescapeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The action and hidden fields of a page's form (the one with `id`, or the first), as a browser would post it. */
function formOf(html: string, id?: string) {
  const at = id ? html.indexOf(`id="${id}"`) : html.indexOf("<form");
  if (at === -1) return null;
  const formHtml = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
  const action = unescapeHtml(/<form[^>]*action="([^"]*)"/.exec(formHtml)?.[1] ?? "");
  const fields: Array<[string, string]> = [
    ...formHtml.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g),
  ].map((match) => [unescapeHtml(match[1]!), unescapeHtml(match[2]!)]);
  return { action, fields };
}

/** The steps of one order, in the order a shopper's browser makes them. */
export const STEPS = ["add", "paymentStep", "buy", "window", "approve", "pay"] as const;
export type Step = (typeof STEPS)[number];
export const STEP_LABELS: Record<Step, string> = {
  add: "POST /api/cart/add",
  paymentStep: "POST /api/order/payment-step",
  buy: "POST /api/order/buy",
  window: "POST /api/dev/pg/v1/window (sandbox window opens)",
  approve: "POST /api/dev/pg/v1/window/result, choice=approve (sandbox)",
  pay: "POST /api/order/pay (returnUrl: checks, approves over HTTP, settles)",
};

/** Refusals that mean "no stock left" (cart add, payment-step or buy): the expected answer once an option is gone. */
const SOLD_OUT_CODES = new Set(["SOLD_OUT", "OUT_OF_STOCK", "ORDER_LINE_UNAVAILABLE"]);

type FlowOutcome =
  | { kind: "paid"; orderCode: string; ms: number; steps: Record<Step, number> }
  | { kind: "soldOut"; step: Step; code: string }
  | { kind: "error"; step: Step; what: string };

class FlowError extends Error {
  constructor(
    readonly step: Step,
    readonly what: string,
    readonly soldOutCode?: string,
  ) {
    super(`${step}: ${what}`);
  }
}

function expectStatus(answer: Answer, status: number, step: Step) {
  if (answer.status === status) return;
  let code = "";
  try {
    code = String((JSON.parse(answer.body) as { code?: unknown }).code ?? "");
  } catch {
    // An HTML or text answer: no code.
  }
  if ((answer.status === 400 || answer.status === 409) && SOLD_OUT_CODES.has(code)) {
    throw new FlowError(step, `${answer.status} ${code}`, code);
  }
  throw new FlowError(step, `${answer.status} ${code || answer.body.replace(/\s+/g, " ").slice(0, 160)}`);
}

const ORDERER = { name: "김한우", phone: "01012345678", email: "hanwoo@example.com" };
// A Seoul postcode: no island surcharge, so payment-step's total is the one buy recomputes.
const RECEIVER = {
  name: "김한우",
  phone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152",
  addressDetail: "12층",
};

/** One order's way through the steps: when each took, and the step it is at (named when it fails). */
class Flow {
  readonly steps = {} as Record<Step, number>;
  readonly began = performance.now();
  step: Step = "add";
  readonly api: Record<string, string>;

  constructor(readonly member: BenchMember) {
    this.api = {
      accept: "application/json",
      "accept-encoding": ACCEPT_ENCODING,
      authorization: `Bearer ${member.token}`,
      "content-type": "application/json",
    };
  }

  async timed<T>(name: Step, work: () => Promise<T>): Promise<T> {
    this.step = name;
    const start = performance.now();
    const result = await work();
    this.steps[name] = performance.now() - start;
    return result;
  }

  failed(error: unknown): Extract<FlowOutcome, { kind: "soldOut" | "error" }> {
    if (error instanceof FlowError) {
      return error.soldOutCode
        ? { kind: "soldOut", step: error.step, code: error.soldOutCode }
        : { kind: "error", step: error.step, what: error.what };
    }
    return { kind: "error", step: this.step, what: error instanceof Error ? error.message : String(error) };
  }
}

const PAGE_HEADERS = { accept: "text/html", "accept-encoding": ACCEPT_ENCODING, "content-type": FORM_TYPE };

type HtmlForm = NonNullable<ReturnType<typeof formOf>>;

/** What one order has got so far: each step reads what the ones before it left. */
interface OrderState {
  flow: Flow;
  option: BenchOption;
  quantity: number;
  cartIds?: number[];
  groupCode?: string;
  total?: number;
  orderCode?: string;
  payment?: Record<string, unknown>;
  windowForm?: HtmlForm;
  returnForm?: HtmlForm;
}

/** Each step as the member's browser makes it; it throws FlowError on an answer other than the expected one. */
const STEP_CALLS: Record<Step, (connection: Connection, origin: string, state: OrderState) => Promise<void>> = {
  async add(connection, _origin, state) {
    const { option, quantity, flow } = state;
    const answer = await connection.send(
      "POST",
      "/api/cart/add",
      flow.api,
      JSON.stringify({ arrayRequiredItems: [{ itemId: option.itemId, optionId: option.optionId, quantity }] }),
    );
    expectStatus(answer, 200, "add");
    state.cartIds = (JSON.parse(answer.body) as { cartIds: number[] }).cartIds;
  },
  // /order/step1: the order form, with the total the shopper sees (payment-step's, for a receiver off the islands).
  async paymentStep(connection, _origin, state) {
    const body = JSON.stringify({ cartIds: state.cartIds });
    const answer = await connection.send("POST", "/api/order/payment-step", state.flow.api, body);
    expectStatus(answer, 200, "paymentStep");
    const step = JSON.parse(answer.body) as { groupCode: string; buy: { orderPrice: { orderPayAmount: number } } };
    state.groupCode = step.groupCode;
    state.total = step.buy.orderPrice.orderPayAmount;
  },
  async buy(connection, _origin, state) {
    const body = {
      cartIds: state.cartIds,
      orderer: ORDERER,
      receiver: RECEIVER,
      paymentMethod: "card",
      groupCode: state.groupCode,
      clientTotal: state.total,
    };
    const headers = { ...state.flow.api, "idempotency-key": randomUUID() };
    const answer = await connection.send("POST", "/api/order/buy", headers, JSON.stringify(body));
    expectStatus(answer, 200, "buy");
    const placed = JSON.parse(answer.body) as { orderCode: string; payment: Record<string, unknown> | null };
    if (!placed.payment) throw new FlowError("buy", "no payment to make (a free order)");
    state.orderCode = placed.orderCode;
    state.payment = placed.payment;
  },
  // The window script's form post: requestPay's options, objects and nulls left out, returnUrl absolute.
  async window(connection, origin, state) {
    const payment = state.payment!;
    const request = Object.entries({ ...payment, returnUrl: `${origin}${payment.returnUrl}` })
      .filter(([key, value]) => value !== null && key !== "jsUrl" && key !== "useEscrow")
      .map(([key, value]): [string, string] => [key, String(value)]);
    const body = new URLSearchParams(request).toString();
    const answer = await connection.send("POST", "/api/dev/pg/v1/window", PAGE_HEADERS, body);
    expectStatus(answer, 200, "window");
    const form = formOf(answer.body);
    if (!form) throw new FlowError("window", "no form in the window page");
    state.windowForm = form;
  },
  // The shopper picks a card and presses 결제하기; the window answers the page that posts to returnUrl.
  async approve(connection, _origin, state) {
    const form = state.windowForm!;
    const fields: Array<[string, string]> = [...form.fields, ["cardCode", "12"], ["choice", "approve"]];
    const answer = await connection.send("POST", form.action, PAGE_HEADERS, new URLSearchParams(fields).toString());
    expectStatus(answer, 200, "approve");
    const returnForm = formOf(answer.body, "return");
    if (!returnForm) throw new FlowError("approve", "no return form in the window's answer");
    state.returnForm = returnForm;
  },
  async pay(connection, origin, state) {
    const form = state.returnForm!;
    const action = new URL(form.action, origin);
    const body = new URLSearchParams(form.fields).toString();
    const answer = await connection.send("POST", `${action.pathname}${action.search}`, PAGE_HEADERS, body);
    expectStatus(answer, 303, "pay");
    const location = answer.headers.location ?? "";
    if (location !== `/order/invoice/${state.orderCode}`) throw new FlowError("pay", `redirected to ${location}`);
  },
};

/** Runs `steps` of one order in turn; the outcome of the last, or of the one that failed. */
export async function runSteps(
  connection: Connection,
  origin: string,
  state: OrderState,
  steps: readonly Step[],
): Promise<FlowOutcome | null> {
  const { flow } = state;
  try {
    for (const step of steps) await flow.timed(step, () => STEP_CALLS[step](connection, origin, state));
  } catch (error) {
    return flow.failed(error);
  }
  return steps.at(-1) === "pay"
    ? { kind: "paid", orderCode: state.orderCode!, ms: performance.now() - flow.began, steps: flow.steps }
    : null;
}

export const newOrder = (member: BenchMember, option: BenchOption, quantity = 1): OrderState => ({
  flow: new Flow(member),
  option,
  quantity,
});

/**
 * One order end to end, as a member's browser makes it: add to cart, open the order form, place it, pay it in the
 * sandbox window, post the window's result to the shop.
 */
async function placeAndPay(
  connection: Connection,
  origin: string,
  member: BenchMember,
  option: BenchOption,
  quantity: number,
): Promise<FlowOutcome> {
  return (await runSteps(connection, origin, newOrder(member, option, quantity), STEPS))!;
}

/** `work` for each of `count` items, `buyers` at a time, each buyer on a keep-alive connection of its own. */
async function inTurn(
  baseUrl: string,
  buyers: number,
  count: number,
  work: (connection: Connection, index: number) => Promise<void>,
) {
  let next = 0;
  const buyer = async () => {
    const connection = new Connection(baseUrl);
    try {
      for (let index = next++; index < count; index = next++) await work(connection, index);
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
}

export interface Percentiles {
  count: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { count: 0, mean: 0, p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1]!,
  };
}

export interface CheckoutLoadResult {
  seconds: number;
  buyers: number;
  /** Orders whose pay redirected to their invoice page within the run's time. */
  paid: number;
  ordersPerSecond: number;
  /** The whole flow of each paid order, ms. */
  flow: Percentiles;
  steps: Record<Step, Percentiles>;
  /** Failed flows by step and answer; none is expected. */
  errors: Record<string, number>;
  errorCount: number;
  /** Flows still running when the time was up (finished, not counted). */
  late: number;
  orderCodes: string[];
}

/** Hands out members in turn, so every order is a member's first in a while (no two buyers share one at a time). */
export class MemberPool {
  private next = 0;
  constructor(private readonly members: readonly BenchMember[]) {}
  take(): BenchMember {
    const member = this.members[this.next % this.members.length]!;
    this.next += 1;
    return member;
  }
  get used() {
    return this.next;
  }
}

/**
 * `buyers` buyers, each on its own keep-alive connection, placing and paying orders back to back for `seconds`: each
 * order by the next member, of 1 piece of an option picked at random.
 */
export async function runCheckoutLoad(input: {
  baseUrl: string;
  buyers: number;
  seconds: number;
  members: MemberPool;
  options: readonly BenchOption[];
}): Promise<CheckoutLoadResult> {
  const { baseUrl, buyers, seconds, members, options } = input;
  const flows: number[] = [];
  const stepTimes = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const errors: Record<string, number> = {};
  const orderCodes: string[] = [];
  let late = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const buyer = async () => {
    const connection = new Connection(baseUrl);
    try {
      while (performance.now() < end) {
        const option = options[Math.floor(Math.random() * options.length)]!;
        const outcome = await placeAndPay(connection, baseUrl, members.take(), option, 1);
        if (performance.now() > end) {
          late += 1;
          continue;
        }
        if (outcome.kind === "paid") {
          flows.push(outcome.ms);
          for (const step of STEPS) stepTimes[step].push(outcome.steps[step]);
          orderCodes.push(outcome.orderCode);
        } else {
          const key =
            outcome.kind === "soldOut" ? `${outcome.step}: ${outcome.code}` : `${outcome.step}: ${outcome.what}`;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  return {
    seconds,
    buyers,
    paid: flows.length,
    ordersPerSecond: flows.length / seconds,
    flow: percentiles(flows),
    steps: Object.fromEntries(STEPS.map((step) => [step, percentiles(stepTimes[step])])) as Record<Step, Percentiles>,
    errors,
    errorCount: Object.values(errors).reduce((sum, n) => sum + n, 0),
    late,
    orderCodes,
  };
}

/** One paid order end to end (run-bench's answer check before timing). */
export async function checkCheckout(baseUrl: string, members: MemberPool, options: readonly BenchOption[]) {
  const connection = new Connection(baseUrl);
  try {
    const outcome = await placeAndPay(connection, baseUrl, members.take(), options[0]!, 1);
    if (outcome.kind !== "paid") {
      throw new Error(
        `checkout did not pay: ${outcome.step}: ${outcome.kind === "soldOut" ? outcome.code : outcome.what}`,
      );
    }
    return outcome.orderCode;
  } finally {
    connection.close();
  }
}

/** The statuses of the given orders in the database; every one the run counted must be `paid`. */
export async function verifyPaid(databaseUrl: string, orderCodes: readonly string[]) {
  const statuses = new Map<string, number>();
  for (let at = 0; at < orderCodes.length; at += 5_000) {
    const codes = orderCodes.slice(at, at + 5_000).filter((code) => /^\d+$/.test(code));
    if (codes.length === 0) continue;
    const rows = (await query(
      databaseUrl,
      `select status, count(*)::int as n from orders where order_code in (${codes.map((code) => `'${code}'`).join(",")}) group by status`,
    )) as Array<{ status: string; n: number }>;
    for (const row of rows) statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.n);
  }
  const paid = statuses.get("paid") ?? 0;
  return {
    checked: orderCodes.length,
    paid,
    statuses: Object.fromEntries(statuses),
    allPaid: paid === orderCodes.length,
  };
}

export interface OversellResult {
  optionId: number;
  itemId: number;
  stock: number;
  attempts: number;
  buyers: number;
  seconds: number;
  /** Order forms opened (cart add and payment-step passed) before anyone bought. */
  formsOpened: number;
  /** Orders buy placed (answered 200). */
  placed: number;
  /** Flows that ended paid (redirected to their invoice). */
  paidFlows: number;
  /** Refused for want of stock, by step and code. */
  soldOut: Record<string, number>;
  errors: Record<string, number>;
  /** From the database afterwards. */
  stockAfter: number;
  itemStockAfter: number;
  ordersPlaced: number;
  piecesPlaced: number;
  ordersByStatus: Record<string, number>;
  negativeStockRows: number;
  pass: boolean;
}

/**
 * Many buyers race for one option of `stock` pieces: `attempts` orders of 1 piece, each by a member of its own, by
 * `buyers` at a time through the whole flow — every member first opens the order form while the option is in stock,
 * then all of them buy, back to back, so the race is decided at buy; those who got a piece then pay. Afterwards, in the database: the orders placed for the
 * option are exactly `stock`, all paid, its stock is 0 and no stock anywhere is below 0.
 */
export async function runOversellCheck(input: {
  baseUrl: string;
  databaseUrl: string;
  option: BenchOption;
  stock: number;
  attempts: number;
  buyers: number;
  members: readonly BenchMember[];
}): Promise<OversellResult> {
  const { baseUrl, databaseUrl, option, stock, attempts, buyers, members } = input;
  if (members.length < attempts) throw new Error(`the oversell check needs ${attempts} members, has ${members.length}`);
  await query(databaseUrl, `update item_options set stock = ${stock} where id = ${option.optionId}`);
  await query(
    databaseUrl,
    `update items set stock = (select sum(stock) from item_options where item_id = ${option.itemId}) where id = ${option.itemId}`,
  );
  const [{ item_stock: itemStockBefore }] = (await query(
    databaseUrl,
    `select stock as item_stock from items where id = ${option.itemId}`,
  )) as [{ item_stock: number }];
  const soldOut: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const record = (outcome: Extract<FlowOutcome, { kind: "soldOut" | "error" }>) => {
    const tally = outcome.kind === "soldOut" ? soldOut : errors;
    const key = `${outcome.step}: ${outcome.kind === "soldOut" ? outcome.code : outcome.what}`;
    tally[key] = (tally[key] ?? 0) + 1;
  };
  const start = performance.now();
  // 1. Every member puts the option in the cart and opens the order form while it is still in stock (the cart does
  //    not hold stock), so all of them reach buy believing it is there …
  const opened: OrderState[] = [];
  await inTurn(baseUrl, buyers, attempts, async (connection, attempt) => {
    const order = newOrder(members[attempt]!, option);
    const failed = await runSteps(connection, baseUrl, order, ["add", "paymentStep"]);
    if (failed) record(failed as Extract<FlowOutcome, { kind: "soldOut" | "error" }>);
    else opened.push(order);
  });
  // 2. … then they all press 구매, back to back: only the conditional stock update at buy decides who gets a piece
  //    (buy reads the stock first and refuses what is already gone; the update refuses what went meanwhile) …
  const placed: OrderState[] = [];
  await inTurn(baseUrl, buyers, opened.length, async (connection, index) => {
    const failed = await runSteps(connection, baseUrl, opened[index]!, ["buy"]);
    if (failed) record(failed as Extract<FlowOutcome, { kind: "soldOut" | "error" }>);
    else placed.push(opened[index]!);
  });
  // 3. … and those who got one pay for it in the window.
  let paidFlows = 0;
  await inTurn(baseUrl, buyers, placed.length, async (connection, index) => {
    const outcome = await runSteps(connection, baseUrl, placed[index]!, ["window", "approve", "pay"]);
    if (outcome?.kind === "paid") paidFlows += 1;
    else if (outcome) record(outcome);
  });
  const seconds = (performance.now() - start) / 1000;

  const [{ stock: stockAfter }] = (await query(
    databaseUrl,
    `select stock from item_options where id = ${option.optionId}`,
  )) as [{ stock: number }];
  const [{ stock: itemStockAfter }] = (await query(
    databaseUrl,
    `select stock from items where id = ${option.itemId}`,
  )) as [{ stock: number }];
  const byStatus = (await query(
    databaseUrl,
    `select o.status, count(distinct o.id)::int as orders, sum(oi.quantity)::int as pieces
     from order_items oi join orders o on o.id = oi.order_id where oi.option_id = ${option.optionId} group by o.status`,
  )) as Array<{ status: string; orders: number; pieces: number }>;
  const [{ n: negativeStockRows }] = (await query(
    databaseUrl,
    "select (select count(*) from item_options where stock < 0) + (select count(*) from items where stock < 0) as n",
  )) as [{ n: string }];
  const live = byStatus.filter((row) => row.status !== "cancelled");
  const ordersPlaced = live.reduce((sum, row) => sum + row.orders, 0);
  const piecesPlaced = live.reduce((sum, row) => sum + row.pieces, 0);
  const paidOrders = byStatus.find((row) => row.status === "paid")?.orders ?? 0;
  const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
  const pass =
    stockAfter === 0 &&
    itemStockAfter === itemStockBefore - stock &&
    piecesPlaced === stock &&
    ordersPlaced === stock &&
    paidOrders === stock &&
    placed.length === stock &&
    paidFlows === stock &&
    Number(negativeStockRows) === 0 &&
    errorCount === 0;
  return {
    optionId: option.optionId,
    itemId: option.itemId,
    stock,
    attempts,
    buyers,
    seconds,
    formsOpened: opened.length,
    placed: placed.length,
    paidFlows,
    soldOut,
    errors,
    stockAfter,
    itemStockAfter,
    ordersPlaced,
    piecesPlaced,
    ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.orders])),
    negativeStockRows: Number(negativeStockRows),
    pass,
  };
}

// The cart page: members with 5 lines each, logged in through the storefront's login form.

function mergeCookies(jar: Map<string, string>, setCookie: string[] | undefined) {
  for (const cookie of setCookie ?? []) {
    const pair = cookie.split(";")[0]!;
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Logs a member in through /user/login as a browser does; answers the cookie. A new guest's login page carries no CSRF
 * field (it may come from the page cache, docs/decisions/023): the form is then accepted on its same-origin `Origin`.
 */
async function storefrontLogin(baseUrl: string, member: BenchMember): Promise<string> {
  const jar = new Map<string, string>();
  const form = await fetch(`${baseUrl}/user/login`, { redirect: "manual", headers: { accept: "text/html" } });
  mergeCookies(jar, form.headers.getSetCookie());
  const html = await form.text();
  const csrf = /name="csrf"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /value="([^"]*)"[^>]*name="csrf"/.exec(html)?.[1];
  if (form.status !== 200) throw new Error(`the login page answered ${form.status}`);
  const answer = await fetch(`${baseUrl}/user/login`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookieHeader(jar), "content-type": FORM_TYPE, origin: baseUrl, accept: "text/html" },
    body: new URLSearchParams({
      ...(csrf ? { csrf: unescapeHtml(csrf) } : {}),
      loginId: member.loginId,
      password: MEMBER_PASSWORD,
    }),
  });
  await answer.arrayBuffer();
  if (answer.status < 300 || answer.status >= 400) {
    throw new Error(`the storefront login of ${member.loginId} answered ${answer.status}, not a redirect`);
  }
  mergeCookies(jar, answer.headers.getSetCookie());
  return cookieHeader(jar);
}

/**
 * Puts `lines` options in each member's cart (POST /api/cart/add with their token) and logs each in through the
 * storefront; answers one session cookie per member, after checking that /cart shows that member's lines.
 */
export async function prepareCartPages(
  baseUrl: string,
  members: readonly BenchMember[],
  options: readonly BenchOption[],
  lines = 5,
): Promise<string[]> {
  const cookies: string[] = [];
  for (const [index, member] of members.entries()) {
    const picked = Array.from({ length: lines }, (_, line) => options[(index * lines + line) % options.length]!);
    const added = await fetch(`${baseUrl}/api/cart/add`, {
      method: "POST",
      headers: { authorization: `Bearer ${member.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        arrayRequiredItems: picked.map((option) => ({ itemId: option.itemId, optionId: option.optionId, quantity: 1 })),
      }),
    });
    if (added.status !== 200) throw new Error(`cart add for ${member.loginId}: ${added.status} ${await added.text()}`);
    const cookie = await storefrontLogin(baseUrl, member);
    const page = await fetch(`${baseUrl}/cart`, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
    const html = await page.text();
    const missing = picked.filter((option) => !html.includes(`/items/${option.itemUserCode}`));
    if (page.status !== 200 || missing.length > 0) {
      throw new Error(
        `/cart for ${member.loginId} answered ${page.status}${missing.length > 0 ? ` without ${missing.map((option) => option.itemUserCode).join(", ")}` : ""}`,
      );
    }
    cookies.push(cookie);
  }
  return cookies;
}

// CPU per request, from /proc: the shop's Node process and the PostgreSQL backends serving the bench database.

const CLOCK_TICKS_PER_SECOND = 100;

function readProc(pid: string, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "latin1");
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ms. */
function cpuMsOf(pid: string): number | null {
  const stat = readProc(pid, "stat");
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The processes of the shop listening on `port` (start.mjs, which serves in its own process, or start-cluster.mjs and
 * its workers) and the backends.
 */
function findProcesses(port: number, databaseName: string) {
  const shop: string[] = [];
  const postgres: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const cmdline = readProc(pid, "cmdline");
    if (!cmdline) continue;
    if (cmdline.startsWith("postgres: ") && cmdline.includes(` ${databaseName} `)) {
      postgres.push(pid);
    } else if (
      cmdline.includes("scripts/start.mjs") ||
      cmdline.includes("scripts/start-cluster.mjs") ||
      cmdline.includes("dist/server.js")
    ) {
      const environ = readProc(pid, "environ");
      if (environ?.split("\0").includes(`PORT=${port}`)) shop.push(pid);
    }
  }
  return { shop, postgres };
}

/** Resident memory of processes, in MiB (VmRSS from /proc; a process gone meanwhile counts 0). */
export function rssMibOf(pids: readonly string[]): number {
  return pids.reduce((sum, pid) => {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readProc(pid, "status") ?? "")?.[1];
    return sum + (kib ? Number(kib) / 1024 : 0);
  }, 0);
}

export interface CpuSnapshot {
  at: number;
  /** The shop's processes that serve: start.mjs itself, or start-cluster.mjs's workers. */
  server: string[];
  shop: Map<string, number>;
  postgres: Map<string, number>;
  bench: NodeJS.CpuUsage;
}

export function cpuSnapshot(port: number, databaseName: string): CpuSnapshot {
  const found = findProcesses(port, databaseName);
  const read = (pids: string[]) =>
    new Map(
      pids.flatMap((pid) => {
        const ms = cpuMsOf(pid);
        return ms === null ? [] : [[pid, ms] as [string, number]];
      }),
    );
  const parentOf = (pid: string) => {
    const stat = readProc(pid, "stat");
    return stat ? stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] : undefined;
  };
  const parents = new Set(found.shop.map(parentOf));
  return {
    at: performance.now(),
    server: found.shop.filter((pid) => !parents.has(pid)),
    shop: read(found.shop),
    postgres: read(found.postgres),
    bench: process.cpuUsage(),
  };
}

export interface CpuUse {
  seconds: number;
  /** CPU ms over the interval: the shop's Node process, the database's backends, this load generator. */
  shopMs: number;
  postgresMs: number;
  benchMs: number;
}

/** CPU used between two snapshots (a backend that appeared meanwhile counts from 0). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  const spent = (a: Map<string, number>, b: Map<string, number>) =>
    [...b].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (a.get(pid) ?? 0)), 0);
  const bench = {
    user: after.bench.user - before.bench.user,
    system: after.bench.system - before.bench.system,
  };
  return {
    seconds: (after.at - before.at) / 1000,
    shopMs: spent(before.shop, after.shop),
    postgresMs: spent(before.postgres, after.postgres),
    benchMs: (bench.user + bench.system) / 1000,
  };
}

export interface StepCost {
  step: Step;
  /** Calls made (orders that reached the step). */
  calls: number;
  failed: number;
  cpu: CpuUse;
}

/**
 * Where a paid order's CPU goes: `orders` orders taken through the flow one step at a time — every order's cart add,
 * then every order's payment-step, and so on, `buyers` at a time — with the shop's and PostgreSQL's CPU read around
 * each step's batch. The sum over the steps is what a paid order costs.
 */
export async function measureStepCosts(input: {
  baseUrl: string;
  databaseName: string;
  buyers: number;
  orders: number;
  members: MemberPool;
  options: readonly BenchOption[];
  /** Called before and after each step's batch (run-bench's --cpu-prof takes a profile of each). */
  around?: (step: Step, phase: "start" | "end") => Promise<void>;
}): Promise<StepCost[]> {
  const { baseUrl, databaseName, buyers, orders, members, options, around } = input;
  const port = Number(new URL(baseUrl).port);
  let states = Array.from({ length: orders }, () =>
    newOrder(members.take(), options[Math.floor(Math.random() * options.length)]!),
  );
  const costs: StepCost[] = [];
  for (const step of STEPS) {
    const going: OrderState[] = [];
    await around?.(step, "start");
    const before = cpuSnapshot(port, databaseName);
    await inTurn(baseUrl, buyers, states.length, async (connection, index) => {
      const state = states[index]!;
      const outcome = await runSteps(connection, baseUrl, state, [step]);
      if (outcome === null || outcome.kind === "paid") going.push(state);
    });
    const cpu = cpuBetween(before, cpuSnapshot(port, databaseName));
    await around?.(step, "end");
    costs.push({ step, calls: states.length, failed: states.length - going.length, cpu });
    states = going;
  }
  return costs;
}
