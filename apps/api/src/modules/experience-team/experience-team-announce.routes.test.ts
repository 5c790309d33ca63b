import { devOutboxResponseSchema } from "@shop/contracts/auth";
import { adminExperienceApplicantsSchema, experienceApplicationDetailSchema } from "@shop/contracts/experience-team";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { staffCall } from "../../test/admin-content-client.js";
import { bearer } from "../../test/auth-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The selected members' announcement text (선정 안내 문자, decision 050) through the real routes, the housekeeping
// sweep and the SMS sandbox's outbox, with the clock stood still and moved: nothing before the announcement day or
// before nine, one text per selected member on it, none for the unselected, none twice however often selection or the
// sweep runs; a member selected after the announcement is texted at selection; none once the review window closed.

// Tuesday 2 March 2027, 10:00 in Korea.
const clock = stillClockAt("2027-03-02T10:00:00+09:00");
const kst = (text: string) => new Date(`${text}+09:00`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ITEM_CODE = "G0000071";

/** A new operator signed in at the clock's time (staff sessions end after 30 idle minutes, and the clock jumps). */
const operator = () => signedInStaff(t, { role: "ROLE_ADMIN" });

async function member() {
  const { user } = await createMember(t.db, { userName: "박체험" });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { token, phone: user.phoneNumber ?? "" };
}

async function texts(phone: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${phone}&size=20` });
  expect(res.statusCode, res.body).toBe(200);
  return devOutboxResponseSchema.parse(res.json()).list.map((message) => message.text);
}

const sweep = () => t.app.services.housekeeping.textExperienceAnnouncements();

/** A team made by the back office: recruiting today and tomorrow, announced on the 6th, reviews until the 20th. */
async function team(title: string, capacity: number) {
  const admin = await operator();
  const res = await staffCall(t, admin, "POST", "/api/admin/experience-teams", {
    itemUserCode: ITEM_CODE,
    title,
    description: "체험 상품을 보내 드립니다. 사진 후기를 남겨 주세요.",
    capacity,
    recruitStart: "2027-03-02",
    recruitEnd: "2027-03-03",
    announceDate: "2027-03-06",
    reviewEnd: "2027-03-20",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().team.teamId as number;
}

async function applyTo(teamId: number, who: { token: string; phone: string }) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/experience-team/${teamId}/apply/create`,
    headers: bearer(who.token),
    payload: { message: "가족과 함께 먹어 보고 사진과 함께 솔직한 후기를 남기겠습니다.", phone: who.phone, snsUrl: "" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return experienceApplicationDetailSchema.parse(res.json()).application.applicationId;
}

async function select(teamId: number, applicationId: number, selected = true) {
  const res = await staffCall(
    t,
    await operator(),
    "POST",
    `/api/admin/experience-teams/${teamId}/applications/${applicationId}/select`,
    { selected },
  );
  expect(res.statusCode, res.body).toBe(200);
  return adminExperienceApplicantsSchema.parse(res.json());
}

describe("the selected members' announcement text", () => {
  it("goes once to each selected member on the announcement day from nine, never to the unselected", async () => {
    clock.reset();
    const teamId = await team("한우 등심 구이 체험단", 2);
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const [appA, appB, appC] = [await applyTo(teamId, a), await applyTo(teamId, b), await applyTo(teamId, c)];
    await applyTo(teamId, d);

    // Recruiting closed, the announcement still ahead: selecting texts nobody, nor does the sweep.
    clock.set(kst("2027-03-05T10:00:00"));
    await select(teamId, appA);
    await select(teamId, appB);
    expect(await sweep()).toBe(0);
    expect(await texts(a.phone)).toEqual([]);

    // The announcement day has begun at midnight, but nobody is texted at night.
    clock.set(kst("2027-03-06T00:00:30"));
    expect(await sweep()).toBe(0);
    clock.set(kst("2027-03-06T08:59:00"));
    expect(await sweep()).toBe(0);

    // Nine o'clock: two sweeps at once (two processes) text each selected member once between them.
    clock.set(kst("2027-03-06T09:00:00"));
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBe(2);
    expect(await sweep()).toBe(0);
    const textOfA = await texts(a.phone);
    expect(textOfA).toEqual([
      '[농협 축산물 도매몰] 체험단 선정 안내: 신청하신 "한우 등심 구이 체험단"에 선정되셨습니다. ' +
        "마이페이지 > 체험단에서 3월 20일까지 사진과 함께 체험 후기를 작성해 주세요.",
    ]);
    expect(await texts(b.phone)).toHaveLength(1);
    expect(await texts(c.phone)).toEqual([]);
    expect(await texts(d.phone)).toEqual([]);

    // Selecting again, or unselecting and selecting again, texts nobody twice.
    clock.set(kst("2027-03-06T11:00:00"));
    await select(teamId, appA);
    await select(teamId, appB, false);
    await select(teamId, appB);
    expect(await sweep()).toBe(0);
    expect(await texts(a.phone)).toHaveLength(1);
    expect(await texts(b.phone)).toHaveLength(1);

    // A member selected after the announcement hears at once (in daytime), once.
    await select(teamId, appB, false);
    const applicants = await select(teamId, appC);
    expect(await texts(c.phone)).toHaveLength(1);
    expect(await sweep()).toBe(0);
    expect(await texts(c.phone)).toHaveLength(1);
    expect(await texts(d.phone)).toEqual([]);

    const texted = new Map(applicants.list.map((row) => [row.applicationId, row.announceTextedAt]));
    expect(texted.get(appA)).toBe(kst("2027-03-06T09:00:00").toISOString());
    expect(texted.get(appC)).toBe(kst("2027-03-06T11:00:00").toISOString());
    expect(applicants.list.filter((row) => row.announceTextedAt === null)).toHaveLength(1);
  });

  it("waits for nine when a member is selected at night, and never goes once the review window has closed", async () => {
    clock.reset();
    const late = await team("한돈 삼겹살 체험단", 2);
    const morning = await team("한돈 목살 체험단", 2);
    const [e, f] = [await member(), await member()];
    const appE = await applyTo(late, e);
    const appF = await applyTo(morning, f);

    clock.set(kst("2027-03-06T22:30:00"));
    await select(late, appE);
    expect(await texts(e.phone)).toEqual([]);
    clock.set(kst("2027-03-07T09:01:00"));
    await select(morning, appF);
    // The sweep after nine texts e; f was texted at selection.
    expect(await texts(f.phone)).toHaveLength(1);
    expect(await sweep()).toBe(1);
    expect(await texts(e.phone)).toHaveLength(1);

    // A third team whose selected member was never texted before its window closed stays silent.
    clock.reset();
    const closed = await team("닭가슴살 체험단", 1);
    const g = await member();
    const appG = await applyTo(closed, g);
    clock.set(kst("2027-03-06T23:00:00"));
    await select(closed, appG);
    clock.set(kst("2027-03-21T10:00:00"));
    expect(await sweep()).toBe(0);
    expect(await texts(g.phone)).toEqual([]);
  });

  it("is sent when the dev route selects and opens the review window (in daytime), once", async () => {
    clock.reset();
    const teamId = await team("한우 불고기 체험단", 3);
    const h = await member();
    const appH = await applyTo(teamId, h);
    clock.set(kst("2027-03-02T15:00:00"));
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "POST", url: `/api/dev/experience-team/apply/${appH}/select` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await texts(h.phone)).toHaveLength(1);
    expect(await sweep()).toBe(0);
  });
});
