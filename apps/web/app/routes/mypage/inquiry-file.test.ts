import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./inquiry-file";

// /mypage/inquiry/{id}/file/{fileId}: an attachment of the member's 1:1 inquiry, passed through from
// GET /api/qna/inquiry/{id}/download-file?fileId= with the member's token; the API's 404 stays a 404.

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const DISPOSITION = `attachment; filename="attachment-9.png"; filename*=UTF-8''${encodeURIComponent("영수증.png")}`;

interface Call {
  path: string;
  headers: Headers;
}

function api(answer: () => Response) {
  const calls: Call[] = [];
  const context = {
    apiFetch: async (path: string, init: RequestInit = {}) => {
      calls.push({ path, headers: new Headers(init.headers) });
      return answer();
    },
  } satisfies AppLoadContext;
  return { context, calls };
}

async function download(path: string, answer: () => Response, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = api(answer);
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: shopper.cookie } });
  const [, , , id, , fileId] = path.split("/");
  try {
    const response = await loader({
      request,
      url: new URL(request.url),
      pattern: "/mypage/inquiry/:id/file/:fileId",
      params: { id: id ?? "", fileId: fileId ?? "" },
      context,
    });
    return { response, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls };
    throw thrown;
  }
}

const fileAnswer = () =>
  new Response(BYTES, { headers: { "content-type": "image/png", "content-disposition": DISPOSITION } });
const notFoundAnswer = () =>
  Response.json({ status: 404, code: "NOT_FOUND", message: "존재하지 않는 첨부파일입니다." }, { status: 404 });

describe("an inquiry's attachment", () => {
  it("is the API's bytes, type and name, fetched with the member's token and kept out of caches", async () => {
    const { response, calls } = await download("/mypage/inquiry/5/file/9", fileAnswer);
    expect(calls.map((call) => call.path)).toEqual(["/api/qna/inquiry/5/download-file?fileId=9"]);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok_member_for_tests_0123456789");
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(DISPOSITION);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is a 404 when the API says so (someone else's, a made-up id)", async () => {
    const { response } = await download("/mypage/inquiry/5/file/9", notFoundAnswer);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("첨부파일을 찾을 수 없습니다.");
  });

  it.each(["/mypage/inquiry/x/file/9", "/mypage/inquiry/5/file/0", "/mypage/inquiry/5/file/99999999999"])(
    "is a 404 for %s without asking the API",
    async (path) => {
      const { response, calls } = await download(path, fileAnswer);
      expect(response.status).toBe(404);
      expect(calls).toEqual([]);
    },
  );

  it("sends an anonymous shopper to log in first", async () => {
    const { response, calls } = await download("/mypage/inquiry/5/file/9", fileAnswer, false);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/user/login?target=${encodeURIComponent("/mypage/inquiry/5/file/9")}`,
    );
    expect(calls).toEqual([]);
  });
});
