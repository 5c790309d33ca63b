import { accountNumbersSchema, commonCodeSchema, SYSTEM_CODE_MESSAGES } from "@shop/contracts/system-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { type SignedInStaff, signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's deposit accounts and common codes (decision 052) through the real routes and the demo-seeded
// database: who may call (401/403), Korean 400s, 404/409, one audit entry per change (none for a retry), and the
// public answers (/api/common/account-numbers, /common-code) changing at once.

let t: TestApp;
let admin: SignedInStaff;
let cs: SignedInStaff;
let seller: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  [admin, cs, seller] = await Promise.all([
    signedInStaff(t, { role: "ROLE_ADMIN" }),
    signedInStaff(t, { role: "ROLE_CS" }),
    signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 }),
  ]);
});
afterAll(() => t.close());

async function publicAccounts() {
  const res = await t.app.inject({ method: "GET", url: "/api/common/account-numbers" });
  expect(res.statusCode, res.body).toBe(200);
  return accountNumbersSchema.parse(res.json()).list;
}

async function publicCodes(group: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/common/common-code?group=${group}` });
  if (res.statusCode === 404) return [];
  expect(res.statusCode, res.body).toBe(200);
  return commonCodeSchema.parse(res.json()).list[0]?.codes ?? [];
}

const account = {
  bankCode: "088",
  accountNumber: "140-013-987654",
  holder: "농협축산유통(주)",
  purpose: "기업 구매 전용",
  sortOrder: 5,
  active: true,
};

describe("the back office's deposit accounts", () => {
  it("needs an operator (content.write): 401 without a session, 403 for customer service and sellers", async () => {
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/deposit-accounts" },
        { method: "POST", url: "/api/admin/deposit-accounts", payload: account },
        { method: "PUT", url: "/api/admin/deposit-accounts/1", payload: account },
        { method: "DELETE", url: "/api/admin/deposit-accounts/1" },
      ],
    );
  });

  it("lists the seeded accounts with their banks' names, hidden ones too", async () => {
    const { list, pagination } = await okCall(t, admin, "GET", "/api/admin/deposit-accounts");
    expect(pagination.totalCount).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ bankCode: "011", bankName: "NH농협은행", active: true });
  });

  it("adds, changes, hides and deletes an account; the shop's list follows at once; one entry per change", async () => {
    const created = (await okCall(t, admin, "POST", "/api/admin/deposit-accounts", account)).account;
    expect(created).toMatchObject({ ...account, bankName: "신한은행" });
    // A retry of the same account answers it and writes nothing.
    const again = (await okCall(t, admin, "POST", "/api/admin/deposit-accounts", account)).account;
    expect(again.id).toBe(created.id);
    expect(await publicAccounts()).toContainEqual(
      expect.objectContaining({ id: created.id, bankName: "신한은행", accountNumber: "140-013-987654" }),
    );

    const url = `/api/admin/deposit-accounts/${created.id}`;
    const renamed = { ...account, holder: "농협축산유통 주식회사", active: false };
    expect((await okCall(t, admin, "PUT", url, renamed)).account).toMatchObject({ active: false });
    await okCall(t, admin, "PUT", url, renamed);
    expect((await publicAccounts()).map((row) => row.id)).not.toContain(created.id);

    expect(await okCall(t, admin, "DELETE", url)).toEqual({ id: created.id });
    const gone = await staffCall(t, admin, "DELETE", url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SYSTEM_CODE_MESSAGES.accountNotFound);

    const entries = await auditEntriesOf(t, admin, "deposit-account", created.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "deposit-account.delete",
      "deposit-account.update",
      "deposit-account.create",
    ]);
    expect(entries[1]).toMatchObject({
      before: { holder: "농협축산유통(주)", active: true },
      after: { holder: "농협축산유통 주식회사", active: false },
    });
  });

  it("refuses an account another already has, however its dashes are written (409)", async () => {
    const [seeded] = await publicAccounts();
    const res = await staffCall(t, admin, "POST", "/api/admin/deposit-accounts", {
      ...account,
      bankCode: seeded!.bankCode,
      accountNumber: seeded!.accountNumber.replaceAll("-", ""),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(SYSTEM_CODE_MESSAGES.accountTaken);

    const other = (
      await okCall(t, admin, "POST", "/api/admin/deposit-accounts", { ...account, accountNumber: "140-013-111222" })
    ).account;
    const moved = await staffCall(t, admin, "PUT", `/api/admin/deposit-accounts/${other.id}`, {
      ...account,
      bankCode: seeded!.bankCode,
      accountNumber: seeded!.accountNumber,
    });
    expect(moved.statusCode).toBe(409);
  });

  it.each([
    ["a bank NICEPAY does not know", { bankCode: "999" }, SYSTEM_CODE_MESSAGES.bankCode],
    ["no bank", { bankCode: undefined }, SYSTEM_CODE_MESSAGES.bankCode],
    ["letters in the number", { accountNumber: "140-013-98765A" }, SYSTEM_CODE_MESSAGES.accountNumber],
    ["a double dash", { accountNumber: "140--013-987654" }, SYSTEM_CODE_MESSAGES.accountNumber],
    ["too few digits", { accountNumber: "123-456" }, SYSTEM_CODE_MESSAGES.accountNumber],
    ["too many digits", { accountNumber: "1234-5678-9012-3456-7" }, SYSTEM_CODE_MESSAGES.accountNumber],
    ["an empty holder", { holder: "   " }, SYSTEM_CODE_MESSAGES.holder],
    ["a long holder", { holder: "가".repeat(31) }, SYSTEM_CODE_MESSAGES.holder],
    ["a long purpose", { purpose: "가".repeat(31) }, SYSTEM_CODE_MESSAGES.purpose],
    ["an order out of range", { sortOrder: 1000 }, SYSTEM_CODE_MESSAGES.sortOrder],
    ["no active flag", { active: undefined }, SYSTEM_CODE_MESSAGES.active],
  ])("refuses %s in Korean (400)", async (_name, change, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/deposit-accounts", { ...account, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 in Korean for an account that is not there", async () => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/deposit-accounts/2000000000", account);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SYSTEM_CODE_MESSAGES.accountNotFound);
  });
});

describe("the back office's common codes", () => {
  const code = {
    group: "DELIVERY_REQUEST",
    code: "parcel_locker",
    name: "무인 택배함에 넣어 주세요.",
    sortOrder: 9,
    active: true,
  };

  it("needs an operator (content.write): 401 without a session, 403 for customer service and sellers", async () => {
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/common-codes" },
        { method: "POST", url: "/api/admin/common-codes", payload: code },
        { method: "PUT", url: "/api/admin/common-codes/1", payload: { name: "이름", sortOrder: 1, active: true } },
      ],
    );
  });

  it("lists one group or all, with every group's name; no code can be deleted", async () => {
    const all = await okCall(t, admin, "GET", "/api/admin/common-codes?size=100");
    expect(all.groups).toEqual(expect.arrayContaining(["CANCEL_REASON", "CART_NOTICE", "DELIVERY_REQUEST"]));
    const one = await okCall(t, admin, "GET", "/api/admin/common-codes?group=CANCEL_REASON");
    expect(one.list.every((row: { group: string }) => row.group === "CANCEL_REASON")).toBe(true);
    expect((await okCall(t, admin, "GET", "/api/admin/common-codes?group=")).pagination.totalCount).toBe(
      all.pagination.totalCount,
    );
    const bad = await staffCall(t, admin, "GET", "/api/admin/common-codes?group=bad-group");
    expect(bad.json().message).toBe(SYSTEM_CODE_MESSAGES.group);
    expect((await staffCall(t, admin, "DELETE", "/api/admin/common-codes/1")).statusCode).toBe(404);
  });

  it("adds a code, renames and hides it; the select box follows at once; one entry per change", async () => {
    const created = (await okCall(t, admin, "POST", "/api/admin/common-codes", code)).commonCode;
    expect(created).toMatchObject(code);
    expect((await okCall(t, admin, "POST", "/api/admin/common-codes", code)).commonCode.id).toBe(created.id);
    expect(await publicCodes("DELIVERY_REQUEST")).toContainEqual({ code: "parcel_locker", name: code.name });

    const url = `/api/admin/common-codes/${created.id}`;
    const hidden = { name: "택배함에 넣어 주세요.", sortOrder: 9, active: false };
    expect((await okCall(t, admin, "PUT", url, hidden)).commonCode).toMatchObject({ ...hidden, code: "parcel_locker" });
    await okCall(t, admin, "PUT", url, hidden);
    expect((await publicCodes("DELIVERY_REQUEST")).map((row) => row.code)).not.toContain("parcel_locker");

    const entries = await auditEntriesOf(t, admin, "common-code", created.id);
    expect(entries.map((entry) => entry.action)).toEqual(["common-code.update", "common-code.create"]);
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false, name: hidden.name } });

    // A new group begins with its first code.
    await okCall(t, admin, "POST", "/api/admin/common-codes", { ...code, group: "GIFT_MESSAGE", code: "thanks" });
    expect(await publicCodes("GIFT_MESSAGE")).toEqual([{ code: "thanks", name: code.name }]);
  });

  it("renames a cancel reason but adds none to that fixed group; a taken code with other values is 409", async () => {
    const reasons = await okCall(t, admin, "GET", "/api/admin/common-codes?group=CANCEL_REASON");
    const other = reasons.list.find((row: { code: string }) => row.code === "other");
    await okCall(t, admin, "PUT", `/api/admin/common-codes/${other.id}`, {
      name: "기타 사유",
      sortOrder: 9,
      active: true,
    });
    expect(await publicCodes("CANCEL_REASON")).toContainEqual({ code: "other", name: "기타 사유" });

    const fixed = await staffCall(t, admin, "POST", "/api/admin/common-codes", { ...code, group: "CANCEL_REASON" });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().message).toBe(SYSTEM_CODE_MESSAGES.codeGroupFixed);
    const taken = await staffCall(t, admin, "POST", "/api/admin/common-codes", {
      ...code,
      group: "DELIVERY_REQUEST",
      code: "door",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SYSTEM_CODE_MESSAGES.codeTaken);
  });

  it.each([
    ["a lower-case group", { group: "delivery" }, SYSTEM_CODE_MESSAGES.group],
    ["an upper-case code", { code: "Door" }, SYSTEM_CODE_MESSAGES.code],
    ["a code with a space", { code: "front door" }, SYSTEM_CODE_MESSAGES.code],
    ["an empty name", { name: " " }, SYSTEM_CODE_MESSAGES.codeName],
    ["a long name", { name: "가".repeat(101) }, SYSTEM_CODE_MESSAGES.codeName],
    ["a negative order", { sortOrder: -1 }, SYSTEM_CODE_MESSAGES.sortOrder],
    ["an active flag that is text", { active: "네" }, SYSTEM_CODE_MESSAGES.active],
  ])("refuses %s in Korean (400)", async (_name, change, message) => {
    const res = await staffCall(t, admin, "POST", "/api/admin/common-codes", { ...code, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 in Korean for a code that is not there", async () => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/common-codes/2000000000", {
      name: "이름",
      sortOrder: 1,
      active: true,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SYSTEM_CODE_MESSAGES.codeNotFound);
  });
});
