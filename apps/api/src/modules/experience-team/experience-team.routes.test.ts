import {
  adminExperienceApplicantsSchema,
  experienceApplicationDetailSchema,
  experienceApplicationListSchema,
  experienceMyDetailSchema,
  experienceReviewDetailSchema,
  experienceReviewListSchema,
  experienceTeamListSchema,
} from "@shop/contracts/experience-team";
import { experienceTeamReviewListSchema, itemDetailResponseSchema } from "@shop/contracts/item";
import { adminReportListSchema, blockResultSchema, reportResultSchema } from "@shop/contracts/moderation";
import { EXPERIENCE_MESSAGES, EXPERIENCE_SCHEDULE_MESSAGES } from "@shop/core/experience-team/experience-team-rules";
import { BLOCK_MESSAGES, REPORT_MESSAGES } from "@shop/core/moderation/moderation-rules";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createExperienceTeam, setExperiencePhase } from "../../db/seed/experience-team.factory.js";
import {
  DEMO_RECRUITING_ITEM_CODE,
  DEMO_RECRUITING_TEAM_TITLE,
  DEMO_REVIEWING_ITEM_CODE,
  DEMO_REVIEWING_TEAM_TITLE,
} from "../../db/seed/experience-team-seed.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { auditEntriesOf, expectContentGuard, staffCall } from "../../test/admin-content-client.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { type FilePart, multipartPayload } from "../../test/multipart.js";
import { type SignedInStaff, signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// 체험단 (decision 050) through the real routes and database: who may call what (401 guest, 404 another member's,
// 401/403 in the back office), the recruiting and review windows, selection (idempotent, within the capacity, audited)
// and the selected member's review with photos showing on the item page until it is deleted.

let t: TestApp;
let admin: SignedInStaff;
const ITEM_CODE = "G0000070";
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
  itemId = demoCatalog().byCode.get(ITEM_CODE)!.id;
});
afterAll(() => t.close());

async function member() {
  const { user } = await createMember(t.db, { userName: "김체험" });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token, phone: user.phoneNumber ?? "" };
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

const applyBody = (phone: string) => ({
  message: "주말마다 가족과 고기를 구워 먹습니다. 사진과 함께 솔직한 후기를 남기겠습니다.",
  phone,
  snsUrl: "https://blog.example.com/me",
});

async function apply(teamId: number, who: { token: string; phone: string }) {
  const res = await call("POST", `/api/experience-team/${teamId}/apply/create`, who.token, applyBody(who.phone));
  expect(res.statusCode, res.body).toBe(200);
  return experienceApplicationDetailSchema.parse(res.json()).application;
}

const png = (seed: number): FilePart => ({
  field: "photos",
  filename: `photo-${seed}.png`,
  contentType: "image/png",
  data: drawReviewPhoto(seed),
});

