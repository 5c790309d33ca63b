// @vitest-environment happy-dom
import { STORE_INQUIRY_MESSAGES, type StoreInquiryForm } from "@shop/contracts/store-inquiry";
import { BUSINESS_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, type LoaderFunctionArgs, MemoryRouter, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StoreApplyDone } from "../../features/store-inquiry/store-apply-done";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { testShopper } from "../../test/shopper-requests";
import StoreApplyPage, { action, loader } from "./apply";

// The 입점 신청 page in React Router's createRoutesStub with its real loader and action on a fake API: the consent
// notice shown in full, messages under the fields as the applicant goes, and the files checked before anything is sent.

afterEach(cleanup);

const PATH = "/store/apply";

const FORM_INFO: StoreInquiryForm = {
  categories: [
    { code: "HANWOO", label: "한우" },
    { code: "HMR", label: "간편식(HMR)" },
  ],
  privacyConsent: {
    title: "개인정보 수집·이용 동의 (필수)",
    items: "회사명, 대표자명, 사업자등록번호, 담당자명, 담당자 휴대폰번호, 이메일",
    purpose: "입점 신청 검토, 검토 결과 안내",
    retention: "신청일로부터 1년간 보관 후 파기합니다.",
    refusal: "동의하지 않으시면 입점 신청을 하실 수 없습니다.",
  },
  attachments: {
    maxFiles: 3,
    maxBytesPerFile: 10 * 1024 * 1024,
    types: ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"],
    accept: ".pdf,.jpg,.jpeg,.png,.gif,.webp",
    note: "회사소개서·제안서 등 PDF, JPG, PNG, GIF, WEBP 파일을 최대 3개, 파일당 10MB까지 첨부할 수 있습니다.",
  },
  reviewBusinessDays: 7,
};

function NoFallback() {
  return null;
}

async function renderApply(routes: FakeRoutes = {}) {
  const shopper = await testShopper();
  const { context, calls } = fakeApi({ "GET /api/store-inquiry": { body: FORM_INFO }, ...routes });
  // happy-dom's Request drops the Cookie header (forbidden in browsers): the session is given to the server code.
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
        Component: Outlet,
        HydrateFallback: NoFallback,
        children: [
          {
            path: PATH.slice(1),
            Component: StoreApplyPage,
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
  await screen.findByRole("heading", { name: "입점 신청" });
  return { calls };
}

function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, "files", { configurable: true, value: files });
  fireEvent.change(input);
}

describe("the 입점 신청 page", () => {
  it("shows the privacy notice in full, the categories and what may be attached", async () => {
    await renderApply();
    const consent = screen.getByRole("group", { name: /개인정보 수집·이용 동의/ });
    expect(within(consent).getByRole("rowheader", { name: "수집 항목" })).toBeTruthy();
    expect(consent.textContent).toContain("사업자등록번호");
    expect(consent.textContent).toContain("신청일로부터 1년간 보관 후 파기합니다.");
    expect(consent.textContent).toContain("동의하지 않으시면 입점 신청을 하실 수 없습니다.");
    expect(within(consent).getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ })).toBeTruthy();
    const category = screen.getByRole("combobox", { name: /입점 희망 카테고리/ });
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["카테고리를 선택해 주세요", "한우", "간편식(HMR)"]);
    expect(screen.getByLabelText("첨부파일 (선택)").getAttribute("accept")).toBe(".pdf,.jpg,.jpeg,.png,.gif,.webp");
    expect(screen.getByText(/파일당 10MB까지 첨부할 수 있습니다/)).toBeTruthy();
  });

  it("marks the missing consent and a bad business number on submit, sending nothing", async () => {
    const { calls } = await renderApply();
    fireEvent.change(screen.getByLabelText(/사업자등록번호/), { target: { value: "1234567890" } });
    fireEvent.click(screen.getByRole("button", { name: "입점 신청하기" }));
    expect(await screen.findByText(BUSINESS_NUMBER_MESSAGE)).toBeTruthy();
    expect(screen.getByText(STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT)).toBeTruthy();
    expect(screen.getByText(STORE_INQUIRY_MESSAGES.CATEGORY)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    // A valid number is shown back in the 3-2-5 form.
    fireEvent.change(screen.getByLabelText(/사업자등록번호/), { target: { value: "1248100998" } });
    expect(await screen.findByText("사업자등록번호 124-81-00998")).toBeTruthy();
  });

  it("lists the files chosen and refuses a fourth or an HWP before anything is sent", async () => {
    await renderApply();
    const input = screen.getByLabelText("첨부파일 (선택)");
    choose(input, [new File(["%PDF-1.4"], "회사소개서.pdf", { type: "application/pdf" })]);
    const list = await screen.findByRole("list", { name: "선택한 첨부파일" });
    expect(list.textContent).toContain("회사소개서.pdf");
    expect(list.textContent).toContain("1KB");

    choose(
      input,
      Array.from({ length: 4 }, (_, i) => new File(["x"], `소개서${i}.pdf`, { type: "application/pdf" })),
    );
    expect(await screen.findByText(STORE_INQUIRY_MESSAGES.TOO_MANY_FILES)).toBeTruthy();
    choose(input, [new File(["x"], "제안서.hwp")]);
    expect(await screen.findByText(STORE_INQUIRY_MESSAGES.FILE_TYPE)).toBeTruthy();
  });

  it("counts the proposal's characters as they are typed", async () => {
    await renderApply();
    fireEvent.change(screen.getByLabelText(/제안 내용/), { target: { value: "한우 등심과 안심을 공급합니다." } });
    await waitFor(() => expect(screen.getByText(/^17 \/ 2,000자/)).toBeTruthy());
  });
});

describe("the done screen", () => {
  it("shows the application number, the time in Korea and when the shop will call", () => {
    render(
      <MemoryRouter>
        <StoreApplyDone
          receipt={{
            applicationNumber: "SI261128-00012",
            companyName: "(주)대관령한우",
            appliedAt: "2026-11-28T03:05:00.000Z",
            attachmentCount: 2,
          }}
          reviewBusinessDays={7}
        />
      </MemoryRouter>,
    );
    const status = screen.getByRole("region", { name: "입점 신청 접수 결과" });
    expect(status.textContent).toContain("(주)대관령한우의 입점 신청이 접수되었습니다.");
    expect(status.textContent).toContain("영업일 기준 7일 이내에 담당자가 연락드리겠습니다.");
    expect(within(status).getByText("SI261128-00012")).toBeTruthy();
    expect(within(status).getByText("2026.11.28 12:05")).toBeTruthy();
    expect(within(status).getByText("2개")).toBeTruthy();
  });
});
