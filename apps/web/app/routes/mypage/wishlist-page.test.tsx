// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { NO_PAGES, WISHED_ITEM } from "../../features/mypage/mypage-fixtures";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { testShopper } from "../../test/shopper-requests";
import WishlistPage, { action, loader } from "./wishlist";

// The wishlist rendered in React Router's stub with its real loader and action on a fake API: cards link to their
// item pages, 전체선택 ticks every card, and a delete asks first.

afterEach(cleanup);

const PATH = "/mypage/wishlist";
const SOLD_OUT = { ...WISHED_ITEM, itemId: 32, itemUserCode: "G0000032", itemName: "한돈 삼겹살", soldOut: true };

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

async function renderWishlist(routes: FakeRoutes) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  // happy-dom's Request drops the Cookie header (forbidden in browsers): the server code gets it as a browser sends it.
  const signed = (request: Request) => {
    const read = request.headers.get.bind(request.headers);
    request.headers.get = (name: string) => (name.toLowerCase() === "cookie" ? shopper.cookie : read(name));
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
            Component: WishlistPage,
            loader: (args: LoaderFunctionArgs) => loader({ ...args, request: signed(args.request) } as never),
            action: (args: ActionFunctionArgs) => action({ ...args, request: signed(args.request) } as never),
            HydrateFallback: NoFallback,
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[PATH]} />);
  return { calls };
}

describe("the wishlist page", () => {
  it("shows the cards, ticks them all and deletes them after a confirm", async () => {
    let wished = [WISHED_ITEM, SOLD_OUT];
    const { calls } = await renderWishlist({
      "GET /api/mypage/wishlist": () => ({
        body: { list: wished, pagination: { ...NO_PAGES, size: 12, totalCount: wished.length, totalPages: 1 } },
      }),
      "POST /api/mypage/delete-wishlist": () => {
        wished = [];
        return { body: { deletedCount: 2, wishlistCount: 0 } };
      },
    });
    const card = await screen.findByRole("listitem", { name: WISHED_ITEM.itemName });
    expect(within(card).getByRole("link", { name: WISHED_ITEM.itemName }).getAttribute("href")).toBe("/items/G0000031");
    expect(card.textContent).toContain("54,000원");
    expect(card.textContent).toContain("10%");
    expect(within(screen.getByRole("listitem", { name: "한돈 삼겹살" })).getByText("품절")).toBeTruthy();

    // Nothing ticked: said, nothing sent.
    fireEvent.click(screen.getByRole("button", { name: "선택 삭제" }));
    const nothing = await screen.findByRole("alertdialog");
    expect(nothing.textContent).toContain("삭제할 상품을 선택해 주세요.");
    fireEvent.click(within(nothing).getByRole("button", { name: "확인" }));

    fireEvent.click(await screen.findByRole("checkbox", { name: /전체선택/ }));
    expect((screen.getByRole("checkbox", { name: "한돈 삼겹살 선택" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "선택 삭제" }));
    const question = await screen.findByRole("alertdialog");
    expect(question.textContent).toContain("선택하신 상품 2개를 찜한 상품에서 삭제하시겠습니까?");
    fireEvent.click(within(question).getByRole("button", { name: "삭제" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ itemIds: [31, 32] }]),
    );
    expect(await screen.findByText(/찜한 상품이 없습니다/)).toBeTruthy();
  });
});
