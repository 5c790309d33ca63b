import { describe, expect, it } from "vitest";
import { ApiResponseError } from "../../lib/api-client.server";
import { type FormActionData, formAnswers } from "./form-action.server";

function refused(status: number, message: string, errors: { field: string; message: string }[] = []) {
  return new ApiResponseError(status, { status, code: "VALIDATION", message, description: "", errors });
}

const account = formAnswers<FormActionData>({});

interface ButtonAnswer extends FormActionData {
  intent: string;
  alert?: string;
}
const button = formAnswers<ButtonAnswer>({ intent: "none" }, (answer, alert) => ({ ...answer, alert }));

describe("apiRefusal", () => {
  it.each([
    [
      "each message under its field, with the API's status",
      refused(409, "입력값을 확인해 주세요.", [{ field: "email", message: "이미 사용 중인 이메일입니다." }]),
      { fieldErrors: { email: "이미 사용 중인 이메일입니다." } },
    ],
    [
      "a message for a field the form lacks as the form's message",
      refused(409, "입력값을 확인해 주세요.", [
        { field: "email", message: "이미 사용 중인 이메일입니다." },
        { field: "memberId", message: "회원 정보를 찾을 수 없습니다." },
      ]),
      { fieldErrors: { email: "이미 사용 중인 이메일입니다." }, formError: "회원 정보를 찾을 수 없습니다." },
    ],
    [
      "a refusal without field messages as the form's message",
      refused(409, "이미 탈퇴한 회원입니다."),
      { fieldErrors: {}, formError: "이미 탈퇴한 회원입니다." },
    ],
  ])("places %s", (_name, error, expected) => {
    const answer = account.apiRefusal(error, ["email", "userName"]);
    expect(answer.data).toEqual(expected);
    expect(answer.init?.status).toBe(error.status);
  });

  it("keeps what the answer carried, and the first message of a field", () => {
    const error = refused(400, "입력값을 확인해 주세요.", [
      { field: "email", message: "첫 번째" },
      { field: "email", message: "두 번째" },
    ]);
    expect(account.apiRefusal(error, ["email"], { values: { email: "a@b.c" } }).data).toEqual({
      values: { email: "a@b.c" },
      fieldErrors: { email: "첫 번째" },
    });
  });

  it("puts the form's message where the page shows it", () => {
    const answer = button.apiRefusal(refused(404, "상품을 찾을 수 없습니다."), ["content"], { intent: "inquiry" });
    expect(answer.data).toEqual({ intent: "inquiry", fieldErrors: {}, alert: "상품을 찾을 수 없습니다." });
  });
});

describe("buttonRefusal", () => {
  it("answers the refusal's own message, even when it names fields", () => {
    const error = refused(400, "잘못된 요청입니다.", [{ field: "itemId", message: "숫자로만 입력해 주세요." }]);
    const answer = button.buttonRefusal(error, { intent: "wishlist" });
    expect(answer.data).toEqual({ intent: "wishlist", alert: "잘못된 요청입니다." });
    expect(answer.init?.status).toBe(400);
    expect(account.buttonRefusal(refused(409, "이미 처리되었습니다.")).data).toEqual({
      formError: "이미 처리되었습니다.",
    });
  });
});

describe("what is not the shopper's to fix", () => {
  it.each([
    ["the API failing", refused(503, "점검 중입니다.")],
    ["a bug", new TypeError("x is undefined")],
  ])("propagates %s to the error page", (_name, error) => {
    expect(() => account.apiRefusal(error, [])).toThrow(error);
    expect(() => button.buttonRefusal(error)).toThrow(error);
  });
});
