import { createHash } from "node:crypto";
import { CANCEL_REASON_LABELS } from "@shop/contracts/order-cancel";
import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { byteaValue } from "../schema/columns.js";
import { commonCodes, depositAccounts, meatCutCharts, meatCuts } from "../schema/system-code.js";

// The code tables of decision 052: select-box codes, the cooperative's deposit accounts, the meat cuts (부위) of 한우,
// 한돈 and 닭 with a cut chart drawn here as SVG. Idempotent by natural keys: a second run adds only what is missing and
// never overwrites what an operator edited (a cut's name, an uploaded chart).

const COMMON_CODES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  DELIVERY_REQUEST: [
    ["door", "문 앞에 놓아 주세요."],
    ["security", "경비실에 맡겨 주세요."],
    ["call", "배송 전에 연락 주세요."],
    ["box", "택배함에 넣어 주세요."],
    ["fresh", "신선식품이니 빨리 받을 수 있게 부탁드립니다."],
  ],
  // The shopper's cancel reasons: the codes the cancel form sends (contracts order-cancel.ts).
  CANCEL_REASON: Object.entries(CANCEL_REASON_LABELS),
  INQUIRY_TYPE: [
    ["order", "주문·결제"],
    ["delivery", "배송"],
    ["claim", "취소·교환·반품"],
    ["item", "상품"],
    ["member", "회원정보"],
    ["business", "사업자 회원·대량 구매"],
    ["etc", "기타"],
  ],
  CART_NOTICE: [
    ["fresh", "신선 축산물은 판매사별로 냉장·냉동 포장해 따로 배송됩니다."],
    ["free", "판매사마다 무료배송 기준 금액이 다르니, 판매사별 합계를 확인해 주세요."],
    ["island", "제주 및 도서산간 지역은 상자마다 추가 배송비가 붙습니다."],
    ["cutoff", "평일 출고 마감 시각 전에 결제하시면 당일 출고됩니다. (주말·공휴일 제외)"],
  ],
};

export const DEMO_DEPOSIT_ACCOUNTS = [
  { bankCode: "011", accountNumber: "301-0245-7781-31", holder: "농협축산유통(주)", purpose: "무통장 입금" },
  { bankCode: "012", accountNumber: "351-1024-5510-83", holder: "농협축산유통(주)", purpose: "사업자 대량 구매" },
  { bankCode: "004", accountNumber: "469601-04-117725", holder: "농협축산유통(주)", purpose: "무통장 입금" },
] as const;

interface CutSeed {
  code: string;
  name: string;
  description: string;
  /** Where the cut lies on the chart (viewBox 640 × 380, the animal facing left). */
  box: readonly [x: number, y: number, w: number, h: number];
}

export const DEMO_MEAT_CUTS: Record<"hanwoo" | "handon" | "poultry", readonly CutSeed[]> = {
  hanwoo: [
    {
      code: "chuck",
      name: "목심",
      description: "목 부위로 운동량이 많아 씹는 맛이 좋습니다. 불고기와 국거리에 잘 어울립니다.",
      box: [90, 90, 90, 80],
    },
    {
      code: "sirloin",
      name: "등심",
      description: "마블링이 고르게 퍼진 대표 구이용 부위입니다. 센 불에 짧게 구워 드세요.",
      box: [180, 80, 140, 70],
    },
    {
      code: "striploin",
      name: "채끝",
      description: "등심과 우둔 사이의 부위로 육즙이 풍부해 스테이크에 알맞습니다.",
      box: [320, 80, 80, 70],
    },
    {
      code: "tenderloin",
      name: "안심",
      description: "가장 연한 부위로 지방이 적고 부드러워 스테이크와 구이에 좋습니다.",
      box: [320, 150, 80, 45],
    },
    {
      code: "round",
      name: "우둔",
      description: "지방이 적은 살코기 부위로 육회, 장조림, 불고기에 씁니다.",
      box: [400, 80, 110, 90],
    },
    {
      code: "bottom-round",
      name: "설도",
      description: "뒷다리 바깥쪽 부위로 산적, 육포, 불고기에 잘 어울립니다.",
      box: [400, 170, 110, 90],
    },
    {
      code: "shoulder",
      name: "앞다리",
      description: "앞다리 윗부분으로 불고기, 국거리, 찌개에 두루 씁니다.",
      box: [90, 170, 90, 90],
    },
    {
      code: "rib",
      name: "갈비",
      description: "뼈에 붙은 살로 풍미가 깊어 찜과 구이(LA갈비)에 좋습니다.",
      box: [180, 150, 140, 70],
    },
    {
      code: "brisket",
      name: "양지",
      description: "가슴과 배 부위로 진한 맛이 나 국물 요리와 수육에 알맞습니다.",
      box: [180, 220, 220, 50],
    },
    {
      code: "shank",
      name: "사태",
      description: "다리 오금의 근육으로 쫄깃하며 장조림, 찜, 수육에 좋습니다.",
      box: [110, 260, 70, 70],
    },
  ],
  handon: [
    {
      code: "neck",
      name: "목살",
      description: "지방과 살코기가 적당히 섞여 구이와 수육에 두루 좋습니다.",
      box: [90, 90, 100, 70],
    },
    {
      code: "jowl",
      name: "항정살",
      description: "목과 앞다리 사이의 귀한 부위로 쫄깃하고 고소해 구이에 알맞습니다.",
      box: [90, 160, 100, 30],
    },
    {
      code: "picnic",
      name: "앞다리",
      description: "살코기가 많아 제육볶음, 찌개, 수육에 두루 씁니다.",
      box: [90, 190, 100, 80],
    },
    {
      code: "loin",
      name: "등심",
      description: "지방이 적은 살코기 부위로 돈가스와 탕수육에 좋습니다.",
      box: [190, 80, 220, 60],
    },
    {
      code: "tenderloin",
      name: "안심",
      description: "가장 부드러운 살코기로 돈가스, 장조림, 스테이크에 알맞습니다.",
      box: [250, 140, 160, 35],
    },
    {
      code: "rib",
      name: "갈비",
      description: "뼈에 붙은 살이 쫄깃해 양념구이와 찜에 좋습니다.",
      box: [190, 140, 60, 130],
    },
    {
      code: "belly",
      name: "삼겹살",
      description: "살코기와 지방이 세 겹으로 층을 이뤄 구이로 가장 사랑받는 부위입니다.",
      box: [250, 175, 160, 95],
    },
    {
      code: "ham",
      name: "뒷다리",
      description: "지방이 적은 살코기로 불고기, 장조림, 햄 가공에 씁니다.",
      box: [410, 80, 110, 190],
    },
  ],
  poultry: [
    { code: "neck", name: "목", description: "쫄깃한 식감으로 구이와 튀김에 씁니다.", box: [90, 110, 70, 60] },
    {
      code: "breast",
      name: "가슴살",
      description: "지방이 적고 단백질이 많아 샐러드와 구이에 좋습니다.",
      box: [160, 100, 160, 100],
    },
    {
      code: "tender",
      name: "안심",
      description: "가슴살 안쪽의 부드러운 살로 튀김과 볶음에 알맞습니다.",
      box: [160, 200, 160, 40],
    },
    {
      code: "wing",
      name: "날개",
      description: "껍질과 콜라겐이 많아 튀김과 구이에 좋습니다.",
      box: [320, 90, 120, 70],
    },
    {
      code: "leg",
      name: "다리",
      description: "육즙이 풍부하고 쫄깃해 구이, 찜, 닭갈비에 씁니다.",
      box: [320, 170, 120, 110],
    },
  ],
};

