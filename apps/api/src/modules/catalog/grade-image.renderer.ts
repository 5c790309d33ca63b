import { createRandom, hashString, type Random } from "../../lib/random.js";

// Draws the beef marbling picture (등심 단면) and the grade certificate (등급판정 확인서) as SVG:
// no image files, the same picture for the same carcass every time (seeded by its 이력번호).

const FONT = "'Nanum Gothic','NanumGothic','Noto Sans KR','Malgun Gothic',sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fixed = (value: number) => Number(value.toFixed(1));

export interface SirloinImageSubject {
  traceNumber: string;
  itemName: string;
  grade: string;
  /** 근내지방도 1–9. */
  marblingScore: number;
}

/** A rib-eye cross-section: the closed outline of the cut. */
function ribEyePath(random: Random, cx: number, cy: number, rx: number, ry: number): string {
  const points = 12;
  const coords = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const wobble = 0.88 + random.next() * 0.18;
    return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(coords[points - 1]!, coords[0]!);
  let d = `M${fixed(start[0]!)} ${fixed(start[1]!)}`;
  for (let i = 0; i < points; i++) {
    const point = coords[i]!;
    const next = mid(point, coords[(i + 1) % points]!);
    d += ` Q${fixed(point[0])} ${fixed(point[1])} ${fixed(next[0]!)} ${fixed(next[1]!)}`;
  }
  return `${d} Z`;
}

/** Fat flecks: more, longer and thicker the higher the score. */
function marblingFlecks(random: Random, score: number, cx: number, cy: number, rx: number, ry: number): string {
  const flecks: string[] = [];
  const count = 8 + score * 14;
  for (let i = 0; i < count; i++) {
    const x = cx + (random.next() - 0.5) * rx * 1.9;
    const y = cy + (random.next() - 0.5) * ry * 1.9;
    const length = 4 + random.next() * (6 + score * 3);
    const angle = random.next() * Math.PI;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    const bend = (random.next() - 0.5) * length * 0.6;
    flecks.push(
      `<path d="M${fixed(x)} ${fixed(y)} q${fixed(dx / 2 + bend)} ${fixed(dy / 2 - bend)} ${fixed(dx)} ${fixed(dy)}" stroke="#fbefe8" stroke-width="${fixed(1 + random.next() * (0.6 + score * 0.35))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return flecks.join("");
}

/** The marbling picture of a graded beef item with the 1–9 scale, its score marked. */
export function renderSirloinImage(subject: SirloinImageSubject): string {
  const random = createRandom(hashString(`sirloin|${subject.traceNumber}`));
  const width = 640;
  const height = 480;
  const cx = 320;
  const cy = 200;
  const outline = ribEyePath(random, cx, cy, 200, 125);
  const scale = Array.from({ length: 9 }, (_, i) => {
    const n = i + 1;
    const x = 68 + i * 58;
    const active = n === subject.marblingScore;
    return [
      `<rect x="${x}" y="372" width="50" height="34" rx="6" fill="${active ? "#7e1426" : "#f4e4de"}"/>`,
      `<text x="${x + 25}" y="395" font-size="16" font-weight="700" text-anchor="middle" fill="${active ? "#ffffff" : "#7e1426"}">${n}</text>`,
    ].join("");
  }).join("");
  const title = escapeXml(`${subject.itemName} 근내지방도 No.${subject.marblingScore}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}" font-family="${FONT}">`,
    `<title>${title}</title>`,
    `<rect width="${width}" height="${height}" fill="#fbf6f3"/>`,
    "<defs>",
    `<clipPath id="rib-eye"><path d="${outline}"/></clipPath>`,
    "</defs>",
    // The fat cap around the eye: the same outline, stroked wide beneath it.
    `<path d="${outline}" fill="#f3dfd3" stroke="#f3dfd3" stroke-width="44" stroke-linejoin="round"/>`,
    `<path d="${outline}" fill="#b3263a" stroke="#7e1426" stroke-width="5"/>`,
    `<g clip-path="url(#rib-eye)">${marblingFlecks(random, subject.marblingScore, cx, cy, 200, 125)}</g>`,
    `<text x="32" y="46" font-size="22" font-weight="700" fill="#7e1426">등심 단면 · 근내지방도 No.${subject.marblingScore}</text>`,
    subject.grade
      ? `<g><rect x="${width - 132}" y="20" width="100" height="40" rx="20" fill="#7e1426"/><text x="${width - 82}" y="47" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(subject.grade)}등급</text></g>`
      : "",
    `<text x="${cx}" y="356" font-size="15" fill="#5e2419" text-anchor="middle">근내지방도 (마블링) 1 낮음 — 9 높음</text>`,
    scale,
    `<text x="${cx}" y="446" font-size="14" fill="#8a6a60" text-anchor="middle">이력번호 ${escapeXml(subject.traceNumber)}</text>`,
    "</svg>",
  ].join("");
}

