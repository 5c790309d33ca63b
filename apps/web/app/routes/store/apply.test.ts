import { STORE_INQUIRY_MESSAGES, type StoreInquiryForm } from "@shop/contracts/store-inquiry";
import { BUSINESS_NUMBER_MESSAGE } from "@shop/core/validation/messages";
import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./apply";

// The 입점 신청 page's server side on a fake API: the form checked with the API's rules before anything is sent, the
// application posted as multipart with its files, the done screen behind a redirect, and the API's refusals shown
// under their fields.

const PATH = "/store/apply";

const FORM_INFO: StoreInquiryForm = {
  categories: [
    { code: "HANWOO", label: "한우" },
    { code: "FRESH", label: "신선식품" },
  ],
  privacyConsent: {
    title: "개인정보 수집·이용 동의 (필수)",
    items: "회사명, 담당자명, 휴대폰번호, 이메일",
    purpose: "입점 신청 검토",
    retention: "신청일로부터 1년",
    refusal: "동의하지 않으시면 입점 신청을 하실 수 없습니다.",
  },
  attachments: {
    maxFiles: 3,
    maxBytesPerFile: 10 * 1024 * 1024,
    types: ["application/pdf"],
    accept: ".pdf",
    note: "PDF 최대 3개",
  },
  reviewBusinessDays: 7,
};

const GOOD = {
  companyName: "(주)대관령한우",
  ceoName: "김대관",
  businessNumber: "1248100998",
  managerName: "이담당",
  phoneNumber: "01012345678",
  email: "sales@daegwallyeong.co.kr",
  category: "HANWOO",
  website: "www.daegwallyeong.co.kr",
  proposal: "대관령에서 키운 1++ 한우를 산지 직송으로 공급하고자 합니다.",
  agreePrivacy: "true",
};

const RECEIPT = {
  applicationNumber: "SI261128-00012",
  companyName: "(주)대관령한우",
  appliedAt: "2026-11-28T03:00:00.000Z",
  attachmentCount: 1,
};

const pdf = (name = "회사소개서.pdf", size = 64) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: "application/pdf" });

/** The form as a browser without JavaScript posts it: multipart, with the CSRF field and from the shop's origin. */
function applyPost(shopper: TestShopper, fields: Record<string, string>, files: readonly File[] = []): Request {
  const body = new FormData();
  body.set("csrf", shopper.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files) body.append("attachments", file);
  // A chooser left empty still posts its part.
  if (files.length === 0) body.append("attachments", new File([], "", { type: "application/octet-stream" }));
  return new Request(`${TEST_ORIGIN}${PATH}`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: TEST_ORIGIN },
    body,
  });
}

async function post(fields: Record<string, string>, files: readonly File[] = [], routes: FakeRoutes = {}) {
  const shopper = await testShopper();
  const { context, calls } = fakeApi(routes);
  const request = applyPost(shopper, fields, files);
  const answer = await action({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
  return { answer, calls };
}

async function load(path: string, cookie = "", routes: FakeRoutes = { "GET /api/store-inquiry": { body: FORM_INFO } }) {
  const { context } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  return loader({ request, url: new URL(request.url), pattern: PATH, params: {}, context });
}

describe("the application form's action", () => {
  it("posts the application with its file as multipart, then shows the done screen with the number", async () => {
    const { answer, calls } = await post(GOOD, [pdf()], { "POST /api/store-inquiry": { body: RECEIPT } });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/store-inquiry",
        body: { ...GOOD, attachments: { name: "회사소개서.pdf", type: "application/pdf", size: 64 } },
      },
    ]);
    expect(answer).toBeInstanceOf(Response);
    const redirect = answer as unknown as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/store/apply?step=done");
    const cookie = (redirect.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^__shop_store_applied=/);

    expect(await load("/store/apply?step=done", cookie)).toEqual({ form: FORM_INFO, receipt: RECEIPT });
  });

  it("sends no file part when none was chosen", async () => {
    const { calls } = await post(GOOD, [], { "POST /api/store-inquiry": { body: { ...RECEIPT, attachmentCount: 0 } } });
    expect(calls[0]?.body).toEqual(GOOD);
  });

  it("keeps a form missing the consent and with a bad business number on the page, without calling the API", async () => {
    const { agreePrivacy: _unticked, ...fields } = GOOD;
    const { answer, calls } = await post({ ...fields, businessNumber: "1234567890" }, [pdf()]);
    expect(calls).toEqual([]);
    expect(answer).not.toBeInstanceOf(Response);
    if (answer instanceof Response) return;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      businessNumber: BUSINESS_NUMBER_MESSAGE,
      agreePrivacy: STORE_INQUIRY_MESSAGES.PRIVACY_CONSENT,
    });
    // What was typed comes back for a page drawn without JavaScript; its file chooser comes back empty.
    expect(answer.data.values).toMatchObject({ companyName: "(주)대관령한우", businessNumber: "1234567890" });
    expect(answer.data.values?.agreePrivacy).toBe(false);
    expect(answer.data.filesDropped).toBe(true);
  });

  it.each([
    { name: "four files", files: [pdf(), pdf(), pdf(), pdf()], message: STORE_INQUIRY_MESSAGES.TOO_MANY_FILES },
    { name: "an HWP file", files: [pdf("제안서.hwp")], message: STORE_INQUIRY_MESSAGES.FILE_TYPE },
  ])("refuses $name under the attachments without calling the API", async ({ files, message }) => {
    const { answer, calls } = await post(GOOD, files);
    expect(calls).toEqual([]);
    if (answer instanceof Response) throw new Error("expected the form's answer");
    expect(answer.data.fieldErrors).toEqual({ attachments: message });
  });

  it("shows the API's refusal of a file's bytes under the attachments", async () => {
    const { answer } = await post(GOOD, [pdf()], {
      "POST /api/store-inquiry": apiError(400, STORE_INQUIRY_MESSAGES.FILE_TYPE, [
        { field: "attachments", message: STORE_INQUIRY_MESSAGES.FILE_TYPE },
      ]),
    });
    if (answer instanceof Response) throw new Error("expected the form's answer");
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ attachments: STORE_INQUIRY_MESSAGES.FILE_TYPE });
    expect(answer.data.formError).toBeUndefined();
  });

  it("shows the budget's refusal above the form", async () => {
    const message = "입점 신청 횟수를 초과했습니다. 12분 후 다시 시도해 주세요.";
    const { answer } = await post(GOOD, [], { "POST /api/store-inquiry": apiError(429, message) });
    if (answer instanceof Response) throw new Error("expected the form's answer");
    expect(answer.init?.status).toBe(429);
    expect(answer.data.formError).toBe(message);
    expect(answer.data.values).toMatchObject({ proposal: GOOD.proposal });
  });
});

describe("the page's loader", () => {
  it("gives the form what GET /api/store-inquiry answers", async () => {
    expect(await load(PATH)).toEqual({ form: FORM_INFO, receipt: null });
  });

  it.each([
    ["no cookie", ""],
    ["a forged cookie", "__shop_store_applied=eyJhcHBsaWNhdGlvbk51bWJlciI6IlNJIn0%3D"],
  ])("sends a done link with %s back to the form", async (_name, cookie) => {
    let thrown: unknown;
    try {
      await load("/store/apply?step=done", cookie);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(PATH);
  });
});
