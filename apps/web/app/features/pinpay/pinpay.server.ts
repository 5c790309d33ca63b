import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PIN_PAY_MESSAGES, type PinPayInfo } from "@shop/contracts/pin-pay";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { PINPAY_FIELDS, PINPAY_INTENTS, PINPAY_PATHS, safeReturnPath } from "../../lib/pinpay-links";
import { commitShopperSession } from "../../lib/session.server";

/**
 * Where the SMS route of a password reset stands: a code sent to the member's phone (shown masked) until
 * `expiresAt` (epoch ms), then the proof the right code gave, posted with the new password.
 */
export interface PinPayResetState {
  phoneNumber: string;
  expiresAt: number;
  verificationToken: string | null;
  message: string;
}

/** What the quick-pay pages' actions answer: the form kit's messages, and the SMS reset's step. */
export interface PinPayActionData extends FormActionData {
  reset?: PinPayResetState;
}

const kit = formAnswers<PinPayActionData>({});

/** The member's quick pay, or the login page for a guest (every quick-pay page is a member's). */
export async function loadPinPay(request: Request, context: AppLoadContext): Promise<PinPayInfo> {
  await requireUser(request);
  return callApi(context, apiEndpoints.pinPay, { request });
}

/**
 * 간편결제 관리: the member's quick pay and whether they have a login password — a member who joined by Naver or
 * Kakao has none, so the SMS code is their one way to reset a forgotten or locked payment password.
 */
export async function loadPinPayManage(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const [info, me] = await Promise.all([
    callApi(context, apiEndpoints.pinPay, { request }),
    callApi(context, apiEndpoints.myProfile, { request }),
  ]);
  return { info, hasPassword: me.hasPassword };
}

export const PIN_PAY_RESET_VERIFIED_MESSAGE = "휴대폰 인증이 완료되었습니다. 새 결제 비밀번호를 입력해 주세요.";

/** The SMS reset's step as the posted form carries it (hidden fields), so a refusal keeps the member where they were. */
function resetStateOf(form: FormData): PinPayResetState | undefined {
  const phoneNumber = text(form, "resetPhone");
  const expiresAt = Number(text(form, "resetExpiresAt"));
  if (!phoneNumber || !Number.isFinite(expiresAt) || expiresAt <= 0) return undefined;
  const verificationToken = text(form, "phoneVerificationToken") || null;
  const message = verificationToken ? PIN_PAY_RESET_VERIFIED_MESSAGE : sentMessage(phoneNumber);
  return { phoneNumber, expiresAt, verificationToken, message };
}

const sentMessage = (phoneNumber: string) => `${phoneNumber}(으)로 인증번호를 보냈습니다. 5분 이내에 입력해 주세요.`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The API's field names of each form, for messages under the fields. */
const FORM_FIELDS = {
  enrol: ["birthDate", "password", "passwordConfirm", "agree"],
  card: ["cardNo", "expMonth", "expYear", "idNo", "cardPw", "alias"],
  password: ["currentPassword", "loginPassword", "password", "passwordConfirm"],
  resetCode: ["authNumber"],
} as const;

/**
 * The quick-pay forms (SPEC §2 /pinpay/payu/… and /mypage/pinpay): enrol, register a card, remove one or all, change
 * the payment password, leave. Each calls its API call; done, the member is told so (an alert after the redirect)
 * and sent to `return` when it is a path of this shop, else to `fallback`; refused, the API's Korean messages show
 * under the fields.
 */
