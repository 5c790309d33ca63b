import type { ExperiencePhase } from "@shop/core/experience-team/experience-team-rules";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../client.js";
import { experienceTeams } from "../schema/experience-team.js";

// 체험단 teams for the demo seed and the tests (decision 050): a team whose dates put it in a given phase at `now`.

type Executor = Db | Tx;
const DAY_MS = 86_400_000;

/** Dates that put a team in `phase` at `now`, every window a few days wide. */
export function scheduleFor(phase: ExperiencePhase, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  switch (phase) {
    case "upcoming":
      return { recruitStartAt: at(2), recruitEndAt: at(9), announceAt: at(10), reviewEndAt: at(24) };
    case "recruiting":
      return { recruitStartAt: at(-3), recruitEndAt: at(11), announceAt: at(13), reviewEndAt: at(27) };
    case "announcing":
      return { recruitStartAt: at(-10), recruitEndAt: at(-1), announceAt: at(1), reviewEndAt: at(15) };
    case "reviewing":
      return { recruitStartAt: at(-30), recruitEndAt: at(-16), announceAt: at(-14), reviewEndAt: at(14) };
    case "ended":
      return { recruitStartAt: at(-60), recruitEndAt: at(-45), announceAt: at(-43), reviewEndAt: at(-1) };
  }
}

export interface ExperienceTeamSeed {
  itemId: number;
  title: string;
  description?: string;
  capacity?: number;
  phase: ExperiencePhase;
}

export const DEMO_EXPERIENCE_DESCRIPTION = [
  "체험 상품을 무료로 보내 드립니다. (배송비 무료)",
  "받으신 뒤 리뷰 작성 기간 안에 사진 1장 이상과 함께 솔직한 체험 후기를 남겨 주세요.",
  "블로그나 인스타그램에도 후기를 올려 주시면 다음 체험단 선정에 참고합니다.",
  "선정되신 분께는 발표일에 신청하신 휴대폰번호로 안내 문자를 드립니다.",
].join("\n");

export async function createExperienceTeam(db: Executor, seed: ExperienceTeamSeed, now = new Date()) {
  const [row] = await db
    .insert(experienceTeams)
    .values({
      itemId: seed.itemId,
      title: seed.title,
      description: seed.description ?? DEMO_EXPERIENCE_DESCRIPTION,
      capacity: seed.capacity ?? 5,
      ...scheduleFor(seed.phase, now),
    })
    .returning();
  if (!row) throw new Error("experience team insert returned nothing");
  return row;
}

/** Moves a team's dates so that it is in `phase` at `now` (tests walk a team through its phases). */
export async function setExperiencePhase(db: Executor, teamId: number, phase: ExperiencePhase, now = new Date()) {
  await db.update(experienceTeams).set(scheduleFor(phase, now)).where(eq(experienceTeams.id, teamId));
}
