import type { TotpSealer } from "../../modules/staff/staff-totp.js";
import type { Db } from "../client.js";
import { createStaff, type StaffSpec, staffExists } from "./staff.factory.js";

// The back office's demo staff (README "Demo accounts", docs/decisions/036): an operator, customer service and a
// seller's staff, with public passwords and authenticator secrets, so they are loaded in demo mode only (server.ts)
// and the demo inbox shows their current codes. A live shop creates its staff with real secrets.

/** 대관령한우's staff: a seller other than the cooperative, with items and orders in the demo data. */
const DEMO_SELLER_ID = 10_000_001;

export const DEMO_STAFF = [
  {
    loginId: "admin",
    password: "Admin!2026",
    name: "김운영",
    role: "ROLE_ADMIN",
    totpSecret: "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA",
  },
  {
    loginId: "csdemo",
    password: "Center!2026",
    name: "이상담",
    role: "ROLE_CS",
    totpSecret: "MNZWIZLNN4QGG33EMUQGM33SEBRXGIDE",
  },
  {
    loginId: "sellerdemo",
    password: "Seller!2026",
    name: "박판매",
    role: "ROLE_SELLER",
    sellerId: DEMO_SELLER_ID,
    totpSecret: "ONSWY3DFOIQGI2LEMUQGG33EMUQGM33S",
  },
] as const satisfies readonly (StaffSpec & { loginId: string; password: string; totpSecret: string })[];

/** Loads the demo staff once (an existing login id is left as it is). */
export async function seedDemoStaff(db: Db, sealer: TotpSealer): Promise<void> {
  for (const spec of DEMO_STAFF) {
    if (await staffExists(db, spec.loginId)) continue;
    await createStaff(db, sealer, spec);
  }
}
