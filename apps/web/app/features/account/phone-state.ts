/** Where a phone verification stands, as the action answers it and the form shows it. */
export interface PhoneState {
  phoneNumber: string;
  /** Epoch ms when the code sent last stops working; null before one is sent. */
  expiresAt: number | null;
  /** The proof from check-auth-number, posted with the form as `phoneVerificationToken`. */
  verificationToken: string | null;
  /** Good news to show (인증번호가 발송되었습니다. …). */
  message: string | null;
  /** Why the last step failed, shown under the field it concerns. */
  phoneError: string | null;
  authNumberError: string | null;
}

export const PHONE_CODE_SENT_MESSAGE = "인증번호가 발송되었습니다. 5분 이내에 입력해 주세요.";
export const PHONE_VERIFIED_MESSAGE = "휴대폰 인증이 완료되었습니다.";
/** The form is sent before the phone is verified. */
export const PHONE_VERIFICATION_NEEDED_MESSAGE = "휴대폰 인증을 완료해 주세요.";

export function emptyPhoneState(phoneNumber = ""): PhoneState {
  return {
    phoneNumber,
    expiresAt: null,
    verificationToken: null,
    message: null,
    phoneError: null,
    authNumberError: null,
  };
}
