// The shopper-facing wording of SPEC §5, character for character (spacing differs between rules on purpose:
// "입력해주세요." and "입력해 주세요." both appear in the SPEC and are kept as written).

export const REQUIRED_MESSAGE = "필수 입력 항목입니다.";
export const EMAIL_MESSAGE = "이메일을 정확히 입력해 주세요.";
export const EMAIL_ALTERNATE_MESSAGE = "이메일 주소를 정확히 입력해 주십시오.";
// SPEC §5 says only that each part has its own Hangul message; these two follow the alternate message's style.
export const EMAIL_LOCAL_HANGUL_MESSAGE = "이메일 아이디에는 한글을 사용할 수 없습니다.";
export const EMAIL_DOMAIN_HANGUL_MESSAGE = "이메일 도메인에는 한글을 사용할 수 없습니다.";
export const ALPHA_NUM_MESSAGE = "영문+숫자 조합으로 입력해 주세요.";
export const NUMERIC_MESSAGE = "숫자로만 입력해 주세요.";
export const PASSWORD_CONFIRM_MESSAGE = "비밀번호가 일치하지 않습니다.";
export const LOGIN_ID_MESSAGE = "4~16자 이내 영문 소문자, 숫자로 입력해 주세요.";
export const BUSINESS_NUMBER_MESSAGE = "사업자등록번호를 '-'없이 정확히 입력해주세요.";
export const PASSWORD_REPEAT_MESSAGE = "3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.";
export const PASSWORD_COMPOSITION_MESSAGE = "영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.";
// Says 4자리 although the rule rejects runs of 3: SPEC §5 gives both, the condition wins and the wording stays.
export const PASSWORD_SEQUENCE_MESSAGE = "비밀번호에 4자리 이상 연속된 문자는 사용할 수 없습니다.";
export const PHONE_NUMBER_MESSAGE = "휴대폰번호를 숫자로만 입력해주세요.";
export const KOREAN_MESSAGE = "한글로만 입력해 주세요.";
export const TEL_MESSAGE = "정확히 입력해 주세요.";
export const LAST_PHONE_MESSAGE = "7~8자리의 숫자만 입력해 주세요.";
export const DATE_MESSAGE = "날짜 형식을 YYYYMMDD 형태로 정확히 입력해 주세요.";
// SPEC §5 asks only that the message state the rule.
export const ID_MESSAGE =
  "아이디는 영문 소문자로 시작하는 6~30자의 영문 소문자, 숫자, 특수문자(@ - _ .)로 입력해 주세요.";
export const PARTNER_PASSWORD_MESSAGE = "비밀번호는 영문/숫자/특수문자를 혼합하여 8자 이상 20자 이하로 입력하세요.";
export const WISHLIST_LOGIN_REQUIRED_MESSAGE = "로그인 후 등록이 가능합니다.";

/** "2~20자 이내로 입력해 주세요." */
export function minmaxMessage(min: number, max: number): string {
  return `${min}~${max}자 이내로 입력해 주세요.`;
}

/** "50자리 이내로 입력해 주세요." */
export function maxMessage(length: number): string {
  return `${length}자리 이내로 입력해 주세요.`;
}

/** "6자리로 입력해 주세요." */
export function digitsMessage(length: number): string {
  return `${length}자리로 입력해 주세요.`;
}

/** "이름에는 이모티콘을 추가할 수 없습니다." — 에는 does not change with the label's last syllable. */
export function emojiMessage(label: string): string {
  return `${label}에는 이모티콘을 추가할 수 없습니다.`;
}

/** "200자를 초과 할 수 없습니다." (the space in "초과 할" is SPEC §5's). */
export function textLimitMessage(limit: number): string {
  return `${limit}자를 초과 할 수 없습니다.`;
}
