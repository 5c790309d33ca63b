// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { testShopper } from "../../test/shopper-requests";
import GuestOrderLookupPage, { action, loader } from "./no-member";

// The 비회원 주문조회 page in React Router's createRoutesStub with its real action, on a fake API and the shopper's
// signed session: the form, the order it finds, and the API's refusals under the form.

afterEach(cleanup);

const PATH = "/order/no-member";
const LOOKUP = "POST /api/order/no-member";

function NoFallback() {
  return null;
}

function LoginPage() {
  return <h1>로그인</h1>;
}

function Root() {
  return (
    <AlertProvider>
      <Outlet />
    </AlertProvider>
  );
}

async function renderLookup(routes: FakeRoutes, { loggedIn = false } = {}) {
  // A guest with a cart (a guest token), or a member.
  const shopper = await testShopper({ member: loggedIn, guest: !loggedIn });
  const { context, calls } = fakeApi(routes);
  // happy-dom's Request drops the Cookie header (forbidden in browsers): the session cookie is given to the loader
  // and the action as a browser sends it to the server, and a new one the action sets is kept like a browser does.
  let cookie = shopper.cookie;
  const signed = (request: Request) => {
    const headers = request.headers;
    const read = headers.get.bind(headers);
    headers.get = (name: string) => (name.toLowerCase() === "cookie" ? cookie : read(name));
    return request;
  };
  const keepCookie = <T,>(answer: T): T => {
    const set = answer instanceof Response ? answer.headers.get("set-cookie") : null;
    if (set) cookie = set.split(";")[0] ?? cookie;
    return answer;
  };
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ csrf: shopper.csrf, shopper: { loggedIn, loginType: null, isApp: false } }),
        Component: Root,
        HydrateFallback: NoFallback,
        children: [
          {
            path: PATH.slice(1),
            Component: GuestOrderLookupPage,
            loader: (args: LoaderFunctionArgs) => loader({ ...args, request: signed(args.request) } as never),
            action: async (args: ActionFunctionArgs) =>
              keepCookie(await action({ ...args, request: signed(args.request) } as never)),
            HydrateFallback: NoFallback,
          },
          { path: "user/login", Component: LoginPage },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[PATH]} />);
  await screen.findByRole("heading", { name: "비회원 주문조회", level: 1 });
  return { calls };
}

function fillIn(orderCode: string, password: string) {
  fireEvent.change(screen.getByLabelText("주문번호"), { target: { value: orderCode } });
  fireEvent.change(screen.getByLabelText("주문 비밀번호"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "주문 조회하기" }));
}

describe("the guest order lookup page", () => {
  it("shows the order found: number, status, lines per seller, money, the deposit account, the address", async () => {
    // A member's browser, which sees the order in the lookup's answer (a guest's keeps it open in its session, which
    // happy-dom cannot carry: its Response drops Set-Cookie; no-member.test.ts and the e2e spec cover that way).
    const { calls } = await renderLookup(
      { [LOOKUP]: { body: { ...ORDER_DETAIL, member: false } } },
      { loggedIn: true },
    );
    fillIn("26111512345678", "4821");

    const orderCode = await screen.findByText("26111512345678");
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ["/api/order/no-member", { orderCode: "26111512345678", password: "4821" }],
    ]);
    // Shown once, so not cancelled from here: a member's token may not cancel a non-member's order.
    expect(screen.queryByRole("link", { name: "주문 취소" })).toBeNull();
    const facts = orderCode.closest("dl") as HTMLElement;
    expect(within(facts).getByText("2026.11.15 10:02")).toBeTruthy();
    expect(within(facts).getByText("입금대기")).toBeTruthy();
    const box = screen.getByRole("region", { name: "(주)대관령한우 개별배송" });
    expect(within(box).getByRole("link", { name: "한우 1++ 등심" })).toBeTruthy();
    expect(within(box).getByText("배송비 3,000원")).toBeTruthy();
    const money = screen.getByRole("region", { name: "입금하실 금액" });
    expect(within(money).getByText("총 상품금액").nextElementSibling?.textContent).toBe("50,000원");
    expect(within(money).getByText("입금 금액").nextElementSibling?.textContent).toBe("53,000원");
    const account = screen.getByRole("region", { name: "입금하실 계좌" });
    expect(within(account).getByText("79012345678901")).toBeTruthy();
    expect(within(account).getByText("2026.11.18 23:59까지")).toBeTruthy();
    const receiver = screen.getByRole("region", { name: "배송지" });
    expect(within(receiver).getByText("[06236] 서울특별시 강남구 테헤란로 152 12층")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "결제정보" })).getByText("가상계좌")).toBeTruthy();
    // Nothing of the lookup is kept: another look starts from an empty form.
    fireEvent.click(screen.getByRole("link", { name: "다른 주문 조회" }));
    await waitFor(() => expect(screen.queryByText("26111512345678")).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>("주문번호").value).toBe("");
  });

  it("shows a wrong pair's message under the form and keeps the typed number", async () => {
    await renderLookup({ [LOOKUP]: apiError(404, "주문번호 또는 주문 비밀번호가 일치하지 않습니다.") });
    fillIn("26111512345678", "0000");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("주문번호 또는 주문 비밀번호가 일치하지 않습니다.");
    expect(screen.getByLabelText<HTMLInputElement>("주문번호").value).toBe("26111512345678");
  });

  it("asks a throttled shopper to wait, above the API's message", async () => {
    await renderLookup({ [LOOKUP]: apiError(429, "비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.") });
    fillIn("26111512345678", "1234");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("잠시 후 다시 시도해 주세요.")).toBeTruthy();
    expect(within(alert).getByText("비밀번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요.")).toBeTruthy();
  });

  it("checks the fields before any call", async () => {
    const { calls } = await renderLookup({});
    fillIn("", "12");
    expect(await screen.findByText("필수 입력 항목입니다.")).toBeTruthy();
    expect(screen.getByText("주문 비밀번호는 숫자 4~8자리로 입력해 주세요.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends members to their order list, through the login when logged out", async () => {
    await renderLookup({});
    expect(screen.getByRole("link", { name: "로그인하고 주문내역 보기" }).getAttribute("href")).toBe(
      "/user/login?target=/mypage/order",
    );
    cleanup();
    await renderLookup({}, { loggedIn: true });
    expect(screen.getByRole("link", { name: "내 주문내역 보기" }).getAttribute("href")).toBe("/mypage/order");
  });
});
