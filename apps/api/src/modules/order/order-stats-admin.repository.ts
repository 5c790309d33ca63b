import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { orderClaims, orderItems, orderShipments, orders } from "../../db/schema/order.js";

// The back office's numbers (issue 14 item 6, docs/decisions/039), computed in SQL from the order lines' own amounts:
// a line counts what was paid for it (unit price × quantity less its item coupon and its share of the points, as the
// purchase ledger of decision 021), a box its shipping as paid (fee and island surcharge less the shipping coupon and
// its share of the points). An order counts on the Korea day it was paid; a cancel or return on the day its refund
// completed, with the claim's refund as the gateway paid it back: its lines' amounts, and the rest of the claim's
// refund (shipping given back less shipping kept back and the return fee) per seller as core splitClaimShipping
// puts it on each box's seller, on that seller's first claimed line (docs/decisions/045).

/** One seller's part of a claim's shipping refund (core splitClaimShipping), for the refunds' SQL. */
export interface ClaimShippingShare {
  claimId: number;
  sellerId: number;
  amount: number;
}

export interface StatsRange {
  start: Date;
  end: Date;
  /** A seller's numbers only (its boxes' lines and shipping). */
  sellerId?: number | undefined;
  /** The shipping parts of the claims completed in the range, per seller (findClaimShippingFacts → core). */
  claimShipping: readonly ClaimShippingShare[];
}

const money = z.coerce.number();
const count = z.coerce.number().int();

const KOREA_DAY = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/** A line's paid amount and a box's paid shipping, as SQL over the aliases li and s. */
const LINE_AMOUNT = sql`(li.unit_price * li.quantity - li.coupon_discount - li.point_share)`;
const BOX_SHIPPING = sql`(s.shipping_fee + s.island_surcharge - s.shipping_coupon_discount - s.point_share)`;

function sellerCondition(range: StatsRange, column = sql`s.seller_id`) {
  return range.sellerId === undefined ? sql`true` : sql`${column} = ${range.sellerId}`;
}

/**
 * What was paid in the range, one row per order line (item_id set) and per box's shipping (item_id null), with the
 * order, its seller and the Korea day it was paid.
 */
function paidParts(range: StatsRange) {
  return sql`
    select o.id as order_id, o.order_code, o.paid_at as at, ${KOREA_DAY(sql`o.paid_at`)} as day,
      s.seller_id, s.seller_name, li.item_id, ${LINE_AMOUNT} as amount
    from ${orderItems} li
    join ${orders} o on o.id = li.order_id
    join ${orderShipments} s on s.id = li.shipment_id
    where o.paid_at >= ${range.start} and o.paid_at < ${range.end} and ${sellerCondition(range)}
    union all
    select o.id, o.order_code, o.paid_at, ${KOREA_DAY(sql`o.paid_at`)}, s.seller_id, s.seller_name, null,
      ${BOX_SHIPPING}
    from ${orderShipments} s
    join ${orders} o on o.id = s.order_id
    where o.paid_at >= ${range.start} and o.paid_at < ${range.end} and ${sellerCondition(range)}`;
}

/** The cancels and returns of paid orders whose refund completed in the range. */
function refundedClaims(range: StatsRange) {
  return sql`c.status = 'completed' and c.kind in ('cancel', 'return') and o.paid_at is not null
    and c.completed_at >= ${range.start} and c.completed_at < ${range.end}`;
}

/**
 * The refunds completed in the range (cancels and returns of paid orders), one row per claimed line: `amount` is the
 * line's paid amount, plus on each seller's first line of the claim that seller's part of the claim's shipping refund
 * (range.claimShipping), so the rows of a claim add up to its refund exactly; `line_amount` is the line's own.
 */
function refundParts(range: StatsRange) {
  const shares = range.claimShipping;
  return sql`
    select cl.claim_id, cl.kind, cl.order_id, cl.order_code, cl.at, cl.day, cl.seller_id, cl.seller_name, cl.item_id,
      cl.line_amount,
      cl.line_amount + case when cl.line_id = min(cl.line_id) over (partition by cl.claim_id, cl.seller_id)
        then coalesce(sh.amount, 0) else 0 end as amount
    from (
      select c.id as claim_id, c.kind, o.id as order_id, o.order_code, c.completed_at as at,
        ${KOREA_DAY(sql`c.completed_at`)} as day, li.id as line_id, li.item_id, s.seller_id, s.seller_name,
        ${LINE_AMOUNT} as line_amount
      from ${orderClaims} c
      join ${orders} o on o.id = c.order_id
      cross join lateral jsonb_array_elements_text(c.order_item_ids) as claimed(line_id)
      join ${orderItems} li on li.id = claimed.line_id::int and li.order_id = c.order_id
      join ${orderShipments} s on s.id = li.shipment_id
      where ${refundedClaims(range)}
    ) as cl
    left join unnest(
      ${sql.param(shares.map((share) => share.claimId))}::integer[],
      ${sql.param(shares.map((share) => share.sellerId))}::integer[],
      ${sql.param(shares.map((share) => share.amount))}::bigint[]
    ) as sh(claim_id, seller_id, amount) on sh.claim_id = cl.claim_id and sh.seller_id = cl.seller_id
    where ${sellerCondition(range, sql`cl.seller_id`)}`;
}

