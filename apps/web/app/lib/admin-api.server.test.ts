import { ADMIN_MESSAGES } from "@shop/contracts/admin";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { type AdminDownloadOptions, adminDownloadResponse } from "./admin-api.server";
import { commitAdminSession } from "./admin-session.server";

const ORIGIN = "http://shop.test";
const PATH = "/api/admin/stats/dashboard.xlsx";

/** A staff member's back-office cookie (a sealed session holding the token), or none. */
async function staffCookie(token: string | null): Promise<string | null> {
  if (token === null) return null;
  const setCookie = await commitAdminSession(new Request(`${ORIGIN}/admin`), { token });
  return setCookie.split(";")[0] ?? null;
}

interface Sent {
  path: string;
  headers: Headers;
}

/** Runs adminDownloadResponse against an API answering `answer`, recording what was asked of it. */
async function download(answer: () => Response, options?: AdminDownloadOptions, token: string | null = "tok_staff") {
  const sent: Sent[] = [];
  const context = {
    apiFetch: async (path: string, init: RequestInit = {}) => {
      sent.push({ path, headers: new Headers(init.headers) });
      return answer();
    },
  } as AppLoadContext;
  const cookie = await staffCookie(token);
  const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7" };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`${ORIGIN}/admin/stats/xlsx?from=2026-01-01`, { headers });
  try {
    return { response: await adminDownloadResponse(context, request, PATH, "dashboard", "text/csv", options), sent };
  } catch (thrown) {
    return { thrown, sent };
  }
}

const apiRefusal = (status: number, message: string) => Response.json({ status, message }, { status });

describe("adminDownloadResponse", () => {
  it("streams the API's bytes with its type and name, asked with the staff token and the caller's address", async () => {
    const { response, sent } = await download(
      () =>
        new Response("a,b\n", {
          headers: {
            "content-type": "application/vnd.ms-excel",
            "content-disposition": "attachment; filename*=UTF-8''%EB%A7%A4%EC%B6%9C.xlsx",
          },
        }),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(PATH);
    expect(sent[0]?.headers.get("authorization")).toBe("Bearer tok_staff");
    expect(sent[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe("a,b\n");
    expect(Object.fromEntries(response?.headers ?? [])).toEqual({
      "content-type": "application/vnd.ms-excel",
      "content-disposition": "attachment; filename*=UTF-8''%EB%A7%A4%EC%B6%9C.xlsx",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
  });

  it.each([
    ["a download", undefined, "attachment"],
    ["a photo shown in the page", { disposition: "inline" } as const, "inline"],
  ])("falls back to the given type and %s when the API names neither", async (_case, options, disposition) => {
    const { response } = await download(() => new Response(new Uint8Array([1, 2, 3])), options);
    // A body of bytes has no type of its own: the fallback is used.
    expect(response?.headers.get("content-type")).toBe("text/csv");
    expect(response?.headers.get("content-disposition")).toBe(disposition);
  });

  it("sends a staff member without a session to the login page without asking the API", async () => {
    const { thrown, sent } = await download(() => new Response("never"), undefined, null);
    expect(sent).toEqual([]);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/stats/xlsx?from=2026-01-01")}`,
    );
  });

  it("sends an ended session (the API's 401) to the login page", async () => {
    const { thrown } = await download(() => apiRefusal(401, "로그인 후 이용이 가능합니다."));
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it.each([
    [403, ADMIN_MESSAGES.forbidden],
    [400, "조회 기간은 최대 1년입니다."],
    [404, "찾는 정보가 없습니다."],
  ])("answers the API's %i refusal with its Korean sentence as text", async (status, message) => {
    const { response } = await download(() => apiRefusal(status, message));
    expect(response?.status).toBe(status);
    expect(response?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response?.text()).toBe(message);
  });

  it.each([404, 400])("answers a missing file's %i in the page's own words when it names them", async (status) => {
    const { response } = await download(() => apiRefusal(status, "요청하신 정보를 찾을 수 없습니다."), {
      notFound: "사진을 찾을 수 없습니다.",
    });
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe("사진을 찾을 수 없습니다.\n");
  });

  it("keeps the API's sentence for a refusal that is not a missing file", async () => {
    const { response } = await download(() => apiRefusal(403, ADMIN_MESSAGES.forbidden), { notFound: "없습니다." });
    expect(response?.status).toBe(403);
    expect(await response?.text()).toBe(ADMIN_MESSAGES.forbidden);
  });

  it("throws on the API's 5xx, naming the file", async () => {
    const { thrown } = await download(() => apiRefusal(502, "bad gateway"));
    expect(thrown).toEqual(new Error("dashboard download answered 502"));
  });
});
