import type { PrivateOrderItem, PrivateOrderPage } from "@shop/contracts/designated-order";

// The private-order page as the API answers it, for this feature's tests.

export const DESIGNATED_BOX: PrivateOrderItem = {
  itemId: 7,
  itemUserCode: "G0000007",
  itemName: "1++ 한우 등심 1kg",
  brand: "농협 한우",
  imageSrc: "https://img.example.com/G0000007.svg",
  weightGrams: 1000,
  minOrderQuantity: 10,
  unit: "박스",
  note: "주 2회(화·금) 정기 출고",
  shopPrice: 60_000,
  designatedPrice: 52_800,
  validUntil: null,
  options: [
    { optionId: 71, optionName: "1kg", shopPrice: 60_000, designatedPrice: 52_800, stock: 300, soldOut: false },
    {
      optionId: 72,
      optionName: "2kg (1kg × 2팩)",
      shopPrice: 117_000,
      designatedPrice: 102_960,
      stock: 12,
      soldOut: false,
    },
  ],
};

export const DESIGNATED_PACK: PrivateOrderItem = {
  itemId: 9,
  itemUserCode: "G0000009",
  itemName: "한돈 삼겹살 2kg",
  brand: "도드람",
  imageSrc: "https://img.example.com/G0000009.svg",
  weightGrams: 2000,
  minOrderQuantity: 5,
  unit: "팩",
  note: "",
  shopPrice: 40_000,
  designatedPrice: 36_000,
  validUntil: "2027-03-31T14:59:59.000Z",
  options: [
    { optionId: 91, optionName: "2kg", shopPrice: 40_000, designatedPrice: 36_000, stock: 100, soldOut: false },
  ],
};

export const PRIVATE_ORDER_PAGE: PrivateOrderPage = {
  buyer: { companyName: "(주)한우마을식자재", businessNumber: "2208805266" },
  list: [DESIGNATED_BOX, DESIGNATED_PACK],
};