const KIND_NAMES: Record<keyof typeof DEMO_MEAT_CUTS, string> = { hanwoo: "한우", handon: "한돈", poultry: "닭" };
const FILLS = ["#f6d5d1", "#efb8b0", "#f3c6a8", "#e9a898", "#f8e0c8"];

const xml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The cut chart of a kind: its body outline with each cut as a labelled region (deterministic bytes). */
export function drawMeatCutChart(kind: keyof typeof DEMO_MEAT_CUTS): string {
  const cuts = DEMO_MEAT_CUTS[kind];
  const regions = cuts
    .map((cut, i) => {
      const [x, y, w, h] = cut.box;
      const fill = FILLS[i % FILLS.length];
      return [
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}" stroke="#8a3b2e" stroke-width="2"/>`,
        `<text x="${x + w / 2}" y="${y + h / 2 + 6}" text-anchor="middle" font-size="${h < 40 ? 13 : 16}" font-weight="700" fill="#4a1f18">${xml(cut.name)}</text>`,
      ].join("");
    })
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 380" width="640" height="380" role="img" aria-label="${xml(KIND_NAMES[kind])} 부위 안내도">`,
    `<rect width="640" height="380" fill="#fffaf6"/>`,
    `<text x="320" y="40" text-anchor="middle" font-size="22" font-weight="700" fill="#4a1f18" font-family="Pretendard, 'Noto Sans KR', sans-serif">${xml(KIND_NAMES[kind])} 부위 안내도</text>`,
    `<ellipse cx="60" cy="130" rx="40" ry="32" fill="#f1ded8" stroke="#8a3b2e" stroke-width="2"/>`,
    `<rect x="84" y="74" width="${kind === "poultry" ? 362 : 432}" height="${kind === "poultry" ? 214 : 202}" rx="40" fill="none" stroke="#8a3b2e" stroke-width="3" stroke-dasharray="6 4"/>`,
    `<g font-family="Pretendard, 'Noto Sans KR', sans-serif">${regions}</g>`,
    "</svg>",
  ].join("");
}

/** Adds the code tables' demo rows that are missing; answers how many rows were added. */
export async function seedSystemCodes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let added = 0;
    const codeRows = Object.entries(COMMON_CODES).flatMap(([groupCode, codes]) =>
      codes.map(([code, name], i) => ({ groupCode, code, name, sortOrder: i + 1 })),
    );
    added += (await tx.insert(commonCodes).values(codeRows).onConflictDoNothing().returning({ id: commonCodes.id }))
      .length;
    added += (
      await tx
        .insert(depositAccounts)
        .values(DEMO_DEPOSIT_ACCOUNTS.map((account, i) => ({ ...account, sortOrder: i + 1 })))
        .onConflictDoNothing()
        .returning({ id: depositAccounts.id })
    ).length;
    for (const [kind, cuts] of Object.entries(DEMO_MEAT_CUTS) as [keyof typeof DEMO_MEAT_CUTS, readonly CutSeed[]][]) {
      added += (
        await tx
          .insert(meatCuts)
          .values(
            cuts.map((cut, i) => ({
              livestock: kind,
              code: cut.code,
              name: cut.name,
              description: cut.description,
              sortOrder: (i + 1) * 10,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: meatCuts.id })
      ).length;
      const [chart] = await tx
        .select({ livestock: meatCutCharts.livestock })
        .from(meatCutCharts)
        .where(eq(meatCutCharts.livestock, kind));
      if (chart) continue;
      const data = Buffer.from(drawMeatCutChart(kind), "utf8");
      await tx.insert(meatCutCharts).values({
        livestock: kind,
        contentType: "image/svg+xml",
        byteSize: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data: byteaValue(data),
        alt: `${KIND_NAMES[kind]} 부위 안내도: ${cuts.map((cut) => cut.name).join(", ")}`,
      });
      added += 1;
    }
    return added;
  });
}
