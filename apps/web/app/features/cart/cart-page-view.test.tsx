// @vitest-environment happy-dom
import type { Cart } from "@shop/contracts/cart";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { cartAnswer, cartLine } from "../../test/cart-answers";
import type { CartActionData } from "./cart-action-data";
import { CartPageView } from "./cart-page-view";
import type { CartNotes } from "./cart-view";

afterEach(cleanup);

function NoFallback() {
  return null;
}

function Page() {
  const { cart, paymentAlert, notes } = useLoaderData<{
    cart: Cart;
    paymentAlert: string | null;
    notes: CartNotes | null;
  }>();
  const actionData = useActionData<CartActionData>();
  return (
    <AlertProvider>
      <main>
        <CartPageView cart={cart} paymentAlert={paymentAlert} notes={notes} actionData={actionData} />
      </main>
    </AlertProvider>
  );
}

/**
 * The cart page over a cart kept in the test: each post is recorded and applied (select, quantity), and the page's
 * loader reads the cart again afterwards, as React Router revalidates after an action.
 */
function renderCart(initial: Cart, paymentAlert: string | null = null, notes: CartNotes | null = null) {
  let cart = initial;
  const posts: Record<string, string | string[]>[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ csrf: "csrf-for-tests" }),
      HydrateFallback: NoFallback,
      children: [
        {
          path: "cart",
          Component: Page,
          HydrateFallback: NoFallback,
          loader: () => ({ cart, paymentAlert, notes }),
          action: async ({ request }) => {
            const form = await request.formData();
            posts.push({
              intent: String(form.get("intent")),
              cartIds: form.getAll("cartIds").map(String),
              ...(form.has("id") ? { id: form.getAll("id").map(String) } : {}),
              ...(form.has("step") ? { step: String(form.get("step")) } : {}),
            });
            if (form.get("intent") === "select") {
              const ids = new Set(form.getAll("cartIds").map(Number));
              cart = cartAnswer(cart.list.map((line) => ({ ...line, selected: ids.has(line.cartId) })));
            }
            if (form.get("intent") === "quantity") {
              const quantity = Number(form.get("quantity")) + Number(form.get("step") ?? 0);
              cart = cartAnswer(cart.list.map((line) => ({ ...line, quantity, amount: line.unitPrice * quantity })));
            }
            return { intent: form.get("intent") };
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/cart"]} />);
  return { posts };
}

const twoLines = () => cartAnswer([cartLine(7), cartLine(5)]);

/** 장바구니 안내 as GET /api/common/cart-info answers it, with an operator's notes. */
const NOTES: CartNotes = {
  islandSurcharges: { jeju: 3000, remote: 5000 },
  maxQuantityPerLine: 999,
  notices: ["신선 축산물은 판매사별로 냉장·냉동 포장해 따로 배송됩니다.", "설 연휴 기간에는 출고가 쉽니다."],
};

describe("CartPageView", () => {
  it("lists the lines in their seller's box with its fee and notice, all selected, with 주문하기 for them", async () => {
    renderCart(twoLines());
    const group = await screen.findByRole("region", { name: "신선물류 배송" });
    expect(within(group).getByRole("heading", { name: "제주흑돼지농장" })).toBeTruthy();
    expect(within(group).getByTestId("box-fee").textContent).toBe("배송비 4,000원");
    expect(within(group).getByText("36,600원 더 담으면 무료배송")).toBeTruthy();
    expect(within(group).getByText(/책임은 판매자에게 있습니다/)).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "전체선택" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("order-pay-amount").textContent).toBe("17,400원");
    const order = screen.getAllByRole("link", { name: "2개 상품 주문하기" })[0];
    expect(order?.getAttribute("href")).toBe("/order/step1?cartIds=7,5");
  });

  it("unticking a line posts the selection without it, and the money follows", async () => {
    const { posts } = renderCart(twoLines());
    fireEvent.click(await screen.findByRole("checkbox", { name: "한돈 안심 5 선택" }));
    await waitFor(() => expect(screen.getByTestId("order-pay-amount").textContent).toBe("10,700원"));
    expect(posts).toEqual([{ intent: "select", cartIds: ["7"] }]);
    expect(screen.getByRole("checkbox", { name: "한돈 안심 5 선택" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("전체선택 (1/2)")).toBeTruthy();
  });

  it("전체선택 unticks every line, and 주문하기 is off with a hint", async () => {
    const { posts } = renderCart(twoLines());
    fireEvent.click(await screen.findByRole("checkbox", { name: "전체선택" }));
    await waitFor(() => expect(screen.getAllByText("주문할 상품을 선택해 주세요.").length).toBeGreaterThan(0));
    expect(posts).toEqual([{ intent: "select", cartIds: [] }]);
    for (const button of screen.getAllByRole("button", { name: "주문하기" }))
      expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("+ posts one step for its line", async () => {
    const { posts } = renderCart(cartAnswer([cartLine(7)]));
    fireEvent.click(await screen.findByRole("button", { name: "수량 늘리기" }));
    await waitFor(() => expect(screen.getByTestId("order-pay-amount").textContent).toBe("17,400원"));
    expect(posts).toEqual([{ intent: "quantity", cartIds: [], id: ["7"], step: "1" }]);
  });

  it("greys a sold-out line with 품절; it cannot be ticked", async () => {
    renderCart(cartAnswer([cartLine(7), cartLine(5, { soldOut: true, buyable: false, selected: false })]));
    const box = await screen.findByRole("checkbox", { name: "한돈 안심 5 선택" });
    expect(box.hasAttribute("disabled")).toBe(true);
    expect(screen.getAllByText("품절").length).toBeGreaterThan(0);
    expect(screen.getByText("전체선택 (1/1)")).toBeTruthy();
  });

  it("shows an empty cart with a way to shop, and the payment window's alert", async () => {
    renderCart(cartAnswer([]), "결제가 취소되었습니다. 장바구니에서 상품을 확인하신 뒤 다시 주문해 주세요.");
    expect(await screen.findByText("장바구니에 담긴 상품이 없습니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "쇼핑하러 가기" }).getAttribute("href")).toBe("/items");
    expect(screen.getByRole("alert").textContent).toContain("결제가 취소되었습니다.");
  });

  it("shows 장바구니 안내 under the cart: island surcharges, the line limit and the operator's notes", async () => {
    renderCart(twoLines(), null, NOTES);
    const notes = await screen.findByRole("region", { name: "장바구니 안내" });
    expect(within(notes).getByText("도서산간 추가 배송비").nextSibling?.textContent).toBe(
      "제주 +3,000원 · 도서산간 +5,000원 (선결제 상자당)",
    );
    expect(within(notes).getByText("최대 수량").nextSibling?.textContent).toBe(
      "상품(옵션)당 999개까지 담을 수 있습니다.",
    );
    expect(
      within(notes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(NOTES.notices);
  });

  it("shows 장바구니 안내 under an empty cart too, and nothing when the notes could not be read", async () => {
    renderCart(cartAnswer([]), null, { ...NOTES, notices: [] });
    const notes = await screen.findByRole("region", { name: "장바구니 안내" });
    expect(within(notes).queryByRole("list")).toBeNull();
    cleanup();
    renderCart(twoLines());
    await screen.findByRole("region", { name: "신선물류 배송" });
    expect(screen.queryByRole("region", { name: "장바구니 안내" })).toBeNull();
  });
});