const claimFactsRows = z.object({
  rows: z.array(
    z.object({
      claim_id: z.number().int(),
      order_id: z.number().int(),
      kind: z.enum(["cancel", "return"]),
      shipping_payer: z.enum(["buyer", "seller"]).nullable(),
      refund_amount: money,
      order_item_ids: z.array(z.coerce.number().int()),
      box_deductions: z.array(z.object({ shipmentId: z.number().int(), amount: z.number().int() })),
      completed_at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
      in_range: z.boolean(),
    }),
  ),
});
const lineFactsRows = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      shipment_id: z.number().int(),
      amount: money,
    }),
  ),
});
const boxFactsRows = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      order_id: z.number().int(),
      seller_id: z.number().int(),
      shipping_payment_type: z.number().int(),
      paid_shipping: money,
      shipping_fee: money,
      seller_shipping_fee: money,
    }),
  ),
});

/**
 * What splitting the range's claims' shipping refunds per seller needs: those claims (in_range) and the orders'
 * earlier completed claims (which lines they took, what they kept back per box), the orders' lines and boxes.
 */
export async function findClaimShippingFacts(db: Db, range: { start: Date; end: Date }) {
  const orderIds = sql`select o.id from ${orderClaims} c join ${orders} o on o.id = c.order_id
    where ${refundedClaims({ ...range, claimShipping: [] })}`;
  const [claims, lines, boxes] = await Promise.all([
    db.execute(sql`
      select c.id as claim_id, c.order_id, c.kind, c.shipping_payer, c.refund_amount, c.order_item_ids,
        c.box_deductions, c.completed_at,
        (c.completed_at >= ${range.start} and c.completed_at < ${range.end}) as in_range
      from ${orderClaims} c
      where c.order_id in (${orderIds}) and c.status = 'completed' and c.kind in ('cancel', 'return')
        and c.completed_at < ${range.end}
      order by c.completed_at, c.id`),
    db.execute(sql`
      select li.id, li.order_id, li.shipment_id, ${LINE_AMOUNT} as amount
      from ${orderItems} li where li.order_id in (${orderIds}) and li.shipment_id is not null`),
    db.execute(sql`
      select s.id, s.order_id, s.seller_id, s.shipping_payment_type, ${BOX_SHIPPING} as paid_shipping,
        s.shipping_fee, s.seller_shipping_fee
      from ${orderShipments} s where s.order_id in (${orderIds})`),
  ]);
  return {
    claims: claimFactsRows.parse(claims).rows,
    lines: lineFactsRows.parse(lines).rows,
    boxes: boxFactsRows.parse(boxes).rows,
  };
}
export type ClaimShippingFacts = Awaited<ReturnType<typeof findClaimShippingFacts>>;

const figuresRow = z.object({
  key: z.union([z.string(), z.number()]).nullable(),
  order_count: count,
  paid_amount: money,
  cancel_count: count,
  cancel_amount: money,
  return_count: count,
  return_amount: money,
});
const figuresRows = z.object({ rows: z.array(figuresRow) });
export type FiguresRow = z.infer<typeof figuresRow>;

