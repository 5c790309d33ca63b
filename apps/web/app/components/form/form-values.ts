import { type FieldRules, validateFields } from "@shop/core/validation/validate-fields";

/** A form's fields as the core rules read them: text as typed, checkboxes as true/false. */
export type FormValues = Record<string, string | boolean>;

/** A form's rules plus which of its fields are checkboxes (absent from FormData when unticked). */
export interface FormSpec {
  rules: FieldRules;
  checkboxes?: readonly string[];
}

/** Field name → the message shown under it. */
export type FieldErrors = Record<string, string>;

/**
 * Reads the fields a spec names from posted or in-page form data. A ticked checkbox posts any value ("on", "Y"),
 * an unticked one posts nothing; text fields are trimmed except passwords, where spaces are the shopper's choice
 * and a rule refuses them.
 */
export function readFormValues(form: FormData, spec: FormSpec, extra: readonly string[] = []): FormValues {
  const values: FormValues = {};
  const checkboxes = new Set(spec.checkboxes ?? []);
  for (const name of [...Object.keys(spec.rules), ...(spec.checkboxes ?? []), ...extra]) {
    if (checkboxes.has(name)) {
      values[name] = form.has(name);
      continue;
    }
    const raw = form.get(name);
    const text = typeof raw === "string" ? raw : "";
    values[name] = /password/i.test(name) ? text : text.trim();
  }
  return values;
}

/** Every failing field with its first message, keyed for the form. */
export function validateFormValues(values: FormValues, spec: FormSpec): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of validateFields(values, spec.rules)) errors[field] = message;
  return errors;
}

/** The value of a text field, "" for a checkbox or a missing one. */
export function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
