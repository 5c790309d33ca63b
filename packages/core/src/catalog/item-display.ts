// The display hints of an item page (SPEC §3): the benefit breakdown under the selling price,
// the unit price note, grade badges and delivery-type names. Money is integer won.

import { formatWon } from "../format/number.js";
import { discountRate, preCartDiscountRate, presentPrice, unitPricePer100g } from "./pricing.js";

/** Which price the shopper pays: the special price, the sale price below the consumer price, or the plain price. */
export type PriceBenefitType = "special" | "sale" | "none";

export interface PriceBenefit {
  type: PriceBenefitType;
  /** 특가, 할인가, or '' when nothing is discounted. */
  label: string;
  consumerPrice: number;
  salePrice: number;
  specialSalePrice: number;
  presentPrice: number;
  /** Consumer price − sale price (never negative). */
  saleDiscountAmount: number;
  /** Sale price − present price: what the special price adds (never negative). */
  specialDiscountAmount: number;
  /** Consumer price − present price: what the shopper saves in all (never negative). */
  savedAmount: number;
  /** floor((consumer − present) / consumer × 100). */
  discountRate: number;
  /** The special price against the sale price, by the pre-cart rule of SPEC §5. */
  specialDiscountRate: number;
}

/** The selling price with its breakdown: consumer → sale → special, each step's saving. */
export function priceBenefit(consumerPrice: number, salePrice: number, specialSalePrice: number): PriceBenefit {
  const present = presentPrice(salePrice, specialSalePrice);
  const type: PriceBenefitType = present < salePrice ? "special" : present < consumerPrice ? "sale" : "none";
  return {
    type,
    label: type === "special" ? "특가" : type === "sale" ? "할인가" : "",
    consumerPrice,
    salePrice,
    specialSalePrice,
    presentPrice: present,
    saleDiscountAmount: Math.max(0, consumerPrice - salePrice),
    specialDiscountAmount: Math.max(0, salePrice - present),
    savedAmount: Math.max(0, consumerPrice - present),
    discountRate: discountRate(consumerPrice, present),
    specialDiscountRate: preCartDiscountRate({ salePrice, specialSalePrice }),
  };
}

/** "100g당 1,920원"; '' for an item without a weight. */
export function unitPriceNote(price: number, weightGrams: number): string {
  if (weightGrams <= 0) return "";
  return `100g당 ${formatWon(unitPricePer100g(price, weightGrams))}`;
}

export interface GradeBadge {
  /** The grade as stored: 1++, 1+, 1, 2. */
  code: string;
  /** "1++등급". */
  label: string;
  description: string;
}

// 축산물품질평가원's quality grades; beef by marbling, pork by meat and fat quality.
const BEEF_GRADE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "1++": "근내지방도(마블링)가 가장 우수한 최고 등급",
  "1+": "근내지방도와 육색이 우수한 상위 등급",
  "1": "육질이 좋은 등급",
  "2": "육질이 보통인 등급",
  "3": "육질이 낮은 등급",
};
const PORK_GRADE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "1+": "육질과 지방 분포가 가장 우수한 등급",
  "1": "육질과 지방 분포가 우수한 등급",
  "2": "육질이 보통인 등급",
};

/** Livestock whose grade is a beef quality grade; pork grades read differently. */
const BEEF_LIVESTOCK = new Set(["hanwoo", "imported"]);

/** The grade badges of an item: none without a grade. */
export function gradeBadges(livestock: string, grade: string): GradeBadge[] {
  if (grade === "") return [];
  const descriptions = BEEF_LIVESTOCK.has(livestock) ? BEEF_GRADE_DESCRIPTIONS : PORK_GRADE_DESCRIPTIONS;
  return [{ code: grade, label: `${grade}등급`, description: descriptions[grade] ?? "" }];
}

/** SPEC §1: 1 is fresh logistics (split per seller), 2 is individual delivery. */
export const DELIVERY_TYPE_NAMES: Readonly<Record<1 | 2, string>> = { 1: "신선물류배송", 2: "개별배송" };

// 근내지방도 (BMS No. 1–9) each beef quality grade covers.
const MARBLING_SCORES: Readonly<Record<string, readonly [number, number]>> = {
  "1++": [7, 9],
  "1+": [6, 6],
  "1": [4, 5],
  "2": [2, 3],
  "3": [1, 1],
};

/**
 * The 근내지방도 (1–9) of a graded beef carcass, picked inside its grade's range by `seed`
 * (the same carcass, the same score); null for a grade without one.
 */
export function marblingScore(grade: string, seed: number): number | null {
  const range = MARBLING_SCORES[grade];
  if (!range) return null;
  return range[0] + (Math.abs(Math.trunc(seed)) % (range[1] - range[0] + 1));
}
