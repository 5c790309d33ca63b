// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { intentOf } from "../../components/form/form-action.server";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { fakeClockAt } from "../../test/fake-clock";
import { PHONE_CODE_SENT_MESSAGE, PHONE_VERIFIED_MESSAGE } from "./phone-state";
import { PhoneVerification } from "./phone-verification";
import { handlePhoneIntent, isPhoneIntent } from "./phone-verification.server";

const PHONE = "01012345678";
const clock = fakeClockAt("2026-11-15T12:00:00+09:00");
afterEach(cleanup);

function JoinForm() {
  return (
    <form method="post">
      <PhoneVerification state={undefined} />
    </form>
  );
}

function NoFallback() {
  return null;
}

/**
 * The block inside a join form, served by a page whose action runs the real handlePhoneIntent against a table of
 * API answers; the root route gives the CSRF token the block posts.
 */
function renderJoinForm(routes: FakeRoutes) {
  const { context, calls } = fakeApi(routes);
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ csrf: "csrf-for-tests" }),
        HydrateFallback: NoFallback,
        children: [
          {
            index: true,
            Component: JoinForm,
            action: async ({ request, context }) => {
              const form = await request.formData();
              const intent = intentOf(form);
              if (!isPhoneIntent(intent)) throw new Error(`unexpected intent ${intent}`);
              return { phone: await handlePhoneIntent(intent, form, request, context, "JOIN") };
            },
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={["/"]} />);
  return { calls };
}

async function typePhone(value: string) {
  fireEvent.change(await screen.findByLabelText(/휴대폰번호/), { target: { value } });
}

const codeSent: FakeRoutes = { "POST /api/auth/send-auth-number": { body: { expiresIn: 300 } } };

describe("PhoneVerification", () => {
  it("sends a code, counts down the five minutes and posts the proof once the code is confirmed", async () => {
    const { calls } = renderJoinForm({
      ...codeSent,
      "POST /api/auth/check-auth-number": { body: { verificationToken: "proof-1", expiresIn: 1800 } },
    });
    await typePhone(PHONE);
    fireEvent.click(screen.getByRole("button", { name: "인증번호 받기" }));

    expect(await screen.findByText(PHONE_CODE_SENT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("05:00");
    clock.advance(61_000);
    await screen.findByText("03:59");

    fireEvent.change(screen.getByLabelText("인증번호"), { target: { value: "12a3456" } });
    expect(screen.getByLabelText<HTMLInputElement>("인증번호").value).toBe("123456");
    fireEvent.click(screen.getByRole("button", { name: "확인" }));

    expect(await screen.findByText(PHONE_VERIFIED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/휴대폰번호/).readOnly).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name="phoneVerificationToken"]')?.value).toBe("proof-1");
    expect(screen.getByRole("button", { name: "번호 변경" })).toBeTruthy();
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ["/api/auth/send-auth-number", { phoneNumber: PHONE, purpose: "JOIN" }],
      ["/api/auth/check-auth-number", { phoneNumber: PHONE, purpose: "JOIN", authNumber: "123456" }],
    ]);
  });

  it("stops taking the code when the five minutes are up", async () => {
    const { calls } = renderJoinForm(codeSent);
    await typePhone(PHONE);
    fireEvent.click(screen.getByRole("button", { name: "인증번호 받기" }));
    await screen.findByText(PHONE_CODE_SENT_MESSAGE);

    clock.advance(300_000);
    expect(await screen.findByText("인증번호 입력 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("00:00");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "확인" }).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "인증번호 재전송" })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("checks the number in the page before asking the API", async () => {
    const { calls } = renderJoinForm({});
    await typePhone("0101234");
    fireEvent.click(screen.getByRole("button", { name: "인증번호 받기" }));

    const phone = screen.getByLabelText(/휴대폰번호/);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(phone.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("휴대폰번호를 숫자로만 입력해주세요.");
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal under the phone field", async () => {
    renderJoinForm({
      "POST /api/auth/send-auth-number": apiError(429, "잠시 후 다시 시도해 주세요."),
    });
    await typePhone(PHONE);
    fireEvent.click(screen.getByRole("button", { name: "인증번호 받기" }));

    expect(await screen.findByText("잠시 후 다시 시도해 주세요.")).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
  });
});
