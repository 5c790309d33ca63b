import type { FormEvent } from "react";
import { type SubmitOptions, useSubmit } from "react-router";
import { useAlert } from "../ui/alert-modal";

/**
 * A form whose post asks first (삭제, 구매확정 …): with script the shop's confirm opens and only 확인 posts the form
 * (its fields as they are); without script the form posts at once and the action does the same thing. Answers the
 * form's onSubmit.
 */
export function useConfirmedSubmit(question: string, okLabel: string, options: Omit<SubmitOptions, "method"> = {}) {
  const { confirm } = useAlert();
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void confirm(question, { okLabel }).then((confirmed) => {
      if (confirmed) void submit(data, { ...options, method: "post" });
    });
  };
}
