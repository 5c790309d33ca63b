// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AlertProvider } from "../../components/ui/alert-modal";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { testShopper } from "../../test/shopper-requests";
import InquiryPage, { action, loader } from "./inquiry-item";

// /mypage/inquiry-item rendered in React Router's stub with its real loader and action on a fake API: the two tabs,
// a 1:1 inquiry with its files and answer, 삭제 after a confirm, and the 문의하기 form's live checks.

afterEach(cleanup);

const PATH = "/mypage/inquiry-item";
const PAGE = { page: 1, size: 10, totalCount: 2, totalPages: 1 };
const WAITING = {
  inquiryId: 5,
  group: { code: "DELIVERY", label: "배송" },
  title: "배송이 늦어요",
  content: "주문한 한우 세트가 아직 도착하지 않았습니다.",
  orderCode: "T1234ABCD",
  files: [{ fileId: 9, fileName: "배송 사진.png", contentType: "image/png", byteSize: 153_600 }],
  status: "waiting",
  statusLabel: "답변대기",
  answer: null,
  answeredAt: null,
  createdAt: "2026-05-01T01:00:00.000Z",
};
const ANSWERED = {
  ...WAITING,
  inquiryId: 4,
  title: "환불 문의",
  orderCode: null,
  files: [],
  status: "completed",
  statusLabel: "답변완료",
  answer: "환불 처리되었습니다.",
  answeredAt: "2026-05-02T01:00:00.000Z",
};
const GROUPS = {
  list: [
    { code: "ORDER", label: "주문/결제" },
    { code: "DELIVERY", label: "배송" },
  ],
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

async function renderPage(entry: string, routes: FakeRoutes) {
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
            Component: InquiryPage,
            loader: (args: LoaderFunctionArgs) => loader({ ...args, request: signed(args.request) } as never),
            action: (args: ActionFunctionArgs) => action({ ...args, request: signed(args.request) } as never),
            HydrateFallback: NoFallback,
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[entry]} />);
  return { calls };
}

function pick(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, "files", { value: files, configurable: true });
  fireEvent.change(input);
}

describe("the 1:1 tab", () => {
  it("lists the inquiries with the group, status, order, file download and the answer", async () => {
    await renderPage(PATH, { "GET /api/qna/inquiry": { body: { list: [WAITING, ANSWERED], pagination: PAGE } } });
    const waiting = await screen.findByRole("listitem", { name: "배송이 늦어요" });
    expect(waiting.textContent).toContain("배송");
    expect(waiting.textContent).toContain("답변대기");
    expect(waiting.textContent).toContain("T1234ABCD");
    const file = within(waiting).getByRole("link", { name: /배송 사진\.png/ });
    expect(file.getAttribute("href")).toBe("/mypage/inquiry/5/file/9");
    expect(file.textContent).toContain("150KB");
    expect(within(waiting).getByRole("button", { name: "배송이 늦어요 문의 삭제" })).toBeTruthy();

    const answered = screen.getByRole("listitem", { name: "환불 문의" });
    expect(answered.textContent).toContain("답변완료");
    expect(answered.textContent).toContain("환불 처리되었습니다.");
    expect(within(answered).queryByRole("button")).toBeNull();

    const tabs = screen.getByRole("navigation", { name: "문의 구분" });
    expect(within(tabs).getByRole("link", { name: "1:1 문의" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "상품 문의" }).getAttribute("href")).toBe(`${PATH}?tab=item`);
    expect(screen.getByRole("link", { name: "1:1 문의하기" }).getAttribute("href")).toBe(`${PATH}?write=1`);
  });

  it("deletes a waiting inquiry after the confirm", async () => {
    let list = [WAITING];
    const { calls } = await renderPage(PATH, {
      "GET /api/qna/inquiry": () => ({ body: { list, pagination: { ...PAGE, totalCount: list.length } } }),
      "POST /api/qna/delete-inquiry": () => {
        list = [];
        return { body: { inquiryId: 5, deleted: true } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "배송이 늦어요 문의 삭제" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("문의를 삭제하시겠습니까?");
    fireEvent.click(within(dialog).getByRole("button", { name: "삭제" }));
    await screen.findByText("아직 남긴 1:1 문의가 없습니다.");
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/qna/delete-inquiry",
      body: { inquiryId: 5 },
    });
  });
});

describe("the 문의하기 form", () => {
  it("offers the groups, counts the text and checks fields and files before posting", async () => {
    const { calls } = await renderPage(`${PATH}?write=1`, { "GET /api/qna/qna-groups": { body: GROUPS } });
    const form = await screen.findByRole("form", { name: "1:1 문의하기" });
    const group = within(form).getByRole("combobox", { name: /문의 유형/ });
    expect(
      within(group)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["문의 유형을 선택해 주세요", "주문/결제", "배송"]);
    const content = within(form).getByRole("textbox", { name: /문의 내용/ });
    fireEvent.input(content, { target: { value: "  환불 요청합니다 " } });
    expect(form.textContent).toContain("8/2,000자");

    const files = within(form).getByLabelText(/첨부파일/);
    pick(files, [new File(["x"], "a.hwp", { type: "application/x-hwp" })]);
    expect(form.textContent).toContain("JPG, PNG, GIF, WEBP 이미지나 PDF 파일만 첨부할 수 있습니다.");
    pick(
      files,
      ["1", "2", "3", "4"].map((name) => new File(["x"], `${name}.png`, { type: "image/png" })),
    );
    expect(form.textContent).toContain("첨부파일은 최대 3개까지 등록할 수 있습니다.");
    pick(files, [new File(["x"], "영수증.pdf", { type: "application/pdf" })]);
    expect(within(form).getByRole("list", { name: "선택한 파일" }).textContent).toContain("영수증.pdf");

    fireEvent.click(within(form).getByRole("button", { name: "문의하기" }));
    await waitFor(() => expect(form.textContent).toContain("문의 유형을 선택해 주세요."));
    expect(form.textContent).toContain("필수 입력 항목입니다.");
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
  });
});
