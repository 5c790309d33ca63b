import { describe, expect, it } from "vitest";
import { auditable } from "./staff-audit.service.js";

describe("auditable", () => {
  it.each([
    ["password", false],
    ["passwordHash", false],
    ["password_hash", false],
    ["accessToken", false],
    ["totpSecretSealed", false],
    ["pin", false],
    ["pinPassword", false],
    ["billingKey", false],
    ["bid", false],
    ["cardNo", false],
    ["card_number", false],
    ["pinned", true],
    ["cardName", true],
    ["hashtag", true],
    ["price", true],
    ["trackingNumber", true],
    ["status", true],
  ])("%s is kept: %s", (key, kept) => {
    expect(Object.keys(auditable({ [key]: "value" }) ?? {})).toEqual(kept ? [key] : []);
  });

  it("keeps nothing of nothing", () => {
    expect(auditable(null)).toBeNull();
    expect(auditable(undefined)).toBeNull();
  });
});
