import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemberGradeView } from "../../features/mypage/member-grade-view";
import { GRADE } from "../../features/mypage/mypage-fixtures";
import { fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./grade";

// /mypage/grade: the member's grade from GET /api/mypage/grade, how far the next one is, and the grade table.

async function load(member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/mypage/grade": { body: GRADE } });
  const request = new Request(`${TEST_ORIGIN}/mypage/grade`, { headers: { cookie: shopper.cookie } });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/mypage/grade", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the grade page", () => {
  it("loads the member's grade", async () => {
    const { data, calls } = await load();
    expect(calls.map((call) => call.path)).toEqual(["/api/mypage/grade"]);
    expect(data?.info.grade.label).toBe("실버");
  });

  it("sends an anonymous shopper to log in", async () => {
    const { thrown } = await load(false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/grade")}`);
  });

  it("shows the grade, the period's amount, what is left to the next grade and every grade's rate", () => {
    const html = renderToStaticMarkup(<MemberGradeView info={GRADE} />);
    expect(html).toContain("실버");
    expect(html).toContain("420,000원");
    expect(html).toContain("580,000원 더 구매하시면 <strong>골드</strong> 등급이 됩니다.");
    expect(html).toContain("2026.08.15 ~ 2026.11.15");
    expect(html).toContain('aria-valuenow="17"');
    for (const label of ["패밀리", "VIP", "3,000,000원 이상", "가입 시", "1.5%"]) expect(html).toContain(label);
  });

  it("says so at the top grade", () => {
    const top = { ...GRADE, grade: GRADE.grades[3]!, nextGrade: null, amountToNext: 0, periodAmount: 3_500_000 };
    expect(renderToStaticMarkup(<MemberGradeView info={top} />)).toContain("최고 등급입니다.");
  });
});