function writeReview(teamId: number, token: string | null, files: FilePart[], fields: Record<string, string> = {}) {
  const { payload, headers } = multipartPayload(
    {
      title: "두툼하고 고소했어요",
      content: "받자마자 구워 먹었는데 육즙이 풍부하고 잡내가 없었습니다. 다음에도 주문하겠습니다.",
      rating: "5",
      ...fields,
    },
    files,
  );
  return t.app.inject({
    method: "POST",
    url: `/api/experience-team/review-image/${teamId}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload,
  });
}

async function itemExperienceReviews(code = ITEM_CODE, token: string | null = null) {
  const res = await call("GET", `/api/item/${code}/experience-team-reviews?size=100`, token);
  expect(res.statusCode, res.body).toBe(200);
  return experienceTeamReviewListSchema.parse(res.json());
}

describe("shoppers' reads", () => {
  it("lists the demo teams, recruiting first, and a guest may read them", async () => {
    const res = await call("GET", "/api/experience-team?size=100", null);
    expect(res.statusCode, res.body).toBe(200);
    const list = experienceTeamListSchema.parse(res.json()).list;
    const recruiting = list.find((team) => team.title === DEMO_RECRUITING_TEAM_TITLE);
    const reviewing = list.find((team) => team.title === DEMO_REVIEWING_TEAM_TITLE);
    expect(recruiting).toMatchObject({
      itemUserCode: DEMO_RECRUITING_ITEM_CODE,
      phase: "recruiting",
      phaseLabel: "모집중",
    });
    expect(reviewing).toMatchObject({
      itemUserCode: DEMO_REVIEWING_ITEM_CODE,
      phase: "reviewing",
      phaseLabel: "체험중",
    });
    expect(list[0]?.phase).toBe("recruiting");

    const byItem = experienceTeamListSchema.parse(
      (await call("GET", `/api/experience-team?itemUserCode=${DEMO_RECRUITING_ITEM_CODE}`, null)).json(),
    );
    expect(byItem.list.map((team) => team.title)).toEqual([DEMO_RECRUITING_TEAM_TITLE]);

    // The demo's written review shows in the item page's 체험단 section and in the reviews list.
    const shown = await itemExperienceReviews(DEMO_REVIEWING_ITEM_CODE);
    const demoReview = shown.list.find((review) => review.title === "마블링 좋은 갈비살, 가족 모두 만족했어요");
    expect(demoReview?.imageUrls).toHaveLength(2);
    const photo = await call("GET", demoReview!.imageUrls[0]!, null);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    const reviews = experienceReviewListSchema.parse((await call("GET", "/api/experience-team/reviews", null)).json());
    expect(reviews.list.some((review) => review.teamTitle === DEMO_REVIEWING_TEAM_TITLE)).toBe(true);

    expect((await call("GET", "/api/experience-team/999999", null)).json()).toMatchObject({
      message: EXPERIENCE_MESSAGES.notFound,
    });
    expect((await call("GET", "/api/experience-team?size=101", null)).statusCode).toBe(400);
  });

  it("shows each team's item with that item's own first picture", async () => {
    const list = experienceTeamListSchema.parse((await call("GET", "/api/experience-team?size=100", null)).json()).list;
    expect(list.length).toBeGreaterThan(1);
    for (const team of list) {
      const detail = itemDetailResponseSchema.parse((await call("GET", `/api/item/${team.itemUserCode}`, null)).json());
      expect(team.itemImageSrc, team.itemUserCode).toBe(detail.item.images[0]?.url ?? null);
    }
  });

  it("answers 401 to a guest on every member call", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/experience-team/applys"],
      ["GET", "/api/experience-team/1/me/detail"],
      ["GET", "/api/experience-team/apply/1"],
      ["GET", "/api/experience-team/1/review"],
      ["POST", "/api/experience-team/1/apply/create"],
      ["POST", "/api/experience-team/apply/edit"],
      ["POST", "/api/experience-team/apply/delete"],
      ["POST", "/api/experience-team/review-image/1"],
      ["POST", "/api/experience-team/1/review/delete"],
    ];
    for (const [method, url] of calls) {
      const res = await call(method as "GET" | "POST", url, null, method === "POST" ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe("로그인 후 이용이 가능합니다.");
    }
  });
});

describe("applying", () => {
  it("applies once while recruiting; another member's application answers 404", async () => {
    const team = await createExperienceTeam(t.db, { itemId, title: "지원 테스트 체험단", phase: "recruiting" });
    const me = await member();
    const other = await member();

    const before = experienceMyDetailSchema.parse(
      (await call("GET", `/api/experience-team/${team.id}/me/detail`, me.token)).json(),
    );
    expect(before).toMatchObject({ application: null, canApply: true, applyMessage: null, memberPhone: me.phone });

    const mine = await apply(team.id, me);
    expect(mine).toMatchObject({ status: "applied", statusLabel: "신청완료", changeable: true, reviewable: false });
    const again = await call("POST", `/api/experience-team/${team.id}/apply/create`, me.token, applyBody(me.phone));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EXPERIENCE_MESSAGES.alreadyApplied);
    const after = experienceMyDetailSchema.parse(
      (await call("GET", `/api/experience-team/${team.id}/me/detail`, me.token)).json(),
    );
    expect(after).toMatchObject({ canApply: false, applyMessage: EXPERIENCE_MESSAGES.alreadyApplied });
    expect(after.application?.applicationId).toBe(mine.applicationId);

    // Someone else's application is no application at all.
    const id = mine.applicationId;
    for (const res of [
      await call("GET", `/api/experience-team/apply/${id}`, other.token),
      await call("POST", "/api/experience-team/apply/edit", other.token, {
        applicationId: id,
        ...applyBody(other.phone),
      }),
      await call("POST", "/api/experience-team/apply/delete", other.token, { applicationId: id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(EXPERIENCE_MESSAGES.applicationNotFound);
    }

    const edited = await call("POST", "/api/experience-team/apply/edit", me.token, {
      applicationId: id,
      ...applyBody(me.phone),
      message: "신청 내용을 고쳤습니다. 캠핑에서 구워 보고 후기를 남기겠습니다.",
      snsUrl: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(experienceApplicationDetailSchema.parse(edited.json()).application).toMatchObject({
      message: "신청 내용을 고쳤습니다. 캠핑에서 구워 보고 후기를 남기겠습니다.",
      snsUrl: "",
    });

    const list = experienceApplicationListSchema.parse(
      (await call("GET", "/api/experience-team/applys", me.token)).json(),
    );
    expect(list.list.map((entry) => entry.team.title)).toEqual(["지원 테스트 체험단"]);
    const othersList = experienceApplicationListSchema.parse(
      (await call("GET", "/api/experience-team/applys", other.token)).json(),
    );
    expect(othersList.list).toEqual([]);

    const cancelled = await call("POST", "/api/experience-team/apply/delete", me.token, { applicationId: id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call("GET", `/api/experience-team/apply/${id}`, me.token)).statusCode).toBe(404);
    // Cancelled while recruiting: the member may apply again.
    await apply(team.id, me);
  });

  it("refuses bad input in Korean", async () => {
    const team = await createExperienceTeam(t.db, { itemId, title: "입력 검사 체험단", phase: "recruiting" });
    const me = await member();
    const cases: [object, string][] = [
      [{ ...applyBody(me.phone), message: "짧아요" }, "신청 내용은(는) 10자 이상 입력해 주세요."],
      [{ ...applyBody(me.phone), phone: "123" }, "연락 가능한 휴대폰번호를 숫자로만 입력해 주세요."],
      [{ ...applyBody(me.phone), snsUrl: "blog" }, "SNS 주소는 http:// 또는 https://로 시작하는 주소로 입력해 주세요."],
    ];
    for (const [body, message] of cases) {
      const res = await call("POST", `/api/experience-team/${team.id}/apply/create`, me.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await call("POST", "/api/experience-team/999999/apply/create", me.token, applyBody(me.phone));
    expect(unknown.statusCode).toBe(404);
  });

  it("applies, edits and cancels only while the team recruits", async () => {
    const me = await member();
    const upcoming = await createExperienceTeam(t.db, { itemId, title: "모집예정 체험단", phase: "upcoming" });
    const early = await call("POST", `/api/experience-team/${upcoming.id}/apply/create`, me.token, applyBody(me.phone));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(EXPERIENCE_MESSAGES.notYetRecruiting);

    const team = await createExperienceTeam(t.db, { itemId, title: "마감 체험단", phase: "recruiting" });
    const mine = await apply(team.id, me);
    await setExperiencePhase(t.db, team.id, "announcing");
    const late = await call(
      "POST",
      `/api/experience-team/${team.id}/apply/create`,
      (await member()).token,
      applyBody(me.phone),
    );
    expect(late.json()).toMatchObject({ message: EXPERIENCE_MESSAGES.recruitingEnded });
    const edit = await call("POST", "/api/experience-team/apply/edit", me.token, {
      applicationId: mine.applicationId,
      ...applyBody(me.phone),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(EXPERIENCE_MESSAGES.editClosed);
    const remove = await call("POST", "/api/experience-team/apply/delete", me.token, {
      applicationId: mine.applicationId,
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(EXPERIENCE_MESSAGES.deleteClosed);
    const detail = experienceApplicationDetailSchema.parse(
      (await call("GET", `/api/experience-team/apply/${mine.applicationId}`, me.token)).json(),
    );
    expect(detail.application).toMatchObject({ status: "applied", changeable: false });
    expect(detail.team).toMatchObject({ phase: "announcing", phaseLabel: "발표대기" });
  });
});

describe("the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/experience-teams" },
        { method: "POST", url: "/api/admin/experience-teams", payload: {} },
        { method: "GET", url: "/api/admin/experience-teams/1/applications" },
        { method: "POST", url: "/api/admin/experience-teams/1/applications/1/select", payload: { selected: true } },
      ],
    );
    // A member's token is no staff session.
    const me = await member();
    const res = await t.app.inject({ method: "GET", url: "/api/admin/experience-teams", headers: bearer(me.token) });
    expect(res.statusCode).toBe(401);
  });

  it("creates a team by item code, in Korean days, audited; refuses a bad code or schedule", async () => {
    const day = (offset: number) => formatKoreaDate(new Date(Date.now() + offset * 86_400_000));
    const input = {
      itemUserCode: ITEM_CODE,
      title: "관리자 체험단",
      description: "체험 상품을 보내 드립니다. 사진 후기를 남겨 주세요.",
      capacity: 2,
      recruitStart: day(0),
      recruitEnd: day(6),
      announceDate: day(8),
      reviewEnd: day(20),
    };
    const created = await staffCall(t, admin, "POST", "/api/admin/experience-teams", input);
    expect(created.statusCode, created.body).toBe(200);
    const team = created.json().team;
    expect(team).toMatchObject({ phase: "recruiting", itemUserCode: ITEM_CODE, capacity: 2, selectedCount: 0 });
    expect(team.recruitPeriod).toBe(`${day(0).replaceAll("-", ".")} ~ ${day(6).replaceAll("-", ".")}`);
    const entries = await auditEntriesOf(t, admin, "experience-team", team.teamId);
    expect(entries.map((entry) => entry.action)).toEqual(["experience-team.create"]);

    const badCode = await staffCall(t, admin, "POST", "/api/admin/experience-teams", {
      ...input,
      itemUserCode: "G9999999",
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe("존재하지 않는 상품 코드입니다.");
    const badOrder = await staffCall(t, admin, "POST", "/api/admin/experience-teams", {
      ...input,
      announceDate: day(3),
    });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().message).toBe(EXPERIENCE_SCHEDULE_MESSAGES.announceOrder);
    const missing = await staffCall(t, admin, "POST", "/api/admin/experience-teams", { ...input, capacity: 0 });
    expect(missing.json().message).toBe("모집 인원은 1~1,000명으로 입력해 주세요.");

    const list = await staffCall(t, admin, "GET", "/api/admin/experience-teams");
    expect(list.json().list[0].teamId).toBe(team.teamId);
  });

  it("selects after recruiting closes, idempotently, within the capacity; audited once", async () => {
    const team = await createExperienceTeam(t.db, { itemId, title: "선정 체험단", phase: "recruiting", capacity: 1 });
    const [a, b] = [await member(), await member()];
    const first = await apply(team.id, a);
    const second = await apply(team.id, b);
    const select = (applicationId: number, selected = true) =>
      staffCall(t, admin, "POST", `/api/admin/experience-teams/${team.id}/applications/${applicationId}/select`, {
        selected,
      });

    const early = await select(first.applicationId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(EXPERIENCE_MESSAGES.selectBeforeClose);

    await setExperiencePhase(t.db, team.id, "announcing");
    const done = await select(first.applicationId);
    expect(done.statusCode, done.body).toBe(200);
    const applicants = adminExperienceApplicantsSchema.parse(done.json());
    expect(applicants.list.map((row) => [row.applicationId, row.status, row.name])).toEqual([
      [first.applicationId, "selected", "김체험"],
      [second.applicationId, "applied", "김체험"],
    ]);
    expect(applicants.team.selectedCount).toBe(1);
    expect((await select(first.applicationId)).statusCode).toBe(200);
    const full = await select(second.applicationId);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(EXPERIENCE_MESSAGES.capacityFull);
    const entries = await auditEntriesOf(t, admin, "experience-team", team.id);
    expect(entries.map((entry) => entry.action)).toEqual(["experience-team.select"]);

    // Before the announcement the member still reads 신청완료; from it, 선정 (and the other 미선정).
    const readA = () => call("GET", `/api/experience-team/apply/${first.applicationId}`, a.token);
    expect(experienceApplicationDetailSchema.parse((await readA()).json()).application.status).toBe("applied");
    await setExperiencePhase(t.db, team.id, "reviewing");
    expect(experienceApplicationDetailSchema.parse((await readA()).json()).application).toMatchObject({
      status: "selected",
      statusLabel: "선정",
      reviewable: true,
    });
    const readB = await call("GET", `/api/experience-team/apply/${second.applicationId}`, b.token);
    expect(experienceApplicationDetailSchema.parse(readB.json()).application.statusLabel).toBe("미선정");

    const unknown = await staffCall(
      t,
      admin,
      "POST",
      `/api/admin/experience-teams/${team.id}/applications/999999/select`,
      {
        selected: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the experience review", () => {
  it("lets only the selected member write it, in the window, once; it shows on the item page until deleted", async () => {
    const team = await createExperienceTeam(t.db, { itemId, title: "리뷰 체험단", phase: "recruiting", capacity: 3 });
    const [chosen, notChosen, stranger] = [await member(), await member(), await member()];
    const application = await apply(team.id, chosen);
    await apply(team.id, notChosen);

    // The dev route selects and opens the review window now.
    const dev = await call("POST", `/api/dev/experience-team/apply/${application.applicationId}/select`, null);
    expect(dev.statusCode, dev.body).toBe(200);
    expect(experienceApplicationDetailSchema.parse(dev.json())).toMatchObject({
      application: { status: "selected", reviewable: true },
      team: { phase: "reviewing" },
    });
    // Selecting again changes nothing.
    expect(
      (await call("POST", `/api/dev/experience-team/apply/${application.applicationId}/select`, null)).statusCode,
    ).toBe(200);

    const refused = await writeReview(team.id, notChosen.token, [png(1)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EXPERIENCE_MESSAGES.notSelected);
    const strangerTry = await writeReview(team.id, stranger.token, [png(1)]);
    expect(strangerTry.statusCode).toBe(403);

    const noPhoto = await writeReview(team.id, chosen.token, []);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(EXPERIENCE_MESSAGES.photoRequired);
    const notPicture = await writeReview(team.id, chosen.token, [
      { field: "photos", filename: "a.png", contentType: "image/png", data: Buffer.from("%PDF-1.4 not a picture") },
    ]);
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().message).toBe("JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.");
    const tooMany = await writeReview(team.id, chosen.token, [1, 2, 3, 4, 5, 6].map(png));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("사진은 최대 5장까지 등록할 수 있습니다.");
    const short = await writeReview(team.id, chosen.token, [png(1)], { content: "좋아요" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("체험 후기은(는) 20자 이상 입력해 주세요.");

    const written = await writeReview(team.id, chosen.token, [png(11), png(12)]);
    expect(written.statusCode, written.body).toBe(200);
    const review = experienceReviewDetailSchema.parse(written.json()).review;
    expect(review).toMatchObject({ authorName: "김**", teamTitle: "리뷰 체험단", itemUserCode: ITEM_CODE, rating: 5 });
    expect(review.imageUrls).toHaveLength(2);
    const photo = await call("GET", review.imageUrls[0]!, null);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(drawReviewPhoto(11))).toBe(true);
    expect((await call("GET", review.imageUrls[0]!.replace(/-[0-9a-f]{6}/, "-000000"), null)).statusCode).toBe(404);

    const onItem = await itemExperienceReviews();
    expect(onItem.list.find((row) => row.reviewId === review.reviewId)).toMatchObject({
      title: "두툼하고 고소했어요",
      imageUrls: review.imageUrls,
    });

    const twice = await writeReview(team.id, chosen.token, [png(13)]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(EXPERIENCE_MESSAGES.alreadyReviewed);

    const mine = await call("GET", `/api/experience-team/${team.id}/review`, chosen.token);
    expect(experienceReviewDetailSchema.parse(mine.json()).review.reviewId).toBe(review.reviewId);
    expect((await call("GET", `/api/experience-team/${team.id}/review`, stranger.token)).statusCode).toBe(404);
    expect((await call("POST", `/api/experience-team/${team.id}/review/delete`, stranger.token)).statusCode).toBe(404);

    // A member who wrote the review stays selected.
    await setExperiencePhase(t.db, team.id, "reviewing");
    const unselect = await staffCall(
      t,
      admin,
      "POST",
      `/api/admin/experience-teams/${team.id}/applications/${application.applicationId}/select`,
      { selected: false },
    );
    expect(unselect.statusCode).toBe(409);
    expect(unselect.json().message).toBe(EXPERIENCE_MESSAGES.unselectReviewed);

    const deleted = await call("POST", `/api/experience-team/${team.id}/review/delete`, chosen.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await itemExperienceReviews()).list.some((row) => row.reviewId === review.reviewId)).toBe(false);
    expect((await call("GET", review.imageUrls[0]!, null)).statusCode).toBe(404);
    expect((await call("GET", `/api/experience-team/${team.id}/review`, chosen.token)).statusCode).toBe(404);

    // After the deadline nothing more is written.
    await setExperiencePhase(t.db, team.id, "ended");
    const closed = await writeReview(team.id, chosen.token, [png(14)]);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(EXPERIENCE_MESSAGES.reviewClosed);
  });

  it("refuses a selected member before the announcement", async () => {
    const team = await createExperienceTeam(t.db, { itemId, title: "발표 전 체험단", phase: "recruiting" });
    const me = await member();
    const application = await apply(team.id, me);
    await setExperiencePhase(t.db, team.id, "announcing");
    const selected = await staffCall(
      t,
      admin,
      "POST",
      `/api/admin/experience-teams/${team.id}/applications/${application.applicationId}/select`,
      { selected: true },
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const early = await writeReview(team.id, me.token, [png(21)]);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(EXPERIENCE_MESSAGES.reviewNotOpen);
  });
});

describe("신고·차단 of a 체험단 review (decision 051)", () => {
  it("is reported once per member; blocking its author hides their 체험단 reviews from the blocker only", async () => {
    // A demo item with seeded 체험단 reviews, which no member wrote: reportable, their author not blockable, never
    // hidden by a block.
    const { built, displayed } = demoCatalog();
    const demoTeamItems = [DEMO_RECRUITING_ITEM_CODE, DEMO_REVIEWING_ITEM_CODE, ITEM_CODE];
    const seededItem = displayed.find(
      (item) => !demoTeamItems.includes(item.itemUserCode) && built[item.id - 1]!.experienceReviews.length > 0,
    )!;
    const code = seededItem.itemUserCode;
    const seededId = (await itemExperienceReviews(code)).list[0]!.reviewId;
    const team = await createExperienceTeam(t.db, {
      itemId: seededItem.id,
      title: "신고 체험단",
      phase: "recruiting",
      capacity: 2,
    });
    const [author, blocker, other] = [await member(), await member(), await member()];
    const application = await apply(team.id, author);
    const dev = await call("POST", `/api/dev/experience-team/apply/${application.applicationId}/select`, null);
    expect(dev.statusCode, dev.body).toBe(200);
    const written = await writeReview(team.id, author.token, [png(31)]);
    expect(written.statusCode, written.body).toBe(200);
    const reviewId = experienceReviewDetailSchema.parse(written.json()).review.reviewId;
    const target = { targetType: "experience_review", targetId: reviewId };

    // 신고: once per member and review; a repeat answers the first report and keeps no second row.
    const first = await call("POST", "/api/common/report", blocker.token, { ...target, reasonCode: "AD" });
    expect(first.statusCode, first.body).toBe(200);
    const report = reportResultSchema.parse(first.json());
    expect(report).toMatchObject({ alreadyReported: false, targetType: "experience_review", reasonCode: "AD" });
    const again = await call("POST", "/api/common/report", blocker.token, {
      ...target,
      reasonCode: "ETC",
      reasonText: "다시 신고합니다.",
    });
    expect(reportResultSchema.parse(again.json())).toMatchObject({
      reportId: report.reportId,
      alreadyReported: true,
      reasonCode: "AD",
      message: REPORT_MESSAGES.ALREADY_REPORTED,
    });
    const own = await call("POST", "/api/common/report", author.token, { ...target, reasonCode: "AD" });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.OWN_CONTENT);
    const missing = await call("POST", "/api/common/report", blocker.token, {
      targetType: "experience_review",
      targetId: 2_000_000_000,
      reasonCode: "AD",
    });
    expect(missing.statusCode).toBe(404);
    const seededReport = await call("POST", "/api/common/report", blocker.token, {
      targetType: "experience_review",
      targetId: seededId,
      reasonCode: "SPAM",
    });
    expect(seededReport.statusCode, seededReport.body).toBe(200);
    // The back office keeps one report of the review, with the author and the words (title first).
    const reports = adminReportListSchema.parse(
      (await staffCall(t, admin, "GET", "/api/admin/reports?status=received&size=100")).json(),
    );
    const ofReview = reports.list.filter((row) => row.targetType === "experience_review" && row.targetId === reviewId);
    expect(ofReview).toEqual([
      expect.objectContaining({
        reportId: report.reportId,
        authorName: "김**",
        content: expect.stringContaining("[두툼하고 고소했어요]"),
      }),
    ]);

    // 차단: the author's review leaves the blocker's lists (page and total); the seeded one stays.
    const listed = async (token: string | null) => {
      const onItem = await itemExperienceReviews(code, token);
      const res = await call("GET", `/api/experience-team/reviews?itemUserCode=${code}&size=100`, token);
      expect(res.statusCode, res.body).toBe(200);
      const teamList = experienceReviewListSchema.parse(res.json());
      return {
        item: onItem.list.map((row) => row.reviewId),
        itemTotal: onItem.pagination.totalCount,
        teams: teamList.list.map((row) => row.reviewId),
      };
    };
    const before = await listed(blocker.token);
    expect(before.item).toEqual(expect.arrayContaining([reviewId, seededId]));
    expect(before.teams).toContain(reviewId);

    const blocked = await call("POST", "/api/common/block", blocker.token, target);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blockResultSchema.parse(blocked.json())).toMatchObject({ blocked: true, authorName: "김**" });
    const repeat = await call("POST", "/api/common/block", blocker.token, target);
    expect(repeat.json().blockId).toBe(blocked.json().blockId);
    const noMember = await call("POST", "/api/common/block", blocker.token, {
      targetType: "experience_review",
      targetId: seededId,
    });
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json().message).toBe(BLOCK_MESSAGES.NO_AUTHOR);

    const hidden = await listed(blocker.token);
    expect(hidden.item).not.toContain(reviewId);
    expect(hidden.item).toContain(seededId);
    expect(hidden.itemTotal).toBe(before.itemTotal - 1);
    expect(hidden.teams).not.toContain(reviewId);
    // Another member, a guest and the author see it as before.
    for (const token of [other.token, null, author.token]) {
      const seen = await listed(token);
      expect(seen.item).toEqual(expect.arrayContaining([reviewId, seededId]));
      expect(seen.itemTotal).toBe(before.itemTotal);
      expect(seen.teams).toContain(reviewId);
    }

    // Unblocking by the same review brings it back.
    const unblocked = await call("POST", "/api/common/unblock", blocker.token, target);
    expect(unblocked.json()).toMatchObject({ blocked: false, authorName: "김**" });
    expect((await listed(blocker.token)).item).toContain(reviewId);
  });
});
