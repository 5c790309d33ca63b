import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { findStoreInquiry, insertStoreInquiry } from "./store-inquiry.repository.js";

// The consent text promises 1 year: the housekeeping purge deletes an application (and its files) after that.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date("2027-06-15T03:00:00Z");
const DAY = 24 * 60 * 60_000;

function apply(createdAt: Date, companyName: string) {
  const file = { fileName: "소개서.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.4 test") };
  return t.db.transaction((tx) =>
    insertStoreInquiry(
      tx,
      {
        companyName,
        ceoName: "김대표",
        businessNumber: "2148710355",
        managerName: "이담당",
        phoneNumber: "01012345678",
        email: "sales@example.com",
        category: "HANWOO",
        website: "",
        proposal: "한우 선물세트를 공급하고 싶습니다. 월 200세트까지 가능합니다.",
        clientAddress: "203.0.113.7",
        privacyAgreedAt: createdAt,
        createdAt,
      },
      (id) => `SI-TEST-${id}`,
      [file],
    ),
  );
}

describe("입점문의 retention", () => {
  it("deletes an application a year after it was filed, with its files, and keeps a younger one", async () => {
    const old = await apply(new Date(NOW.getTime() - 366 * DAY), "오래된농장");
    const recent = await apply(new Date(NOW.getTime() - 364 * DAY), "최근농장");
    const counts = await t.app.services.housekeeping.purgeExpiredRecords(NOW);
    expect(counts.storeInquiries).toBe(1);
    expect(await findStoreInquiry(t.db, old.applicationNumber)).toBeUndefined();
    expect((await findStoreInquiry(t.db, recent.applicationNumber))?.files).toHaveLength(1);
    expect((await t.app.services.housekeeping.purgeExpiredRecords(NOW)).storeInquiries).toBe(0);
  });
});
