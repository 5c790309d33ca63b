// A content page's form, declared once: the page renders these fields (content-ui.tsx ContentFields) and its action
// builds the API's body from the same list (content-action.server.ts bodyOf), so a field is named in one place.

interface FieldBase<Name extends string> {
  /** The form control's name, the body's key and the key of the API's message for it. */
  name: Name;
  label: string;
  hint?: string;
  /** Spans the form's width. */
  wide?: boolean;
}

/** Text as typed (trimmed); `fallback` is only what a new record's form starts with. */
export interface TextField<Name extends string = string> extends FieldBase<Name> {
  kind: "text";
  type?: "date";
  max?: number;
  required?: boolean;
  fallback?: string;
  /** Always starts empty, whatever the record holds (a new version's number and date). */
  blank?: boolean;
  placeholder?: string;
  /** The id of a list of suggestions (ContentFields' `suggestions` for this field). */
  listId?: string;
}

export interface TextareaField<Name extends string = string> extends FieldBase<Name> {
  kind: "textarea";
  max: number;
  required?: boolean;
  rows?: number;
}

/** A whole number from 0; an empty box sends `fallback`. */
export interface NumberField<Name extends string = string> extends FieldBase<Name> {
  kind: "number";
  fallback: number;
  max?: number;
}

/** A colour; an empty value sends `fallback`. */
export interface ColorField<Name extends string = string> extends FieldBase<Name> {
  kind: "color";
  fallback: string;
}

/** One of `options`; anything else sends `fallback`. */
export interface SelectField<Name extends string = string> extends FieldBase<Name> {
  kind: "select";
  options: readonly { value: string; label: string }[];
  fallback: string;
}

/** A checkbox: true when ticked. */
export interface CheckField<Name extends string = string> extends FieldBase<Name> {
  kind: "check";
  fallback: boolean;
}

export type ContentField<Name extends string = string> =
  | TextField<Name>
  | TextareaField<Name>
  | NumberField<Name>
  | ColorField<Name>
  | SelectField<Name>
  | CheckField<Name>;

const OPEN_MINUTE_HINT = "한국 시각 'YYYY-MM-DD HH:mm', 비우면 기한 없음";

/** The 시작/종료 of a record shown for a while (Korea minutes, either left empty for open-ended). */
export const PERIOD_FIELDS: readonly ContentField<"startAt" | "endAt">[] = [
  { kind: "text", name: "startAt", label: "시작", hint: OPEN_MINUTE_HINT, placeholder: "2026-12-01 09:00" },
  { kind: "text", name: "endAt", label: "종료", hint: OPEN_MINUTE_HINT, placeholder: "2026-12-31 23:59" },
];

/** The hint of a link or a picture's address. */
export const LINK_HINT = "'/'로 시작하는 쇼핑몰 주소나 http(s) 주소";
