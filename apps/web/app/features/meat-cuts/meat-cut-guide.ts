import type { MeatCutList } from "@shop/contracts/system-code";

export type MeatCutKind = MeatCutList["list"][number];

/** The kind a guide shows: the one `?livestock=` names, else the first (an unknown code is no error, just ignored). */
export function pickMeatCutKind(list: readonly MeatCutKind[], requested: string | null): MeatCutKind | null {
  return list.find((kind) => kind.livestock === requested) ?? list[0] ?? null;
}
