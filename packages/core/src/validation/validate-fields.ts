/** A rule as a form or request body applies it: the field's value, plus every value for cross-field rules. */
export type FieldRule = (value: unknown, values: Readonly<Record<string, unknown>>) => string | null;

/** The rules of each field, applied in the order given. */
export type FieldRules = Readonly<Record<string, readonly FieldRule[]>>;

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failing field with the message of its first failing rule, in the order the fields are listed, so a form
 * marks all wrong inputs at once and the API's 400 lists them all; a field shows one message, as under an input.
 */
export function validateFields(values: Readonly<Record<string, unknown>>, rules: FieldRules): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const message = rule(values[field], values);
      if (message !== null) {
        errors.push({ field, message });
        break;
      }
    }
  }
  return errors;
}
