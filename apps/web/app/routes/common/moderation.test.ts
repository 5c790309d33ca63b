import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action } from "./moderation";

// The review and reply menus' posts (decision 051): the API's message back as the alert, a guest to the login page.

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = formPost("/common/moderation", shopper, fields);
  const answer = await action({
    request,
    url: new URL(request.url),
    pattern: "/common/moderation",
    params: {},
    context,
  });
  return { answer, calls };
}

const blocked = { blockId: 3, authorName: "김**", blocked: true, message: "차단되었습니다." };

describe("moderation action", () => {
  it("blocks the author of a review for a member and shows the API's message", async () => {
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { intent: "block", targetType: "review", targetId: "41", target: "/items/G0000001" },
      { "POST /api/common/block": { body: blocked } },
    );
    expect(answer.data).toEqual({ intent: "block", done: true, alert: "차단되었습니다." });
    expect(calls).toEqual([
      { method: "POST", path: "/api/common/block", body: { targetType: "review", targetId: 41 } },
    ]);
  });

  it("reports with the reason and the words, and shows a refusal's message", async () => {
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { intent: "report", targetType: "event_reply", targetId: "7", reasonCode: "ETC", reasonText: "  홍보 글  " },
      { "POST /api/common/report": apiError(400, "본인이 작성한 글은 신고할 수 없습니다.") },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "report", alert: "본인이 작성한 글은 신고할 수 없습니다." });
    expect(calls[0]?.body).toEqual({
      targetType: "event_reply",
      targetId: 7,
      reasonCode: "ETC",
      reasonText: "홍보 글",
    });
  });

  it("reports a 체험단 review, answering the API's message", async () => {
    const reported = {
      reportId: 9,
      targetType: "experience_review",
      targetId: 12,
      reasonCode: "AD",
      reportedAt: "2025-05-01T00:00:00.000Z",
      alreadyReported: false,
      message: "신고가 접수되었습니다. 운영 정책에 따라 검토 후 조치하겠습니다.",
    };
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { intent: "report", targetType: "experience_review", targetId: "12", reasonCode: "AD", reasonText: "" },
      { "POST /api/common/report": { body: reported } },
    );
    expect(answer.data).toEqual({ intent: "report", done: true, alert: reported.message });
    expect(calls[0]?.body).toEqual({ targetType: "experience_review", targetId: 12, reasonCode: "AD" });
  });

  it("refuses a target that cannot be one without calling the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), {
      intent: "block",
      targetType: "notice",
      targetId: "1",
    });
    expect(answer.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("sends a guest to the login page, back to the page the menu was on", async () => {
    let thrown: unknown;
    try {
      await post(await testShopper(), {
        intent: "block",
        targetType: "review",
        targetId: "41",
        target: "/items/G0000001",
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/user/login?target=%2Fitems%2FG0000001");
  });
});
