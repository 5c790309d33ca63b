// Price arithmetic shown on item cards, detail pages and the pre-cart (SPEC §3, §5).
// Money is integer won throughout.

/** What the shopper pays now: the special price when it undercuts the sale price, else the sale price. */
export function presentPrice(salePrice: number, specialSalePrice: number): number {
  return specialSalePrice > 0 && specialSalePrice < salePrice ? specialSalePrice : salePrice;
}

/** floor((original − price) / original × 100); 0 when there is nothing to discount. */
export function discountRate(originalPrice: number, price: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  // Integer arithmetic: (a − b) * 100 / a in floats can land just below a whole number.
  return Math.floor(((originalPrice - price) * 100) / originalPrice);
}

/**
 * The pre-cart rate (SPEC §5): sale price against special price, 0 when the price is 0 or less
 * or the special price is 0 or the same as the price.
 */
export function preCartDiscountRate(item: { salePrice: number; specialSalePrice: number }): number {
  const { salePrice, specialSalePrice } = item;
  if (salePrice <= 0 || specialSalePrice <= 0 || specialSalePrice === salePrice) return 0;
  return discountRate(salePrice, specialSalePrice);
}

/** Won per 100 g, rounded to the nearest won; 0 for an item without a weight. */
export function unitPricePer100g(price: number, weightGrams: number): number {
  if (weightGrams <= 0) return 0;
  return Math.round((price * 100) / weightGrams);
}
