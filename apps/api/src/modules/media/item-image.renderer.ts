import { createRandom, hashString, type Random } from "../../lib/random.js";

// Draws the demo item pictures as SVG: no network, no image files, and the same picture for the
// same item every time (shapes and colours come from a PRNG seeded by livestock, cut and number).

export interface ItemImageSubject {
  livestock: string;
  livestockName: string;
  cutName: string;
  grade: string;
  /** 1 = main picture, 2… = detail pictures (closer, turned). */
  n: number;
}

interface Palette {
  background: string;
  meat: string;
  meatDark: string;
  fat: string;
  accent: string;
}

const palettes: Record<string, Palette> = {
  hanwoo: { background: "#fbeee9", meat: "#b3263a", meatDark: "#7e1426", fat: "#f7e3dc", accent: "#7e1426" },
  handon: { background: "#fdf1f1", meat: "#e07f8c", meatDark: "#c25b6b", fat: "#fbeee6", accent: "#b24a5c" },
  imported: { background: "#f7efe8", meat: "#a8432f", meatDark: "#7b2c1e", fat: "#f3e2d4", accent: "#7b2c1e" },
  poultry: { background: "#fdf6e6", meat: "#f0c7a0", meatDark: "#d79f6f", fat: "#fff4e4", accent: "#b0743a" },
  "meat-processing": { background: "#f8efe6", meat: "#c0652f", meatDark: "#8f4318", fat: "#f5d9bf", accent: "#8f4318" },
  "meat-processing-private": {
    background: "#f5ede9",
    meat: "#8c3b2c",
    meatDark: "#5e2419",
    fat: "#e9cbbb",
    accent: "#5e2419",
  },
  pb: { background: "#edf5ef", meat: "#c98a3c", meatDark: "#8a5a1f", fat: "#f6e6c8", accent: "#2f7a4f" },
  fresh: { background: "#eef6ea", meat: "#6aa84f", meatDark: "#3f7a2d", fat: "#dff0d2", accent: "#3f7a2d" },
};
const fallbackPalette: Palette = {
  background: "#f3f3f3",
  meat: "#b0605a",
  meatDark: "#7a3a35",
  fat: "#f2e0dc",
  accent: "#555555",
};

/** Livestock whose cuts show white marbling; the better the grade, the more of it. */
const marbledLivestock = new Set(["hanwoo", "imported", "meat-processing-private"]);
const marblingByGrade: Record<string, number> = { "1++": 40, "1+": 28, "1": 18, "2": 10 };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fixed = (value: number) => Number(value.toFixed(1));

/** A closed, smooth blob around (cx, cy): the cut's silhouette. */
function blobPath(random: Random, cx: number, cy: number, rx: number, ry: number): string {
  const points = 9;
  const coords = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const wobble = 0.82 + random.next() * 0.3;
    return [cx + Math.cos(angle) * rx * wobble, cy + Math.sin(angle) * ry * wobble] as const;
  });
  // Quadratic curves through midpoints give a smooth closed outline.
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

function marbling(random: Random, count: number, cx: number, cy: number, rx: number, ry: number, color: string) {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + (random.next() - 0.5) * rx * 1.3;
    const y = cy + (random.next() - 0.5) * ry * 1.3;
    const length = 10 + random.next() * 40;
    const bend = (random.next() - 0.5) * 24;
    const angle = random.next() * Math.PI;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    lines.push(
      `<path d="M${fixed(x)} ${fixed(y)} q${fixed(dx / 2 + bend)} ${fixed(dy / 2 - bend)} ${fixed(dx)} ${fixed(dy)}" stroke="${color}" stroke-width="${fixed(1.5 + random.next() * 3.5)}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
  }
  return lines.join("");
}

function fatLayers(random: Random, cx: number, cy: number, rx: number, ry: number, color: string) {
  const layers: string[] = [];
  const count = 3 + random.int(0, 2);
  for (let i = 1; i <= count; i++) {
    const y = cy - ry + (2 * ry * i) / (count + 1);
    const wave = 6 + random.next() * 10;
    layers.push(
      `<path d="M${fixed(cx - rx)} ${fixed(y)} q${fixed(rx / 2)} ${fixed(-wave)} ${fixed(rx)} 0 t${fixed(rx)} 0" stroke="${color}" stroke-width="${fixed(6 + random.next() * 8)}" fill="none" opacity="0.85"/>`,
    );
  }
  return layers.join("");
}

/** The SVG picture of an item's cut. */
export function renderItemImage(subject: ItemImageSubject): string {
  const palette = palettes[subject.livestock] ?? fallbackPalette;
  const random = createRandom(hashString(`${subject.livestock}|${subject.cutName}|${subject.n}`));
  const size = 600;
  const zoom = subject.n === 1 ? 1 : 1.25;
  const rotate = subject.n === 1 ? 0 : random.int(-25, 25);
  const cx = 300;
  const cy = 285;
  const rx = 175 * zoom;
  const ry = 120 * zoom;

  const dots = Array.from({ length: 14 }, () => {
    const r = 6 + random.next() * 22;
    return `<circle cx="${fixed(random.next() * size)}" cy="${fixed(random.next() * size)}" r="${fixed(r)}" fill="${palette.accent}" opacity="0.06"/>`;
  }).join("");

  const clipId = `cut-${subject.n}`;
  const silhouette = blobPath(random, cx, cy, rx, ry);
  let texture = "";
  if (marbledLivestock.has(subject.livestock)) {
    texture = marbling(random, marblingByGrade[subject.grade] ?? 6, cx, cy, rx, ry, palette.fat);
  } else if (subject.livestock === "handon") {
    texture = fatLayers(random, cx, cy, rx, ry, palette.fat);
  } else {
    texture = marbling(random, 4, cx, cy, rx, ry, palette.fat);
  }

  const badgeWidth = 64 + subject.grade.length * 14;
  const badge = subject.grade
    ? `<g><rect x="24" y="24" rx="20" width="${badgeWidth}" height="40" fill="${palette.accent}"/><text x="${24 + badgeWidth / 2}" y="52" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(subject.grade)}등급</text></g>`
    : "";
  const title = escapeXml(`${subject.livestockName} ${subject.cutName}`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${title}" font-family="'Nanum Gothic','NanumGothic','Noto Sans KR','Malgun Gothic',sans-serif">`,
    `<title>${title}</title>`,
    `<rect width="${size}" height="${size}" fill="${palette.background}"/>`,
    dots,
    `<ellipse cx="${cx}" cy="${cy + 20}" rx="245" ry="170" fill="#ffffff" opacity="0.9"/>`,
    `<ellipse cx="${cx}" cy="${cy + 20}" rx="225" ry="152" fill="none" stroke="${palette.fat}" stroke-width="4"/>`,
    `<g transform="rotate(${rotate} ${cx} ${cy})">`,
    `<defs><clipPath id="${clipId}"><path d="${silhouette}"/></clipPath></defs>`,
    `<path d="${silhouette}" fill="${palette.meat}" stroke="${palette.meatDark}" stroke-width="6"/>`,
    `<g clip-path="url(#${clipId})">${texture}</g>`,
    "</g>",
    badge,
    `<text x="${cx}" y="540" font-size="48" font-weight="700" fill="${palette.accent}" text-anchor="middle">${escapeXml(subject.cutName)}</text>`,
    `<text x="${size - 28}" y="56" font-size="24" fill="${palette.accent}" text-anchor="end" opacity="0.8">${escapeXml(subject.livestockName)}</text>`,
    "</svg>",
  ].join("");
}
