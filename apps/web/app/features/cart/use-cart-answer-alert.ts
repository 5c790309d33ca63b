import { useEffect } from "react";
import { useAlert } from "../../components/ui/alert-modal";
import type { CartActionData } from "./cart-action-data";

/** Shows a cart form's refusal (the API's SPEC §8 message) in the alert modal, once per answer. */
export function useCartAnswerAlert(answer: CartActionData | undefined): void {
  const { alert } = useAlert();
  useEffect(() => {
    if (answer?.formError) void alert(answer.formError);
  }, [answer, alert]);
}
