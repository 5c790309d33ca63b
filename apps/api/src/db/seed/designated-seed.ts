import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../client.js";
import { users } from "../schema/account.js";
import { items } from "../schema/catalog.js";
import { designatedPrices } from "../schema/designated.js";
import { designatedItems } from "../schema/display.js";
import { createMember } from "./account.factory.js";
import { demoDesignatedPrice } from "./designated.factory.js";

// Designated trade's demo (docs/decisions/019): a company buyer who can log in, with prices designated to them for the
// first designated items, so a newcomer can order by 지정거래 end to end. The account has a public password, so it is
// loaded only in demo mode (server.ts), never into a live shop's database.

/** The demo company buyer's login (README "Demo accounts"). */
export const DEMO_COMPANY_BUYER = {
  loginId: "bizdemo",
  password: "Hanwoo!2026",
  userName: "김대표",
  companyName: "(주)한우마을식자재",
  businessNumber: "2208805266",
  phoneNumber: "01077770319",
  email: "bizdemo@example.com",
} as const;

/** % off the shop's price designated to the demo buyer, for the first designated items in the list's order. */
export const DEMO_DESIGNATED_DISCOUNTS = [12, 10, 15, 8] as const;

/**
 * Loads the demo company buyer and their designated prices once (idempotent: an existing buyer and existing prices are
 * left as they are). A login id or phone number already taken by someone else's join is not overwritten.
 */
export async function seedDemoCompanyBuyer(db: Db): Promise<void> {
  const { password, ...profile } = DEMO_COMPANY_BUYER;
  let [buyer] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.loginId, profile.loginId));
  if (!buyer) {
    const [phoneTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, profile.phoneNumber));
    const { user } = await createMember(db, {
      ...profile,
      password,
      phoneNumber: phoneTaken ? null : profile.phoneNumber,
      userType: "BUSINESS",
      // A demo login must keep working however old the demo database is: no 90-day password change asked.
      passwordChangeDelayedUntil: new Date("2099-12-31T00:00:00Z"),
    });
    buyer = { id: user.id, userType: user.userType };
  }
  if (buyer.userType !== "BUSINESS") return;
  const picks = await db
    .select({ itemId: designatedItems.itemId, shopPrice: items.presentPrice })
    .from(designatedItems)
    // Items with plenty in stock, so the demo's designated orders (10 boxes at a time) do not run them out.
    .innerJoin(items, and(eq(items.id, designatedItems.itemId), eq(items.displayed, true), gte(items.stock, 100)))
    .orderBy(asc(designatedItems.sortOrder), asc(designatedItems.itemId))
    .limit(DEMO_DESIGNATED_DISCOUNTS.length);
  if (picks.length === 0) return;
  await db
    .insert(designatedPrices)
    .values(
      picks.map((pick, i) => ({
        userId: buyer.id,
        itemId: pick.itemId,
        unitPrice: demoDesignatedPrice(pick.shopPrice, DEMO_DESIGNATED_DISCOUNTS[i]!),
      })),
    )
    .onConflictDoNothing();
}
