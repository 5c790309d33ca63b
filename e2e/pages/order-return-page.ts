import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { TestMember } from "./account-page";
import { answerOf, signedHeaders } from "./guest-order-page";

// My page's return and exchange form (반품 신청 / 교환 신청 on the order, docs/decisions/030) and the shop's steps on a
// claim, taken by the dev route until the back office exists.

/** The member's bearer token, logged in through the API as the storefront logs in. */
async function memberToken(request: APIRequestContext, member: TestMember): Promise<string> {
  const body = JSON.stringify({ loginId: member.loginId, password: member.password });
  const { token } = await answerOf<{ token: string }>(
    await request.post("/api/auth/token", {
      headers: { ...signedHeaders(body), "x-forwarded-for": member.address },
      data: body,
    }),
    "login",
  );
  return token;
}

/**
 * The shop picks the member's newest return or exchange up and completes it (a return is refunded through the
 * payment sandbox), with the dev route (DEV_TOOLS).
 */
export async function completeNewestClaim(request: APIRequestContext, member: TestMember): Promise<void> {
  const token = await memberToken(request, member);
  const claims = await answerOf<{ list: { claimId: number }[] }>(
    await request.get("/api/order/cancel-apply", {
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": member.address },
    }),
    "my claims",
  );
  const claimId = claims.list[0]?.claimId;
  if (!claimId) throw new Error(`${member.loginId} has no claim`);
  for (const action of ["collect", "complete"]) {
    const moved = await request.post(`/api/dev/order-claims/${claimId}`, { data: { action } });
    expect(moved.status(), `claim ${claimId} ${action}: ${await moved.text()}`).toBe(200);
  }
}

/** The return form on my page's order: the modal with script, a section of the page without. */
export class OrderReturnForm {
  readonly dialog: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "반품 신청" });
    this.form = page.getByRole("form", { name: "반품 신청" });
  }

  async open() {
    await this.page.getByRole("main").getByRole("link", { name: "반품 신청", exact: true }).click();
    await expect(this.form).toBeVisible();
  }

  lineCheckbox(itemName: string): Locator {
    return this.form.getByRole("checkbox", { name: new RegExp(`^${itemName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  }

  async chooseReason(label: RegExp) {
    await this.form.getByRole("combobox", { name: "반품 사유" }).selectOption({ label: await this.optionLabel(label) });
  }

  private async optionLabel(label: RegExp): Promise<string> {
    const options = await this.form.getByRole("combobox", { name: "반품 사유" }).locator("option").allTextContents();
    const found = options.find((text) => label.test(text));
    if (!found) throw new Error(`no reason like ${label} among ${options.join(", ")}`);
    return found;
  }

  async attachPhotos(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.form.getByLabel(/^사진 첨부/).setInputFiles(files);
  }

  previews(): Locator {
    return this.form.getByRole("list", { name: "첨부한 사진" }).getByRole("img");
  }

  estimateRow(label: string): Locator {
    return this.form
      .getByRole("region", { name: "환불 예정 정보" })
      .locator("dl > div")
      .filter({ has: this.page.locator("dt", { hasText: label }) });
  }

  async submit() {
    await this.page.getByRole("button", { name: "반품 신청하기", exact: true }).click();
  }
}
