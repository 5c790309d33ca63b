import type { AdminRoulette, AdminRouletteBody } from "@shop/contracts/admin-roulette";
import type { RoulettePrizeKind } from "@shop/core/roulette/roulette-draw";
import type { RouletteLimit } from "@shop/core/roulette/roulette-limit";
import { formatKoreaMinute } from "@shop/core/site/korea-time";

// The roulette form's values as typed (text), from a saved event, a new one or a posted form; and the API's body
// from a posted form (docs/decisions/054). The API checks the body and answers its Korean messages.

export interface PrizeFormValues {
  prizeId: string;
  kind: RoulettePrizeKind;
  label: string;
  couponId: string;
  points: string;
  weight: string;
  stock: string;
  /** Copies won already (a saved prize): its total cannot go under it. */
  granted: number;
}

export interface RouletteFormValues {
  title: string;
  subTitle: string;
  notices: string;
  limitRule: RouletteLimit;
  /** "YYYY-MM-DDTHH:mm" as a datetime-local input holds it (Korea time). */
  startAt: string;
  endAt: string;
  visible: boolean;
  prizes: PrizeFormValues[];
}

const PRIZE_FIELDS = ["prizeId", "kind", "label", "couponId", "points", "weight", "stock"] as const;
const KINDS: readonly RoulettePrizeKind[] = ["coupon", "points", "nothing"];
const DAY_MS = 86_400_000;

const toInput = (minute: string) => minute.replace(" ", "T");
const fromInput = (value: string) => value.trim().replace("T", " ");

export function blankPrize(kind: RoulettePrizeKind = "points"): PrizeFormValues {
  return { prizeId: "", kind, label: "", couponId: "", points: "", weight: "", stock: "", granted: 0 };
}

/** A new event: from this minute for 30 days, once a day, one prize to fill in. */
export function newRouletteValues(now = new Date()): RouletteFormValues {
  return {
    title: "",
    subTitle: "",
    notices: "",
    limitRule: "daily",
    startAt: toInput(formatKoreaMinute(now)),
    endAt: toInput(formatKoreaMinute(new Date(now.getTime() + 30 * DAY_MS))),
    visible: true,
    prizes: [blankPrize()],
  };
}

export function savedRouletteValues(roulette: AdminRoulette): RouletteFormValues {
  return {
    title: roulette.title,
    subTitle: roulette.subTitle,
    notices: roulette.notices,
    limitRule: roulette.limitRule,
    startAt: toInput(roulette.startAt),
    endAt: toInput(roulette.endAt),
    visible: roulette.visible,
    prizes: roulette.prizes.map((prize) => ({
      prizeId: String(prize.prizeId),
      kind: prize.kind,
      label: prize.label,
      couponId: prize.couponId === null ? "" : String(prize.couponId),
      points: prize.points > 0 ? String(prize.points) : "",
      weight: String(prize.weight),
      stock: prize.stock === null ? "" : String(prize.stock),
      granted: prize.granted,
    })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The values as posted (each prize row sends every field, in order), to show again beside the API's refusal. */
export function postedRouletteValues(form: FormData): RouletteFormValues {
  const columns = Object.fromEntries(
    PRIZE_FIELDS.map((name) => [
      name,
      form.getAll(name).map((value) => (typeof value === "string" ? value.trim() : "")),
    ]),
  ) as Record<(typeof PRIZE_FIELDS)[number], string[]>;
  const granted = form.getAll("granted").map((value) => Number(value) || 0);
  return {
    title: text(form, "title"),
    subTitle: text(form, "subTitle"),
    notices: text(form, "notices"),
    limitRule: text(form, "limitRule") === "event" ? "event" : "daily",
    startAt: text(form, "startAt"),
    endAt: text(form, "endAt"),
    visible: form.get("visible") !== null,
    prizes: columns.kind.map((kind, index) => ({
      prizeId: columns.prizeId[index] ?? "",
      kind: KINDS.includes(kind as RoulettePrizeKind) ? (kind as RoulettePrizeKind) : "nothing",
      label: columns.label[index] ?? "",
      couponId: columns.couponId[index] ?? "",
      points: columns.points[index] ?? "",
      weight: columns.weight[index] ?? "",
      stock: columns.stock[index] ?? "",
      granted: granted[index] ?? 0,
    })),
  };
}

/** A typed number, or NaN for text that is not one (the API answers its message; JSON sends NaN as null). */
const numberOf = (value: string) => (value === "" ? Number.NaN : Number(value.replaceAll(",", "")));

/** The API's body from the typed values: a blank stock is no limit, a kind's other fields are left out. */
export function rouletteBodyOf(values: RouletteFormValues): AdminRouletteBody {
  return {
    title: values.title,
    subTitle: values.subTitle,
    notices: values.notices,
    limitRule: values.limitRule,
    startAt: fromInput(values.startAt),
    endAt: fromInput(values.endAt),
    visible: values.visible,
    prizes: values.prizes.map((prize) => ({
      ...(prize.prizeId ? { prizeId: Number(prize.prizeId) } : {}),
      kind: prize.kind,
      label: prize.label,
      couponId: prize.kind === "coupon" && prize.couponId ? Number(prize.couponId) : null,
      points: prize.kind === "points" ? numberOf(prize.points) : 0,
      weight: numberOf(prize.weight),
      stock: prize.stock === "" ? null : numberOf(prize.stock),
    })),
  };
}
