import { useEffect } from "react";
import { useAlert } from "../../components/ui/alert-modal";
import type { ItemActionData } from "./item-action-data";

/** Shows the alert an action answered with, once per answer (a fetcher's data is a new object each time). */
export function useAnswerAlert(answer: ItemActionData | undefined): void {
  const { alert } = useAlert();
  useEffect(() => {
    if (answer?.alert) void alert(answer.alert);
  }, [answer, alert]);
}
