import { describe, expect, it } from "vitest";
import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPE_MESSAGE,
  REVIEW_TOO_MANY_PHOTOS_MESSAGE,
} from "../review/review-rules.js";
import {
  type ApplicationStatus,
  announceTextDue,
  applicationChangeRefusal,
  applicationStatusAt,
  applyRefusal,
  daysLeft,
  EXPERIENCE_MESSAGES,
  EXPERIENCE_SCHEDULE_MESSAGES,
  type ExperiencePhase,
  experiencePhase,
  experiencePhotosProblem,
  experienceScheduleProblem,
  isAnnounceTextHour,
  reviewRefusal,
  type StoredApplicationStatus,
  selectionRefusal,
} from "./experience-team-rules.js";

const kst = (text: string) => new Date(`${text}+09:00`);

// Recruiting 12.01–12.07 (to 12.08 00:00), announced 12.10, reviews until 12.24 (to 12.25 00:00), Korea time.
const schedule = {
  recruitStartAt: kst("2026-12-01T00:00:00"),
  recruitEndAt: kst("2026-12-08T00:00:00"),
  announceAt: kst("2026-12-10T00:00:00"),
  reviewEndAt: kst("2026-12-25T00:00:00"),
};

describe("experiencePhase", () => {
  it.each<[string, ExperiencePhase]>([
    ["2026-11-30T23:59:59", "upcoming"],
    ["2026-12-01T00:00:00", "recruiting"],
    ["2026-12-07T23:59:59", "recruiting"],
    ["2026-12-08T00:00:00", "announcing"],
    ["2026-12-09T23:59:59", "announcing"],
    ["2026-12-10T00:00:00", "reviewing"],
    ["2026-12-24T23:59:59", "reviewing"],
    ["2026-12-25T00:00:00", "ended"],
  ])("at %s (Korea) → %s", (now, phase) => {
    expect(experiencePhase(schedule, kst(now))).toBe(phase);
  });

  it("with the announcement when recruiting ends, there is no waiting phase", () => {
    const tight = { ...schedule, announceAt: schedule.recruitEndAt };
    expect(experiencePhase(tight, schedule.recruitEndAt)).toBe("reviewing");
  });
});

describe("experienceScheduleProblem", () => {
  it.each<[string, Partial<typeof schedule>, string | null]>([
    ["a good schedule", {}, null],
    ["announced when recruiting ends", { announceAt: schedule.recruitEndAt }, null],
    [
      "recruiting ends at its start",
      { recruitEndAt: schedule.recruitStartAt },
      EXPERIENCE_SCHEDULE_MESSAGES.recruitOrder,
    ],
    [
      "announced before recruiting ends",
      { announceAt: kst("2026-12-07T00:00:00") },
      EXPERIENCE_SCHEDULE_MESSAGES.announceOrder,
    ],
    ["reviews end at the announcement", { reviewEndAt: schedule.announceAt }, EXPERIENCE_SCHEDULE_MESSAGES.reviewOrder],
  ])("%s", (_name, change, expected) => {
    expect(experienceScheduleProblem({ ...schedule, ...change })).toBe(expected);
  });
});

describe("applicationStatusAt", () => {
  it.each<[StoredApplicationStatus, ExperiencePhase, ApplicationStatus]>([
    ["applied", "recruiting", "applied"],
    ["applied", "announcing", "applied"],
    // A selection made before the announcement is not shown before it.
    ["selected", "announcing", "applied"],
    ["selected", "reviewing", "selected"],
    ["applied", "reviewing", "not_selected"],
    ["selected", "ended", "selected"],
    ["applied", "ended", "not_selected"],
  ])("%s while %s → %s", (stored, phase, expected) => {
    expect(applicationStatusAt(stored, phase)).toBe(expected);
  });
});

describe("who may apply, edit, cancel", () => {
  it.each<[ExperiencePhase, boolean, string | null]>([
    ["upcoming", false, EXPERIENCE_MESSAGES.notYetRecruiting],
    ["recruiting", false, null],
    ["recruiting", true, EXPERIENCE_MESSAGES.alreadyApplied],
    ["announcing", false, EXPERIENCE_MESSAGES.recruitingEnded],
    ["reviewing", false, EXPERIENCE_MESSAGES.recruitingEnded],
    ["ended", true, EXPERIENCE_MESSAGES.recruitingEnded],
  ])("apply while %s (applied before: %s)", (phase, applied, expected) => {
    expect(applyRefusal(phase, applied)).toBe(expected);
  });

  it.each<[ExperiencePhase, string | null, string | null]>([
    ["recruiting", null, null],
    ["upcoming", EXPERIENCE_MESSAGES.editClosed, EXPERIENCE_MESSAGES.deleteClosed],
    ["announcing", EXPERIENCE_MESSAGES.editClosed, EXPERIENCE_MESSAGES.deleteClosed],
    ["ended", EXPERIENCE_MESSAGES.editClosed, EXPERIENCE_MESSAGES.deleteClosed],
  ])("edit and cancel while %s", (phase, edit, remove) => {
    expect(applicationChangeRefusal(phase, "edit")).toBe(edit);
    expect(applicationChangeRefusal(phase, "delete")).toBe(remove);
  });
});

