import { type ChangeEvent, type FocusEvent, type FormEvent, useCallback, useEffect, useState } from "react";
import { type FieldErrors, type FormSpec, readFormValues, validateFormValues } from "./form-values";

function fieldName(target: EventTarget): string | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
    ? target.name || null
    : null;
}

/**
 * Live messages under each field with the same core rules the action runs (DESIGN.md: forms validate with the
 * core rules and work without JavaScript). A field is checked once the shopper has typed in it or left it; every
 * touched field is re-checked on each change, so "비밀번호가 일치하지 않습니다." clears when either password is fixed.
 * The server's messages show until the field is touched again; a new server answer shows its messages afresh.
 */
export function useLiveValidation(spec: FormSpec, serverErrors: FieldErrors | undefined) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer object from the action resets the view
  useEffect(() => {
    setTouched(new Set());
    setClientErrors({});
  }, [serverErrors]);

  const check = useCallback(
    (form: HTMLFormElement, nextTouched: ReadonlySet<string>) => {
      setTouched(nextTouched);
      setClientErrors(validateFormValues(readFormValues(new FormData(form), spec), spec));
    },
    [spec],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name || !(name in spec.rules)) return;
      check(event.currentTarget, new Set(touched).add(name));
    },
    [check, spec, touched],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name || !(name in spec.rules) || touched.has(name)) return;
      // A message the server gave for an untouched value (say, an id already taken) stays until it is edited.
      if (serverErrors?.[name]) return;
      check(event.currentTarget, new Set(touched).add(name));
    },
    [check, spec, touched, serverErrors],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // Side buttons of a form (send a code, check an id) carry formNoValidate: they need only their own field.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
      const form = event.currentTarget;
      const errors = validateFormValues(readFormValues(new FormData(form), spec), spec);
      const failing = Object.keys(errors);
      if (failing.length === 0) return;
      event.preventDefault();
      setTouched(new Set(Object.keys(spec.rules)));
      setClientErrors(errors);
      const first = form.querySelector<HTMLElement>(failing.map((name) => `[name="${CSS.escape(name)}"]`).join(","));
      first?.focus();
    },
    [spec],
  );

  const errorOf = useCallback(
    (name: string): string | undefined => (touched.has(name) ? clientErrors[name] : serverErrors?.[name]),
    [touched, clientErrors, serverErrors],
  );

  return { formProps: { onChange, onBlur, onSubmit, noValidate: true }, errorOf };
}
