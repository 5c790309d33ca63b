// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { AWAITING_LINE, MY_REVIEW, pageOf } from "../../features/review/review-fixtures";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { testShopper } from "../../test/shopper-requests";
import MyReviewPage, { loader, shouldRevalidate } from "./review";

// The review page rendered in React Router's stub with its real loader on a fake API: 리뷰 작성 opens the modal
// without asking for the lists again, the modal checks the rating and the text first, shows the picked photo, and
// posts the rating, the text and the photo as one multipart form (what the page's action receives is recorded here;
// the action itself is tested in review.test.ts). 삭제 asks first.

afterEach(cleanup);

const PATH = "/mypage/review";

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

interface Posted {
  url: string;
  fields: Record<string, string>;
  photos: { name: string; type: string; size: number }[];
}

async function renderReviewPage(routes: FakeRoutes, entry = PATH) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const posted: Posted[] = [];
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
            Component: MyReviewPage,
            loader: (args: LoaderFunctionArgs) => loader({ ...args, request: signed(args.request) } as never),
            action: async ({ request }: ActionFunctionArgs) => {
              const form = await request.formData();
              const fields: Record<string, string> = {};
              const photos: Posted["photos"] = [];
              for (const [name, value] of form.entries()) {
                if (typeof value === "string") fields[name] = value;
                else photos.push({ name: value.name, type: value.type, size: value.size });
              }
              posted.push({ url: request.url, fields, photos });
              return { intent: fields.intent as "write" | "delete", formError: "접수되었습니다 (테스트)." };
            },
            shouldRevalidate,
            HydrateFallback: NoFallback,
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[entry]} />);
  return { calls, posted, csrf: shopper.csrf };
}

/**
 * The review modal once it shows with its script running: the photo counter appears only then (before, the plain
 * file field of a page without JavaScript stands in for the picker). Found by text: role queries are slow to repeat.
 */
async function openedDialog() {
  await screen.findByText("0/5");
  return screen.getByRole("dialog", { name: "리뷰 작성" });
}

