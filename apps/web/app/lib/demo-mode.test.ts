import { describe, expect, it } from "vitest";
import { demoModeOf, demoNotice, hasSmsInbox } from "./demo-mode";

const apiFetch = async () => new Response(null);

describe("demoModeOf", () => {
  it.each([
    ["demo mode", { apiFetch, demo: { sandboxes: ["sms", "payment"] } }, { sandboxes: ["sms", "payment"] }],
    ["a live configuration", { apiFetch, demo: null }, null],
    ["a context without the field (a storefront that was told nothing)", { apiFetch }, null],
  ])("%s", (_name, context, expected) => {
    expect(demoModeOf(context)).toEqual(expected);
  });
});

describe("hasSmsInbox", () => {
  it.each([
    [{ sandboxes: ["sms", "socialLogin", "payment"] }, true],
    [{ sandboxes: ["payment"] }, false],
    [null, false],
  ])("%j → %s", (demo, expected) => {
    expect(hasSmsInbox(demo)).toBe(expected);
  });
});

describe("demoNotice", () => {
  it.each([
    [
      ["sms", "socialLogin", "payment"],
      "문자 인증, 결제, 네이버/카카오 로그인은 모두 테스트용이며 실제로 처리되지 않습니다.",
    ],
    [["sms", "socialLogin"], "문자 인증, 네이버/카카오 로그인은 모두 테스트용이며 실제로 처리되지 않습니다."],
    [["sms", "payment"], "문자 인증, 결제는 모두 테스트용이며 실제로 처리되지 않습니다."],
    [["payment"], "결제는 테스트용이며 실제로 처리되지 않습니다."],
    [["sms", "mail"], "문자 인증은 테스트용이며 실제로 처리되지 않습니다."],
    [[], "공개된 데모 설정으로 운영 중이며 실제 고객을 위한 쇼핑몰이 아닙니다."],
  ])("%j", (sandboxes, expected) => {
    expect(demoNotice(sandboxes)).toBe(expected);
  });
});
