import { NUMERIC_MESSAGE, REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { z } from "zod";

// Every message zod writes is one a shopper reads (the errors plugin puts it in the 400's `message`), so the generic
// ones are the shop's own sentences, by issue kind and, for the common list fields, by field. A message a schema sets
// itself (the SPEC §5 rules) takes precedence over these: zod asks this map only when the schema has none.

type Issue = z.core.$ZodRawIssue;

const REQUIRED = REQUIRED_MESSAGE;
/** Shown when a value is of the wrong kind and no rule of its field says more. */
export const INVALID = "입력값이 올바르지 않습니다.";
const OUT_OF_RANGE = "입력 가능한 범위를 벗어났습니다.";

/** The last named field of the issue's path ("size" of ["blocks", 0, "size"]). */
function fieldOf(issue: Issue): string | undefined {
  const path = issue.path ?? [];
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] === "string") return path[i] as string;
  }
  return undefined;
}

function isMissing(issue: Issue): boolean {
  return (
    (issue.code === "invalid_type" || issue.code === "invalid_value") &&
    (issue.input === undefined || issue.input === null)
  );
}

/** The list fields every paged call shares: the same words whichever call a shopper or app sent them to. */
function listFieldMessage(field: string | undefined, issue: Issue): string | undefined {
  if (isMissing(issue)) return undefined;
  switch (field) {
    case "page":
      return "페이지 번호를 확인해 주세요.";
    case "size":
    case "limit":
      return issue.code === "too_big"
        ? `한 번에 ${issue.maximum}개까지 조회할 수 있습니다.`
        : "조회 개수를 확인해 주세요.";
    case "query":
    case "keyword":
      return issue.code === "too_big" ? `검색어는 ${issue.maximum}자 이내로 입력해 주세요.` : undefined;
    default:
      return undefined;
  }
}

function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (isMissing(issue)) return REQUIRED;
      // A number field sent letters ("abc" → NaN after coercion): SPEC §5's numeric message.
      if ((issue.expected === "number" || issue.expected === "int") && typeof issue.input !== "object") {
        return NUMERIC_MESSAGE;
      }
      return INVALID;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? REQUIRED : `${issue.minimum}자 이상 입력해 주세요.`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return Number(issue.minimum) <= 1 ? "하나 이상 선택해 주세요." : `${issue.minimum}개 이상 선택해 주세요.`;
      }
      return OUT_OF_RANGE;
    case "too_big":
      if (issue.origin === "string") return `${issue.maximum}자 이내로 입력해 주세요.`;
      if (issue.origin === "array" || issue.origin === "set") return `${issue.maximum}개까지 선택할 수 있습니다.`;
      return OUT_OF_RANGE;
    case "invalid_format":
      return "입력 형식이 올바르지 않습니다.";
    case "invalid_value":
      return "선택할 수 없는 값입니다.";
    case "unrecognized_keys":
      return "알 수 없는 항목이 포함되어 있습니다.";
    default:
      return INVALID;
  }
}

z.config({ customError: (issue) => listFieldMessage(fieldOf(issue), issue) ?? issueMessage(issue) });
