import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../test/shopper-requests";
import { callApi } from "./api-client.server";

// callApi's multipart body: a form with files goes to the API as multipart/form-data with the shopper's token.

describe("callApi with a form", () => {
  it("sends the fields and files as multipart/form-data, with the session's token", async () => {
    const shopper = await testShopper({ member: true });
    const seen: { contentType: string | null; authorization: string | null }[] = [];
    const { context, calls } = fakeApi({ "POST /api/item/review": apiError(400, "리뷰 내용을 입력해 주세요.") });
    const inner = context.apiFetch;
    context.apiFetch = async (path, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ contentType: headers.get("content-type"), authorization: headers.get("authorization") });
      return inner(path, init);
    };
    const form = new FormData();
    form.append("content", "육즙이 살아 있어요.");
    form.append("photos", new File([new Uint8Array([1, 2, 3])], "steak.jpg", { type: "image/jpeg" }));
    const request = new Request(`${TEST_ORIGIN}/mypage/review`, { headers: { cookie: shopper.cookie } });
    await expect(callApi(context, apiEndpoints.writeReview, { request, form })).rejects.toThrow(
      "리뷰 내용을 입력해 주세요.",
    );
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/item/review",
        body: { content: "육즙이 살아 있어요.", photos: { name: "steak.jpg", type: "image/jpeg", size: 3 } },
      },
    ]);
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.authorization).toMatch(/^Bearer /);
  });
});
