// 체험단 (issue 15 item 3, docs/decisions/050): a team of members who try an item free and write a review with photos.
// The team's phase follows from its dates alone; who may apply, change an application, be selected or write the review
// follows from the phase and the member's application. No I/O: the API reads the rows and asks here.

import { type PhotoCandidate, reviewPhotosProblem } from "../review/review-rules.js";

/**
 * 모집예정 → 모집중 → 발표대기 → 체험중 (the review window) → 종료. Every end is exclusive: recruiting runs
 * [recruitStartAt, recruitEndAt), the announcement is at announceAt, reviews are written in [announceAt, reviewEndAt).
 */
export const EXPERIENCE_PHASES = ["upcoming", "recruiting", "announcing", "reviewing", "ended"] as const;
export type ExperiencePhase = (typeof EXPERIENCE_PHASES)[number];

export const EXPERIENCE_PHASE_LABELS: Record<ExperiencePhase, string> = {
  upcoming: "모집예정",
  recruiting: "모집중",
  announcing: "발표대기",
  reviewing: "체험중",
  ended: "종료",
};

export interface ExperienceSchedule {
  recruitStartAt: Date;
  recruitEndAt: Date;
  announceAt: Date;
  reviewEndAt: Date;
}

/** The team's phase at `now`. */
export function experiencePhase(schedule: ExperienceSchedule, now: Date): ExperiencePhase {
  const at = now.getTime();
  if (at < schedule.recruitStartAt.getTime()) return "upcoming";
  if (at < schedule.recruitEndAt.getTime()) return "recruiting";
  if (at < schedule.announceAt.getTime()) return "announcing";
  if (at < schedule.reviewEndAt.getTime()) return "reviewing";
  return "ended";
}

export const EXPERIENCE_SCHEDULE_MESSAGES = {
  recruitOrder: "모집 종료일은 모집 시작일과 같거나 뒤여야 합니다.",
  announceOrder: "발표일은 모집 종료일보다 앞설 수 없습니다.",
  reviewOrder: "리뷰 마감일은 발표일과 같거나 뒤여야 합니다.",
} as const;

/** The first thing wrong with a team's dates, or null: recruit start < recruit end ≤ announce < review end. */
export function experienceScheduleProblem(schedule: ExperienceSchedule): string | null {
  if (schedule.recruitEndAt.getTime() <= schedule.recruitStartAt.getTime()) {
    return EXPERIENCE_SCHEDULE_MESSAGES.recruitOrder;
  }
  if (schedule.announceAt.getTime() < schedule.recruitEndAt.getTime())
    return EXPERIENCE_SCHEDULE_MESSAGES.announceOrder;
  if (schedule.reviewEndAt.getTime() <= schedule.announceAt.getTime()) return EXPERIENCE_SCHEDULE_MESSAGES.reviewOrder;
  return null;
}

/** What the database keeps: applied until the back office selects. */
export const STORED_APPLICATION_STATUSES = ["applied", "selected"] as const;
export type StoredApplicationStatus = (typeof STORED_APPLICATION_STATUSES)[number];

/** What a member reads: an application not selected by the announcement is 미선정. */
export const APPLICATION_STATUSES = ["applied", "selected", "not_selected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "신청완료",
  selected: "선정",
  not_selected: "미선정",
};

/**
 * The status a member reads. Before the announcement a selection is not shown yet (staff may still change it), so the
 * member reads 신청완료; from the announcement on it is 선정 or 미선정.
 */
export function applicationStatusAt(stored: StoredApplicationStatus, phase: ExperiencePhase): ApplicationStatus {
  const announced = phase === "reviewing" || phase === "ended";
  if (!announced) return "applied";
  return stored === "selected" ? "selected" : "not_selected";
}

export const EXPERIENCE_MESSAGES = {
  notFound: "존재하지 않는 체험단입니다.",
  applicationNotFound: "신청 내역을 찾을 수 없습니다.",
  reviewNotFound: "작성한 체험 리뷰가 없습니다.",
  notYetRecruiting: "아직 모집 기간이 아닙니다.",
  recruitingEnded: "모집 기간이 끝났습니다.",
  alreadyApplied: "이미 신청하신 체험단입니다.",
  editClosed: "모집 기간이 끝나 신청 내용을 수정할 수 없습니다.",
  deleteClosed: "모집 기간이 끝나 신청을 취소할 수 없습니다.",
  notSelected: "체험단에 선정된 회원만 리뷰를 작성할 수 있습니다.",
  reviewNotOpen: "리뷰는 발표일부터 작성할 수 있습니다.",
  reviewClosed: "리뷰 작성 기간이 끝났습니다.",
  alreadyReviewed: "이미 체험 리뷰를 작성하셨습니다.",
  photoRequired: "체험 리뷰에는 사진을 한 장 이상 올려 주세요.",
  selectBeforeClose: "모집이 끝난 뒤에 선정할 수 있습니다.",
  selectEnded: "체험단 기간이 끝나 선정을 바꿀 수 없습니다.",
  capacityFull: "모집 인원만큼 이미 선정했습니다. 다른 회원의 선정을 먼저 취소해 주세요.",
  unselectReviewed: "체험 리뷰를 작성한 회원은 선정을 취소할 수 없습니다.",
} as const;

