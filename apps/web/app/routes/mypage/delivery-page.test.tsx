// @vitest-environment happy-dom
import type { ShippingAddress } from "@shop/contracts/shipping";
import { POSTCODE_KEYWORD_MESSAGES } from "@shop/core/shipping/postcode-keyword";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { type ApiCall, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { testShopper } from "../../test/shopper-requests";
import DeliveryPage, { action, loader } from "./delivery";

// The address book page rendered in React Router's createRoutesStub with its real loader and action, on a fake API
// and the shopper's signed session: the list actions of SPEC §4 and adding an address found with the postcode search.

afterEach(cleanup);

const PATH = "/mypage/delivery";

const HOME: ShippingAddress = {
  id: 11,
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152 (역삼동)",
  addressDetail: "12층",
  isBase: true,
  createdAt: "2026-01-02T03:04:05.000Z",
};
const ISLAND: ShippingAddress = {
  ...HOME,
  id: 12,
  title: "울릉 본가",
  receiverName: "박독도",
  postcode: "40240",
  address: "경상북도 울릉군 울릉읍 독도이사부길 55",
  addressDetail: "",
  isBase: false,
};
const TEHERAN = {
  postcode: "06236",
  roadAddress: "서울특별시 강남구 테헤란로 152 (역삼동)",
  jibunAddress: "서울특별시 강남구 역삼동 737 강남파이낸스센터",
  buildingName: "강남파이낸스센터",
};
const FORM = {
  title: "회사",
  receiverName: "이한우",
  receiverPhone: "01098765432",
  postcode: "06236",
  address: TEHERAN.roadAddress,
  addressDetail: "3층",
};

function NoFallback() {
  return null;
}

function Root() {
  return (
    <AlertProvider>
      <Outlet />
    </AlertProvider>
  );
}

/**
 * The page inside React Router's stub: a root route giving the shopper's CSRF token, the page's real loader and
 * action behind it, on the shopper's session cookie and a table of API answers.
 */
async function renderDelivery(routes: FakeRoutes, path = PATH) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  // The browser's Request of happy-dom drops the Cookie header (a forbidden header in browsers): the shopper's session
  // cookie is given to the page's server code as a browser sends it to the server.
  const signed = (request: Request) => {
    const headers = request.headers;
    const read = headers.get.bind(headers);
    headers.get = (name: string) => (name.toLowerCase() === "cookie" ? shopper.cookie : read(name));
    return request;
  };
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ csrf: shopper.csrf }),
        Component: Root,
        HydrateFallback: NoFallback,
        children: [
          {
            path: PATH.slice(1),
            Component: DeliveryPage,
            loader: (args: LoaderFunctionArgs) => loader({ ...args, request: signed(args.request) } as never),
            action: (args: ActionFunctionArgs) => action({ ...args, request: signed(args.request) } as never),
            HydrateFallback: NoFallback,
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[path]} />);
  return { calls };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === "POST").map(({ path, body }) => [path, body]);

describe("the delivery page", () => {
  it("lists the book with the base marker, the island surcharge and the list actions", async () => {
    const { calls } = await renderDelivery({
      "GET /api/shipping": { body: { list: [HOME, ISLAND], limit: 20 } },
      "POST /api/shipping/base-shipping": { body: { list: [{ ...ISLAND, isBase: true }, HOME], limit: 20 } },
      "POST /api/shipping/delete": { body: { list: [HOME], limit: 20 } },
    });
    const entries = await screen.findAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const home = within(entries[0]!);
    expect(home.getByRole("heading", { name: "우리집" })).toBeTruthy();
    expect(home.getByText("기본배송지")).toBeTruthy();
    expect(home.getByText(/010-1234-5678/)).toBeTruthy();
    expect(home.queryByRole("button", { name: "기본배송지로 설정" })).toBeNull();
    const island = within(entries[1]!);
    expect(island.getByText("도서산간")).toBeTruthy();
    expect(screen.getByText("2")).toBeTruthy();

    fireEvent.click(island.getByRole("button", { name: "기본배송지로 설정" }));
    await waitFor(() => expect(posts(calls)).toEqual([["/api/shipping/base-shipping", { id: 12, mode: "mod" }]]));

    // 삭제 asks first; 취소 sends nothing, 삭제 in the dialog sends mode 'del'.
    fireEvent.click(within((await screen.findAllByRole("listitem"))[1]!).getByRole("button", { name: "삭제" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("이 배송지를 삭제하시겠습니까?");
    fireEvent.click(within(dialog).getByRole("button", { name: "삭제" }));
    await waitFor(() => expect(posts(calls).at(-1)).toEqual(["/api/shipping/delete", { id: 12, mode: "del" }]));
  });

  it("adds an address found with the postcode search in its modal", async () => {
    let saved: ShippingAddress[] = [HOME];
    const { calls } = await renderDelivery(
      {
        "GET /api/shipping": () => ({ body: { list: saved, limit: 20 } }),
        "GET /api/common/postcode": (call) => ({
          body: call.path.includes(encodeURIComponent("테헤란로"))
            ? { list: [TEHERAN], pagination: { page: 1, size: 10, totalCount: 1, totalPages: 1 } }
            : { list: [], pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 } },
        }),
        "POST /api/shipping": (call) => {
          const entry = { ...HOME, ...(call.body as object), id: 13, isBase: false } as ShippingAddress;
          saved = [HOME, entry];
          return { body: entry };
        },
      },
      `${PATH}?edit=new`,
    );
    expect(await screen.findByRole("heading", { name: "새 배송지 추가" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/배송지명/), { target: { value: "회사" } });
    fireEvent.change(screen.getByLabelText(/받는 분/), { target: { value: "이한우" } });
    fireEvent.change(screen.getByLabelText(/휴대폰번호/), { target: { value: "01098765432" } });

    fireEvent.click(screen.getByRole("button", { name: "우편번호 찾기" }));
    const modal = await screen.findByRole("dialog", { name: "우편번호 찾기" });
    const keyword = within(modal).getByLabelText("주소 검색어");
    // The keyword rules answer in the panel before any call.
    fireEvent.change(keyword, { target: { value: "가" } });
    fireEvent.click(within(modal).getByRole("button", { name: "검색" }));
    expect(await within(modal).findByText(POSTCODE_KEYWORD_MESSAGES.tooShort)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith("/api/common/postcode"))).toBe(false);

    fireEvent.change(keyword, { target: { value: "테헤란로 152" } });
    fireEvent.keyDown(keyword, { key: "Enter" });
    const result = await within(modal).findByRole("button", { name: /06236/ });
    expect(within(modal).getByText("검색 결과 1건")).toBeTruthy();
    fireEvent.click(result);

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "우편번호 찾기" })).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>(/우편번호/).value).toBe("06236");
    expect(screen.getByLabelText<HTMLInputElement>(/^주소/).value).toBe(TEHERAN.roadAddress);
    fireEvent.change(screen.getByLabelText("상세주소"), { target: { value: "3층" } });
    fireEvent.click(screen.getByRole("button", { name: "저장하기" }));

    await waitFor(() => expect(posts(calls)).toEqual([["/api/shipping", { ...FORM, isBase: false }]]));
    expect(await screen.findByRole("heading", { name: "회사" })).toBeTruthy();
  });
});
