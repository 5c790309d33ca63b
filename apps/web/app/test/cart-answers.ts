import type { Cart, CartLineView } from "@shop/contracts/cart";

/** A cart line as GET /api/cart lists it: 한돈 안심 of seller 10000003 by fresh logistics, one, selected. */
export function cartLine(cartId: number, overrides: Partial<CartLineView> = {}): CartLineView {
  return {
    cartId,
    itemId: 3,
    itemUserCode: "G0000003",
    itemName: `한돈 안심 ${cartId}`,
    optionId: cartId * 10,
    optionName: "500g",
    imageSrc: "",
    unitPrice: 6_700,
    salePrice: 6_700,
    specialSalePrice: 0,
    amount: 6_700,
    quantity: 1,
    stock: 50,
    soldOut: false,
    displayed: true,
    buyable: true,
    selected: true,
    sellerId: 10_000_003,
    sellerName: "제주흑돼지농장",
    brandName: "제주흑돼지",
    deliveryType: 1,
    shippingPaymentType: 1,
    ...overrides,
  };
}

/**
 * GET /api/cart's answer for lines of one seller's fresh-logistics box, as the API groups them (one item group per
 * line for simplicity); the money counts the selected lines, with the seller's 4,000원 fee below 50,000원.
 */
export function cartAnswer(lines: CartLineView[]): Cart {
  const selected = lines.filter((line) => line.selected);
  const price = selected.reduce((sum, line) => sum + line.amount, 0);
  const shipping = price > 0 && price < 50_000 ? 4_000 : 0;
  const ids = lines.map((line) => line.cartId);
  const buyItems = lines.map((line) => ({
    cartId: line.cartId,
    itemId: line.itemId,
    optionId: line.optionId,
    sellerId: line.sellerId,
    seller: { sellerId: line.sellerId, sellerName: line.sellerName, brandName: line.brandName },
    deliveryType: line.deliveryType,
    itemPrice: { saleAmount: line.salePrice * line.quantity, specialSaleAmount: line.amount, quantity: line.quantity },
    selected: line.selected,
    showDiscountTooltip: false,
    showCoupon: line.buyable,
  }));
  const itemGroups = lines.map((line, index) => ({
    itemId: line.itemId,
    itemUserCode: line.itemUserCode,
    itemName: line.itemName,
    imageSrc: line.imageSrc,
    boxKey: "1-10000003",
    sellerId: line.sellerId,
    deliveryType: line.deliveryType,
    singleShipping: lines.length === 1,
    shippingPaymentType: line.shippingPaymentType,
    realShipping: shipping,
    price: line.selected ? line.amount : 0,
    quantity: line.selected ? line.quantity : 0,
    buyItems: [buyItems[index]!],
  }));
  return {
    list: lines,
    orderPrice: {
      totalItemPrice: price,
      totalShippingAmount: shipping,
      totalDiscountAmount: 0,
      orderPayAmount: price + shipping,
      credit: { amount: 0, accounts: [], orderStatusAmount: 0, erpErrorMessage: "" },
    },
    itemGroups,
    buyItems,
    shippingGroups: [
      {
        deliveryType: 1,
        title: "신선물류 배송",
        sellerId: 90_000_000,
        price,
        shipping,
        onDeliveryShipping: 0,
        quantity: selected.length,
        display: selected.length > 0,
        selectAll: selected.length === lines.length,
        allCartIds: ids,
        notice: null,
        brands: [
          {
            boxKey: "1-10000003",
            deliveryType: 1,
            sellerId: 10_000_003,
            sellerName: "제주흑돼지농장",
            price,
            quantity: selected.length,
            shippingPaymentType: 1,
            shippingFee: 4_000,
            freeShippingThreshold: 50_000,
            realShipping: shipping,
            shipping,
            onDeliveryShipping: 0,
            amountToFreeShipping: shipping > 0 ? 50_000 - price : 0,
            notice: "제주흑돼지농장에서 판매하는 상품으로, 주문·품질·교환·환불의 책임은 판매자에게 있습니다.",
            selectAll: selected.length === lines.length,
            allCartIds: ids,
            itemGroups,
          },
        ],
      },
    ],
    selectedItems: selected.map((line) => line.cartId),
    orderQuote: null,
    displayNaverPayFlag: selected.length > 0,
  };
}
