import { createHash } from "node:crypto";
import { experiencePhotoUrl } from "@shop/contracts/experience-team";
import { maskName } from "@shop/core/format/mask-name";
import { asc, inArray, like } from "drizzle-orm";
import type { Db } from "../client.js";
import { users } from "../schema/account.js";
import { experienceTeamReviews, items } from "../schema/catalog.js";
import { experienceApplications, experienceReviewPhotos, experienceTeams } from "../schema/experience-team.js";
import { createExperienceTeam } from "./experience-team.factory.js";
import { drawReviewPhoto } from "./review.factory.js";

// The demo's 체험단 (decision 050): one team recruiting now (한돈 가브리살, G0000064) for a newcomer to apply to, and
// one in its review window (한우 갈비살, G0000066) whose applicants are demo reviewers — two selected, one of whom has
// written the review with photos that the item page shows. Dated from the day the seed runs. Idempotent by title.

/** The demo items the teams are for: shown items whose 체험단 section no other test reads. */
export const DEMO_RECRUITING_ITEM_CODE = "G0000064";
export const DEMO_REVIEWING_ITEM_CODE = "G0000066";
export const DEMO_RECRUITING_TEAM_TITLE = "[체험단 모집] 1등급 한돈 가브리살 구이용 체험단 5명";
export const DEMO_REVIEWING_TEAM_TITLE = "[체험단 리뷰] 1+ 한우 갈비살 구이용 체험단 3명";

export async function seedExperienceTeams(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [present] = await tx
      .select({ id: experienceTeams.id })
      .from(experienceTeams)
      .where(inArray(experienceTeams.title, [DEMO_RECRUITING_TEAM_TITLE, DEMO_REVIEWING_TEAM_TITLE]));
    if (present) return false;
    const shown = await tx
      .select({ id: items.id, itemUserCode: items.itemUserCode })
      .from(items)
      .where(inArray(items.itemUserCode, [DEMO_RECRUITING_ITEM_CODE, DEMO_REVIEWING_ITEM_CODE]));
    const idOf = (code: string) => shown.find((item) => item.itemUserCode === code)?.id;
    const recruitingItem = idOf(DEMO_RECRUITING_ITEM_CODE);
    const reviewingItem = idOf(DEMO_REVIEWING_ITEM_CODE);
    if (recruitingItem === undefined || reviewingItem === undefined) return false;

    await createExperienceTeam(tx, {
      itemId: recruitingItem,
      title: DEMO_RECRUITING_TEAM_TITLE,
      phase: "recruiting",
      capacity: 5,
    });
    const team = await createExperienceTeam(tx, {
      itemId: reviewingItem,
      title: DEMO_REVIEWING_TEAM_TITLE,
      phase: "reviewing",
      capacity: 3,
    });

    const reviewers = await tx
      .select({ id: users.id, loginId: users.loginId, userName: users.userName, phone: users.phoneNumber })
      .from(users)
      .where(like(users.loginId, "demoreviewer%"))
      .orderBy(asc(users.loginId))
      .limit(3);
    const messages = [
      "캠핑 갈 때마다 구이용 고기를 굽는데, 두께와 마블링을 꼼꼼히 보고 사진과 함께 후기를 남기겠습니다.",
      "아이들이 고기를 좋아해서 집에서 자주 구워 먹습니다. 가족 반응까지 솔직하게 적어 보겠습니다.",
      "블로그에 식재료 리뷰를 꾸준히 올리고 있습니다. 손질 상태와 맛을 자세히 소개하겠습니다.",
    ];
    for (const [index, reviewer] of reviewers.entries()) {
      const selected = index < 2;
      const [application] = await tx
        .insert(experienceApplications)
        .values({
          teamId: team.id,
          userId: reviewer.id,
          applicantName: reviewer.userName,
          applicantLoginId: reviewer.loginId,
          message: messages[index] ?? "",
          phone: reviewer.phone ?? "",
          snsUrl: index === 2 ? "https://blog.example.com/meatlover" : "",
          status: selected ? "selected" : "applied",
          selectedAt: selected ? team.announceAt : null,
          // Announced two weeks before the seed ran: their 선정 안내 texts went then (none is sent again).
          announceTextedAt: selected ? team.announceAt : null,
          createdAt: new Date(team.recruitStartAt.getTime() + (index + 1) * 3_600_000),
        })
        .returning();
      if (!application || index !== 0) continue;
      // The first selected reviewer has written the review, with two photos.
      const photos = [drawReviewPhoto(9101), drawReviewPhoto(9102)];
      const urls: string[] = [];
      for (const [order, data] of photos.entries()) {
        const sha256 = createHash("sha256").update(data).digest("hex");
        const [photo] = await tx
          .insert(experienceReviewPhotos)
          .values({
            applicationId: application.id,
            sortOrder: order,
            contentType: "image/png",
            byteSize: data.length,
            sha256,
            data,
          })
          .returning({ id: experienceReviewPhotos.id });
        if (photo) urls.push(experiencePhotoUrl(photo.id, sha256, "image/png"));
      }
      await tx.insert(experienceTeamReviews).values({
        itemId: reviewingItem,
        authorName: maskName(reviewer.userName),
        title: "마블링 좋은 갈비살, 가족 모두 만족했어요",
        content:
          "체험단으로 받아 본 한우 갈비살입니다. 아이스박스에 잘 포장되어 차갑게 도착했고, 두께가 고르고 마블링이 " +
          "고르게 퍼져 있어 구웠을 때 부드러웠습니다. 잡내 없이 고소해서 아이들도 잘 먹었어요. 다음에는 구매해서 먹어 보려고 합니다.",
        rating: 5,
        imageUrls: urls,
        userId: reviewer.id,
        applicationId: application.id,
        teamId: team.id,
        teamTitle: team.title,
        createdAt: new Date(team.announceAt.getTime() + 3 * 86_400_000),
      });
    }
    return true;
  });
}
