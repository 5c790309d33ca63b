import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAlert } from "../../components/ui/alert-modal";
import { CART_PATH } from "../../lib/checkout-links";
import type { ItemActionData } from "./item-action-data";

export const CART_ADDED_MESSAGE = "장바구니에 담았습니다.";

/** After 장바구니: the confirmation, with 장바구니 보기 to go to the cart or 계속 쇼핑하기 to stay (once per answer). */
export function useCartAdded(answer: ItemActionData | undefined): void {
  const { confirm } = useAlert();
  const navigate = useNavigate();
  useEffect(() => {
    if (!answer?.added) return;
    void confirm(CART_ADDED_MESSAGE, { okLabel: "장바구니 보기", cancelLabel: "계속 쇼핑하기" }).then((go) => {
      if (go) navigate(CART_PATH);
    });
  }, [answer, confirm, navigate]);
}