describe("reviewRefusal", () => {
  it.each<[string, ExperiencePhase, StoredApplicationStatus, boolean, number | null, string | null]>([
    ["selected, in the window", "reviewing", "selected", false, null, null],
    ["not selected", "reviewing", "applied", false, 403, EXPERIENCE_MESSAGES.notSelected],
    ["not selected, after the end", "ended", "applied", false, 403, EXPERIENCE_MESSAGES.notSelected],
    ["selected, before the announcement", "announcing", "selected", false, 400, EXPERIENCE_MESSAGES.reviewNotOpen],
    ["selected, after the deadline", "ended", "selected", false, 400, EXPERIENCE_MESSAGES.reviewClosed],
    ["selected, written already", "reviewing", "selected", true, 400, EXPERIENCE_MESSAGES.alreadyReviewed],
  ])("%s", (_name, phase, stored, reviewed, status, message) => {
    const refusal = reviewRefusal(phase, stored, reviewed);
    expect(refusal?.status ?? null).toBe(status);
    expect(refusal?.message ?? null).toBe(message);
  });
});

describe("selectionRefusal", () => {
  const base = { select: true, selectedCount: 0, capacity: 2, reviewed: false };
  it.each<[string, ExperiencePhase, Partial<typeof base>, string | null]>([
    ["while recruiting", "recruiting", {}, EXPERIENCE_MESSAGES.selectBeforeClose],
    ["before recruiting", "upcoming", {}, EXPERIENCE_MESSAGES.selectBeforeClose],
    ["awaiting the announcement", "announcing", {}, null],
    ["in the review window", "reviewing", { selectedCount: 1 }, null],
    ["the team is full", "announcing", { selectedCount: 2 }, EXPERIENCE_MESSAGES.capacityFull],
    ["unselect when full", "announcing", { select: false, selectedCount: 2 }, null],
    ["unselect a reviewer", "reviewing", { select: false, reviewed: true }, EXPERIENCE_MESSAGES.unselectReviewed],
    ["after the end", "ended", {}, EXPERIENCE_MESSAGES.selectEnded],
  ])("%s", (_name, phase, change, expected) => {
    expect(selectionRefusal(phase, { ...base, ...change })).toBe(expected);
  });
});

describe("experiencePhotosProblem", () => {
  const jpeg = { detectedType: "image/jpeg", bytes: 1000 };
  it.each<[string, { detectedType: string | null; bytes: number }[], string | null]>([
    ["no photo", [], EXPERIENCE_MESSAGES.photoRequired],
    ["one photo", [jpeg], null],
    ["five photos", Array(5).fill(jpeg), null],
    ["six photos", Array(6).fill(jpeg), REVIEW_TOO_MANY_PHOTOS_MESSAGE],
    ["not a picture", [{ detectedType: "application/pdf", bytes: 10 }], REVIEW_PHOTO_TYPE_MESSAGE],
    ["exactly 5 MB", [{ detectedType: "image/png", bytes: REVIEW_PHOTO_MAX_BYTES }], null],
  ])("%s", (_name, photos, expected) => {
    expect(experiencePhotosProblem(photos)).toBe(expected);
  });
});

describe("daysLeft", () => {
  it.each<[string, number]>([
    ["2026-12-07T00:00:00", 1],
    ["2026-12-06T23:00:00", 2],
    ["2026-12-08T00:00:00", 0],
    ["2026-12-09T00:00:00", 0],
  ])("at %s → %i", (now, expected) => {
    expect(daysLeft(schedule.recruitEndAt, kst(now))).toBe(expected);
  });
});

describe("announceTextDue: the selected members' text goes out from the announcement, in daytime", () => {
  it.each<[string, boolean]>([
    ["2026-12-09T12:00:00", false],
    ["2026-12-10T00:00:00", false],
    ["2026-12-10T08:59:59", false],
    ["2026-12-10T09:00:00", true],
    ["2026-12-10T20:59:59", true],
    ["2026-12-10T21:00:00", false],
    ["2026-12-11T09:30:00", true],
    ["2026-12-24T15:00:00", true],
    ["2026-12-25T10:00:00", false],
  ])("at %s (Korea) → %s", (now, due) => {
    expect(announceTextDue(schedule, kst(now))).toBe(due);
  });

  it.each<[string, boolean]>([
    ["2026-06-01T08:59:59", false],
    ["2026-06-01T09:00:00", true],
    ["2026-06-01T20:59:59", true],
    ["2026-06-01T21:00:00", false],
    ["2026-06-01T23:30:00", false],
    ["2026-06-02T03:00:00", false],
  ])("texting hour at %s (Korea) → %s", (now, ok) => {
    expect(isAnnounceTextHour(kst(now))).toBe(ok);
  });
});