/** The items sold or refunded in the range (to learn their livestock kinds from the catalog). */
export async function findItemIds(db: Db, range: StatsRange): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct item_id from (
      select item_id from (${paidParts(range)}) as p where item_id is not null
      union select item_id from (${refundParts(range)}) as r
    ) as x`);
  return z
    .object({ rows: z.array(z.object({ item_id: z.number().int() })) })
    .parse(result)
    .rows.map((row) => row.item_id);
}

/**
 * Orders, paid amount, cancels and returns grouped by `group`: 'day', 'seller_id', or 'livestock' (with each item's
 * kind from `kinds`; the lines' own amounts, no shipping). The key column comes back as `key`.
 */
export async function sumFigures(
  db: Db,
  range: StatsRange,
  group: "day" | "seller_id" | "livestock",
  kinds: ReadonlyMap<number, string> = new Map(),
) {
  const byKind = group === "livestock";
  const key = sql.raw(group);
  const amount = sql.raw(byKind ? "line_amount" : "amount");
  const ids = [...kinds.keys()];
  const withKind = (parts: SQL) =>
    byKind
      ? sql`select x.*, coalesce(k.livestock, '') as livestock from (${parts}) as x
          left join unnest(${sql.param(ids)}::integer[], ${sql.param(ids.map((id) => kinds.get(id)!))}::text[])
            as k(item_id, livestock) on k.item_id = x.item_id
          where x.item_id is not null`
      : parts;
  const result = await db.execute(sql`
    with paid as (${withKind(paidParts(range))}), refunded as (${withKind(refundParts(range))}),
    paid_sums as (
      select ${key} as key, count(distinct order_id) as order_count, sum(amount) as paid_amount
      from paid group by ${key}
    ),
    refund_sums as (
      select ${key} as key,
        count(distinct claim_id) filter (where kind = 'cancel') as cancel_count,
        coalesce(sum(${amount}) filter (where kind = 'cancel'), 0) as cancel_amount,
        count(distinct claim_id) filter (where kind = 'return') as return_count,
        coalesce(sum(${amount}) filter (where kind = 'return'), 0) as return_amount
      from refunded group by ${key}
    )
    select coalesce(p.key, r.key) as key,
      coalesce(p.order_count, 0)::bigint as order_count, coalesce(p.paid_amount, 0)::bigint as paid_amount,
      coalesce(r.cancel_count, 0)::bigint as cancel_count, coalesce(r.cancel_amount, 0)::bigint as cancel_amount,
      coalesce(r.return_count, 0)::bigint as return_count, coalesce(r.return_amount, 0)::bigint as return_amount
    from paid_sums p full join refund_sums r on r.key = p.key
    order by 1`);
  return figuresRows.parse(result).rows;
}

/** The same figures over the whole range (one row; orders and claims counted once however many sellers they span). */
export async function sumTotal(db: Db, range: StatsRange): Promise<FiguresRow> {
  const result = await db.execute(sql`
    with paid as (${paidParts(range)}), refunded as (${refundParts(range)})
    select null as key,
      (select count(distinct order_id) from paid)::bigint as order_count,
      (select coalesce(sum(amount), 0) from paid)::bigint as paid_amount,
      (select count(distinct claim_id) from refunded where kind = 'cancel')::bigint as cancel_count,
      (select coalesce(sum(amount), 0) from refunded where kind = 'cancel')::bigint as cancel_amount,
      (select count(distinct claim_id) from refunded where kind = 'return')::bigint as return_count,
      (select coalesce(sum(amount), 0) from refunded where kind = 'return')::bigint as return_amount`);
  return figuresRows.parse(result).rows[0]!;
}

const settlementLineRow = z.object({
  kind: z.enum(["paid", "cancel", "return"]),
  at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
  order_code: z.string(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  amount: money,
});
const settlementLineRows = z.object({ rows: z.array(settlementLineRow) });
const countRows = z.object({ rows: z.array(z.object({ total: count })) });

/**
 * The rows behind a month's settlement, newest first: an order's paid part per seller (its lines and shipping) and a
 * refund's part per seller (negative), paged.
 */
export async function findSettlementLines(db: Db, range: StatsRange, page: { limit: number; offset: number }) {
  const lines = sql`
    with paid as (${paidParts(range)}), refunded as (${refundParts(range)})
    select 'paid' as kind, at, order_code, seller_id, min(seller_name) as seller_name, sum(amount) as amount,
      order_id as ref
    from paid group by order_id, order_code, at, seller_id
    union all
    select kind, at, order_code, seller_id, min(seller_name), -sum(amount), claim_id
    from refunded group by claim_id, kind, order_code, at, seller_id`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select kind, at, order_code, seller_id, seller_name, amount::bigint as amount from (${lines}) as x
      order by at desc, ref desc, kind, seller_id
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as total from (${lines}) as x`),
  ]);
  return { rows: settlementLineRows.parse(rows).rows, total: countRows.parse(total).rows[0]?.total ?? 0 };
}

/** Every settlement line of the range (for the .xlsx), newest first. */
export async function findAllSettlementLines(db: Db, range: StatsRange) {
  return (await findSettlementLines(db, range, { limit: 1_000_000, offset: 0 })).rows;
}