const lists: FakeRoutes = {
  "GET /api/mypage/nonregistered-reviews": pageOf([AWAITING_LINE]),
  "GET /api/mypage/reviews": pageOf([MY_REVIEW], { size: 1 }),
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("the review page", () => {
  it("writes a review in the modal: rating, text and a photo as one form", async () => {
    const { calls, posted, csrf } = await renderReviewPage(lists);
    const line = await screen.findByRole("listitem", { name: AWAITING_LINE.itemName });
    expect(line.textContent).toContain("배송완료");
    expect(line.textContent).toContain("500g / 1개");
    expect(line.textContent).toContain("2026.11.20 주문 · 주문번호 O2026112800001");
    expect(screen.getByRole("link", { name: "작성 가능한 리뷰 1건" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "작성한 리뷰 1건" }).getAttribute("href")).toBe(`${PATH}?tab=written`);

    fireEvent.click(within(line).getByRole("link", { name: `${AWAITING_LINE.itemName} 리뷰 작성` }));
    const dialog = await openedDialog();
    // Opening the modal changes only the address: the lists are not asked for again.
    expect(calls).toHaveLength(2);

    // Nothing chosen or typed: said under each field, nothing posted.
    fireEvent.click(screen.getByRole("button", { name: "리뷰 등록" }));
    expect(await within(dialog).findByText("별점은 1~5점 중에서 선택해 주세요.")).toBeTruthy();
    expect(within(dialog).getByText("필수 입력 항목입니다.")).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.click(within(dialog).getByRole("radio", { name: "4점 좋아요" }));
    expect(within(dialog).getByText("4점 · 좋아요")).toBeTruthy();
    const content = within(dialog).getByRole("textbox", { name: "리뷰 내용" });
    fireEvent.input(content, { target: { value: "지방이 적당하고 부드러워요. 재구매 의사 있습니다." } });
    fireEvent.change(content, { target: { value: "지방이 적당하고 부드러워요. 재구매 의사 있습니다." } });
    expect(within(dialog).getByText("28/1,000자")).toBeTruthy();

    const picker = within(dialog).getByLabelText(/사진 첨부/) as HTMLInputElement;
    const file = new File([PNG], "steak.png", { type: "image/png" });
    fireEvent.change(picker, { target: { files: [file] } });
    expect(await within(dialog).findByRole("img", { name: "첨부한 사진 1" })).toBeTruthy();
    expect(within(dialog).getByText("1/5")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "리뷰 등록" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(new URL(posted[0]!.url).search).toBe(`?write=${AWAITING_LINE.orderItemId}`);
    expect(posted[0]!.fields).toEqual({
      csrf,
      intent: "write",
      itemUserCode: AWAITING_LINE.itemUserCode,
      orderItemId: String(AWAITING_LINE.orderItemId),
      score: "4",
      content: "지방이 적당하고 부드러워요. 재구매 의사 있습니다.",
    });
    expect(posted[0]!.photos).toEqual([{ name: "steak.png", type: "image/png", size: PNG.length }]);
    // The action's answer is shown in the modal, which stays open with what was typed.
    expect(await within(dialog).findByText("접수되었습니다 (테스트).")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "첨부한 사진 1" })).toBeTruthy();
  });

  it("removes a picked photo and refuses a sixth", async () => {
    await renderReviewPage(lists, `${PATH}?write=${AWAITING_LINE.orderItemId}`);
    const dialog = await openedDialog();
    const files = Array.from({ length: 6 }, (_, i) => new File([PNG], `p${i}.png`, { type: "image/png" }));
    fireEvent.change(within(dialog).getByLabelText(/사진 첨부/), { target: { files } });
    expect(await within(dialog).findByText("사진은 최대 5장까지 등록할 수 있습니다.")).toBeTruthy();
    expect(within(dialog).getAllByRole("img", { name: /^첨부한 사진/ })).toHaveLength(5);
    // Five photos: no more can be added.
    expect(within(dialog).queryByLabelText(/사진 첨부/)).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "사진 2 삭제" }));
    expect(within(dialog).getAllByRole("img", { name: /^첨부한 사진/ })).toHaveLength(4);
    expect(within(dialog).queryByText("사진은 최대 5장까지 등록할 수 있습니다.")).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/사진 첨부/), {
      target: { files: [new File(["%PDF-1.7"], "menu.pdf", { type: "application/pdf" })] },
    });
    expect(await within(dialog).findByText("JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.")).toBeTruthy();
    expect(within(dialog).getAllByRole("img", { name: /^첨부한 사진/ })).toHaveLength(4);
  });

  it("asks before deleting a written review", async () => {
    const { posted } = await renderReviewPage(
      {
        "GET /api/mypage/nonregistered-reviews": pageOf([], { size: 1 }),
        "GET /api/mypage/reviews": pageOf([MY_REVIEW]),
      },
      `${PATH}?tab=written`,
    );
    const review = await screen.findByRole("listitem", { name: MY_REVIEW.itemName });
    expect(review.textContent).toContain(MY_REVIEW.content);
    expect(review.textContent).toContain("2026.11.25 작성");
    expect(review.textContent).toContain("도움돼요 2");
    expect(within(review).getByRole("img", { name: "별점 5점 중 5점" })).toBeTruthy();
    expect(within(review).getByRole("img", { name: "리뷰 사진 1" }).getAttribute("src")).toBe("/api/review-photo/3");

    const remove = within(review).getByRole("button", { name: `${MY_REVIEW.itemName} 리뷰 삭제` });
    fireEvent.click(remove);
    const question = await screen.findByRole("alertdialog");
    expect(question.textContent).toContain("리뷰를 삭제하시겠습니까?");
    fireEvent.click(within(question).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "삭제" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.fields).toMatchObject({ intent: "delete", reviewId: String(MY_REVIEW.reviewId) });
  });
});