export async function pinPayAction(request: Request, context: AppLoadContext, fallback: string) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);
  const next = safeReturnPath(text(form, PINPAY_FIELDS.returnTo)) ?? fallback;
  let done: string;
  try {
    switch (intent) {
      case PINPAY_INTENTS.enrol:
        if (form.get("agree") !== "on") {
          return kit.invalid({ fieldErrors: { agree: PIN_PAY_MESSAGES.agree } });
        }
        await callApi(context, apiEndpoints.pinPayUpdateUserKey, {
          request,
          body: {
            agree: true,
            birthDate: text(form, "birthDate"),
            password: text(form, "password"),
            passwordConfirm: text(form, "passwordConfirm"),
          },
        });
        done = "간편결제에 가입되었습니다. 결제에 사용할 카드를 등록해 주세요.";
        break;
      case PINPAY_INTENTS.registerCard:
        await callApi(context, apiEndpoints.pinPayRegisterCard, {
          request,
          body: {
            cardNo: text(form, "cardNo"),
            expMonth: text(form, "expMonth"),
            expYear: text(form, "expYear"),
            idNo: text(form, "idNo"),
            cardPw: text(form, "cardPw"),
            ...(text(form, "alias") ? { alias: text(form, "alias") } : {}),
          },
        });
        done = "카드가 등록되었습니다.";
        break;
      case PINPAY_INTENTS.removeCard:
        await callApi(context, apiEndpoints.pinPayRemovePayKey, {
          request,
          body: { payKeyId: Number(text(form, "payKeyId")) },
        });
        done = "카드가 삭제되었습니다.";
        break;
      case PINPAY_INTENTS.removeAll:
        await callApi(context, apiEndpoints.pinPayDelete, { request });
        done = "등록된 카드를 모두 삭제했습니다.";
        break;
      case PINPAY_INTENTS.leave:
        await callApi(context, apiEndpoints.pinPayRemoveUserKey, { request });
        done = "간편결제를 해지했습니다. 등록된 카드 정보도 모두 삭제되었습니다.";
        break;
      case PINPAY_INTENTS.sendResetCode: {
        const sent = await callApi(context, apiEndpoints.pinPaySendResetCode, { request });
        return kit.reply({
          reset: {
            phoneNumber: sent.phoneNumber,
            expiresAt: Date.now() + sent.expiresIn * 1000,
            verificationToken: null,
            message: sentMessage(sent.phoneNumber),
          },
        });
      }
      case PINPAY_INTENTS.checkResetCode: {
        const reset = resetStateOf(form);
        if (!reset) return kit.invalid({ formError: "인증번호를 먼저 요청해 주세요." });
        const authNumber = text(form, "authNumber");
        if (!/^\d{6}$/.test(authNumber)) {
          return kit.invalid({ reset, fieldErrors: { authNumber: "인증번호 6자리를 입력해 주세요." } });
        }
        const checked = await callApi(context, apiEndpoints.pinPayCheckResetCode, { request, body: { authNumber } });
        return kit.reply({
          reset: { ...reset, verificationToken: checked.verificationToken, message: PIN_PAY_RESET_VERIFIED_MESSAGE },
        });
      }
      case PINPAY_INTENTS.changePassword: {
        const chosen = text(form, "proof");
        const proof =
          chosen === "login" ? "loginPassword" : chosen === "sms" ? "phoneVerificationToken" : "currentPassword";
        await callApi(context, apiEndpoints.pinPayUpdatePayPassword, {
          request,
          body: {
            [proof]: text(form, proof),
            password: text(form, "password"),
            passwordConfirm: text(form, "passwordConfirm"),
          },
        });
        done = "결제 비밀번호가 변경되었습니다.";
        break;
      }
      default:
        return kit.invalid({ formError: "잘못된 요청입니다." });
    }
  } catch (error) {
    if (intent === PINPAY_INTENTS.sendResetCode || intent === PINPAY_INTENTS.checkResetCode) {
      const reset = resetStateOf(form);
      return kit.apiRefusal(error, FORM_FIELDS.resetCode, reset ? { reset } : {});
    }
    if (intent === PINPAY_INTENTS.changePassword && text(form, "proof") === "sms") {
      // A proof refused (used, expired, not this member's) is started over; anything else keeps it for a retry.
      const proofRefused =
        error instanceof ApiResponseError &&
        error.body?.errors?.some((entry) => entry.field === "phoneVerificationToken");
      const reset = proofRefused ? undefined : resetStateOf(form);
      return kit.apiRefusal(error, FORM_FIELDS.password, reset ? { reset } : {});
    }
    const fields =
      intent === PINPAY_INTENTS.enrol
        ? FORM_FIELDS.enrol
        : intent === PINPAY_INTENTS.registerCard
          ? FORM_FIELDS.card
          : intent === PINPAY_INTENTS.changePassword
            ? FORM_FIELDS.password
            : [];
    return kit.apiRefusal(error, fields);
  }
  session.flash("alert", done);
  const target = intent === PINPAY_INTENTS.enrol && next === fallback ? PINPAY_PATHS.registerCard : next;
  return redirect(target, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}