export interface GradeCertificateSubject {
  traceNumber: string;
  itemName: string;
  speciesName: string;
  sex: string;
  grade: string;
  gradeDate: string | null;
  slaughterDate: string | null;
  slaughterhouseName: string;
  farmName: string;
  /** Beef only; null for pork. */
  marblingScore: number | null;
}

/** The grade certificate (축산물 등급판정 확인서) of a graded carcass. */
export function renderGradeCertificate(subject: GradeCertificateSubject): string {
  const width = 600;
  const rows: [string, string][] = [
    ["이력번호", subject.traceNumber],
    ["상품명", subject.itemName],
    ["축종", subject.sex ? `${subject.speciesName} (${subject.sex})` : subject.speciesName],
    ["사육농장", subject.farmName],
    ["도축장", subject.slaughterhouseName],
    ["도축일자", subject.slaughterDate ?? "-"],
    ["등급판정일자", subject.gradeDate ?? "-"],
    ["육질등급", `${subject.grade}등급`],
  ];
  if (subject.marblingScore !== null) rows.push(["근내지방도", `No.${subject.marblingScore}`]);
  const top = 150;
  const rowHeight = 52;
  const height = top + rows.length * rowHeight + 170;
  const table = rows
    .map(([label, value], i) => {
      const y = top + i * rowHeight;
      return [
        `<rect x="40" y="${y}" width="160" height="${rowHeight}" fill="#f1f5f2" stroke="#c9d6cd"/>`,
        `<rect x="200" y="${y}" width="360" height="${rowHeight}" fill="#ffffff" stroke="#c9d6cd"/>`,
        `<text x="120" y="${y + 32}" font-size="17" font-weight="700" fill="#1f5f3a" text-anchor="middle">${escapeXml(label)}</text>`,
        `<text x="218" y="${y + 32}" font-size="17" fill="#222222">${escapeXml(value)}</text>`,
      ].join("");
    })
    .join("");
  const footer = top + rows.length * rowHeight;
  const title = escapeXml(`축산물 등급판정 확인서 ${subject.traceNumber}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}" font-family="${FONT}">`,
    `<title>${title}</title>`,
    `<rect width="${width}" height="${height}" fill="#fffdf8"/>`,
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="#1f5f3a" stroke-width="3"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="#1f5f3a" stroke-width="1"/>`,
    `<text x="${width / 2}" y="86" font-size="30" font-weight="700" fill="#1f5f3a" text-anchor="middle">축산물 등급판정 확인서</text>`,
    `<text x="${width / 2}" y="118" font-size="15" fill="#4d6b58" text-anchor="middle">위 축산물은 축산법에 따라 등급판정을 받았음을 확인합니다.</text>`,
    table,
    `<text x="${width / 2}" y="${footer + 60}" font-size="16" fill="#333333" text-anchor="middle">판정일 ${escapeXml(subject.gradeDate ?? "-")}</text>`,
    `<text x="${width / 2}" y="${footer + 100}" font-size="20" font-weight="700" fill="#1f5f3a" text-anchor="middle">축산물품질평가원 (샌드박스)</text>`,
    `<circle cx="${width / 2 + 190}" cy="${footer + 94}" r="30" fill="none" stroke="#c0392b" stroke-width="3" opacity="0.8"/>`,
    `<text x="${width / 2 + 190}" y="${footer + 101}" font-size="16" font-weight="700" fill="#c0392b" text-anchor="middle" opacity="0.8">판정</text>`,
    "</svg>",
  ].join("");
}