/** Why a member may not apply now, or null. One application per member and team. */
export function applyRefusal(phase: ExperiencePhase, alreadyApplied: boolean): string | null {
  if (phase === "upcoming") return EXPERIENCE_MESSAGES.notYetRecruiting;
  if (phase !== "recruiting") return EXPERIENCE_MESSAGES.recruitingEnded;
  if (alreadyApplied) return EXPERIENCE_MESSAGES.alreadyApplied;
  return null;
}

/** Why a member may not edit or cancel their application now, or null: only while the team recruits. */
export function applicationChangeRefusal(phase: ExperiencePhase, change: "edit" | "delete"): string | null {
  if (phase === "recruiting") return null;
  return change === "edit" ? EXPERIENCE_MESSAGES.editClosed : EXPERIENCE_MESSAGES.deleteClosed;
}

/** A refusal with the HTTP status it answers with: 403 for a member who is not selected, 400 for the rest. */
export interface ExperienceRefusal {
  status: 400 | 403;
  message: string;
}

/** Why a member may not write the team's review now, or null: selected, in the review window, once. */
export function reviewRefusal(
  phase: ExperiencePhase,
  stored: StoredApplicationStatus,
  alreadyReviewed: boolean,
): ExperienceRefusal | null {
  if (stored !== "selected") return { status: 403, message: EXPERIENCE_MESSAGES.notSelected };
  if (phase === "upcoming" || phase === "recruiting" || phase === "announcing") {
    return { status: 400, message: EXPERIENCE_MESSAGES.reviewNotOpen };
  }
  if (phase === "ended") return { status: 400, message: EXPERIENCE_MESSAGES.reviewClosed };
  if (alreadyReviewed) return { status: 400, message: EXPERIENCE_MESSAGES.alreadyReviewed };
  return null;
}

/**
 * Why staff may not select (or unselect) an applicant now, or null. Selection happens once recruiting has closed and
 * until the review window ends; a selection stays within the team's capacity; a member who wrote the review stays
 * selected. Selecting the selected or unselecting the unselected is no change and no refusal.
 */
export function selectionRefusal(
  phase: ExperiencePhase,
  change: { select: boolean; selectedCount: number; capacity: number; reviewed: boolean },
): string | null {
  if (phase === "upcoming" || phase === "recruiting") return EXPERIENCE_MESSAGES.selectBeforeClose;
  if (phase === "ended") return EXPERIENCE_MESSAGES.selectEnded;
  if (change.select && change.selectedCount >= change.capacity) return EXPERIENCE_MESSAGES.capacityFull;
  if (!change.select && change.reviewed) return EXPERIENCE_MESSAGES.unselectReviewed;
  return null;
}

/**
 * The hours (Korea time, from inclusive, until exclusive) the selected members' announcement text (선정 안내 문자)
 * goes out: a team announced at midnight, as the back office's days make it, is texted at nine that morning, and a
 * member selected late in the evening the next morning. Nobody is woken by the shop.
 */
export const ANNOUNCE_TEXT_HOURS = { from: 9, until: 21 } as const;

/** Korea keeps UTC+9 all year (no daylight saving since 1988). */
const KOREA_OFFSET_HOURS = 9;

/** Whether `now` is within ANNOUNCE_TEXT_HOURS in Korea. */
export function isAnnounceTextHour(now: Date): boolean {
  const hour = (now.getUTCHours() + KOREA_OFFSET_HOURS) % 24;
  return hour >= ANNOUNCE_TEXT_HOURS.from && hour < ANNOUNCE_TEXT_HOURS.until;
}

/**
 * Whether a team's selected members are texted now: the announcement has come and the review window is open (a text
 * after the deadline would ask for a review nobody may write any more), within the texting hours. Each selected
 * member is texted once (the API records it); a member selected after the announcement is texted at selection.
 */
export function announceTextDue(schedule: ExperienceSchedule, now: Date): boolean {
  return experiencePhase(schedule, now) === "reviewing" && isAnnounceTextHour(now);
}

export const EXPERIENCE_REVIEW_MIN_PHOTOS = 1;
export const EXPERIENCE_REVIEW_MAX_PHOTOS = 5;

/**
 * The photos of an experience review: at least one (a 체험단 review is a photo review), at most five, each a JPEG,
 * PNG, GIF or WebP of at most 5 MB as read from its bytes. Null when they may be kept.
 */
export function experiencePhotosProblem(photos: readonly PhotoCandidate[]): string | null {
  if (photos.length < EXPERIENCE_REVIEW_MIN_PHOTOS) return EXPERIENCE_MESSAGES.photoRequired;
  return reviewPhotosProblem(photos);
}

/** Days left to the end (exclusive) of a window, counted as whole days rounded up (D-3); 0 once it has ended. */
export function daysLeft(end: Date, now: Date): number {
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
