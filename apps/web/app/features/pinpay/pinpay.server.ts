import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PIN_PAY_MESSAGES, type PinPayInfo } from "@shop/contracts/pin-pay";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { PINPAY_FIELDS, PINPAY_INTENTS, PINPAY_PATHS, safeReturnPath } from "../../lib/pinpay-links";
import { commitShopperSession } from "../../lib/session.server";

/** What the quick-pay pages' actions answer: the form kit's messages. */
export type PinPayActionData = FormActionData;

const kit = formAnswers<PinPayActionData>({});

/** The member's quick pay, or the login page for a guest (every quick-pay page is a member's). */
export async function loadPinPay(request: Request, context: AppLoadContext): Promise<PinPayInfo> {
  await requireUser(request);
  return callApi(context, apiEndpoints.pinPay, { request });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The API's field names of each form, for messages under the fields. */
const FORM_FIELDS = {
  enrol: ["birthDate", "password", "passwordConfirm", "agree"],
  card: ["cardNo", "expMonth", "expYear", "idNo", "cardPw", "alias"],
  password: ["currentPassword", "loginPassword", "password", "passwordConfirm"],
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
      case PINPAY_INTENTS.changePassword: {
        const proof = text(form, "proof") === "login" ? "loginPassword" : "currentPassword";
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
