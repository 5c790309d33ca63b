import { createRandom, hashString, type Random } from "../../lib/random.js";

// Draws the demo banner pictures (main visuals, event and style-book thumbnails, display page
// heroes) as SVG: a coloured field, a motif for the theme and the banner's own text. The same
// banner always gives the same picture.

export type BannerVariant = "main" | "main-mobile" | "event" | "style-book" | "display";

export interface BannerSubject {
  title: string;
  subTitle: string;
  /** hanwoo, handon, aging, gift, time-sale, fresh, recipe, delivery, safety, pb; others draw dots. */
  theme: string;
  /** '#rrggbb' */
  backgroundColor: string;
}

const SIZES: Record<BannerVariant, { width: number; height: number }> = {
  main: { width: 1200, height: 480 },
  "main-mobile": { width: 720, height: 720 },
  event: { width: 800, height: 400 },
  "style-book": { width: 800, height: 600 },
  display: { width: 1200, height: 400 },
};

const FONT = "'Nanum Gothic','NanumGothic','Noto Sans KR','Malgun Gothic',sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fixed = (value: number) => Number(value.toFixed(1));

/** A colour mixed toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  const value = match ? Number.parseInt(match[1]!, 16) : 0x1f5f3a;
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

/** Motifs are drawn in a 200×200 box centred on (0, 0), then placed and scaled. */
function motif(theme: string, color: string, accent: string, random: Random): string {
  switch (theme) {
    case "hanwoo":
    case "handon":
    case "aging": {
      const meat = theme === "handon" ? "#e07f8c" : theme === "aging" ? "#6e2a1c" : "#b3263a";
      const fat = theme === "aging" ? "#d9b99b" : "#f7e3dc";
      const marbling = Array.from({ length: 14 }, () => {
        const x = fixed((random.next() - 0.5) * 130);
        const y = fixed((random.next() - 0.5) * 80);
        const dx = fixed((random.next() - 0.5) * 50);
        const dy = fixed((random.next() - 0.5) * 30);
        return `<path d="M${x} ${y} q${fixed(dx / 2 + 8)} ${fixed(dy / 2 - 8)} ${dx} ${dy}" stroke="${fat}" stroke-width="${fixed(2 + random.next() * 4)}" fill="none" stroke-linecap="round"/>`;
      }).join("");
      return `<ellipse rx="96" ry="66" fill="${meat}" stroke="${shade(meat, -0.3)}" stroke-width="6"/>${marbling}<path d="M-96 0 q30 -70 96 -66" stroke="${fat}" stroke-width="12" fill="none" opacity="0.9"/>`;
    }
    case "gift":
      return `<rect x="-80" y="-50" width="160" height="120" rx="8" fill="${accent}"/><rect x="-90" y="-78" width="180" height="36" rx="6" fill="${shade(accent, 0.2)}"/><rect x="-12" y="-78" width="24" height="148" fill="${color}"/><path d="M0 -78 q-50 -50 -60 -10 q20 10 60 10 q40 0 60 -10 q-10 -40 -60 10z" fill="${color}"/>`;
    case "time-sale": {
      const ticks = Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        const inner = i % 3 === 0 ? 66 : 74;
        return `<line x1="${fixed(Math.cos(angle) * inner)}" y1="${fixed(Math.sin(angle) * inner)}" x2="${fixed(Math.cos(angle) * 82)}" y2="${fixed(Math.sin(angle) * 82)}" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`;
      }).join("");
      return `<circle r="96" fill="${accent}"/><circle r="86" fill="#ffffff"/>${ticks}<line x1="0" y1="0" x2="0" y2="-58" stroke="${color}" stroke-width="8" stroke-linecap="round"/><line x1="0" y1="0" x2="44" y2="20" stroke="${color}" stroke-width="8" stroke-linecap="round"/><circle r="8" fill="${color}"/>`;
    }
    case "fresh":
      return `<circle cx="-30" cy="20" r="62" fill="#d64541"/><circle cx="-50" cy="0" r="14" fill="#ffffff" opacity="0.35"/><path d="M-30 -42 q4 -20 16 -30" stroke="#5b3a1e" stroke-width="6" fill="none"/><path d="M-14 -60 q50 -30 80 10 q-50 20 -80 -10z" fill="#6aa84f"/><circle cx="60" cy="40" r="44" fill="#f2c14e"/>`;
    case "recipe":
      return `<path d="M-96 0 h192 a96 80 0 0 1 -192 0z" fill="${accent}"/><rect x="-110" y="-10" width="220" height="14" rx="7" fill="${shade(accent, 0.25)}"/><path d="M-40 -30 q-16 -24 0 -48 q16 -24 0 -48" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8" stroke-linecap="round"/><path d="M10 -30 q-16 -24 0 -48 q16 -24 0 -48" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8" stroke-linecap="round"/><path d="M60 -30 q-16 -24 0 -48" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8" stroke-linecap="round"/>`;
    case "delivery":
      return `<rect x="-100" y="-60" width="120" height="90" rx="8" fill="#ffffff"/><path d="M20 -30 h44 l36 36 v24 h-80z" fill="${accent}"/><rect x="40" y="-22" width="26" height="22" fill="#ffffff" opacity="0.8"/><circle cx="-60" cy="40" r="20" fill="${shade(color, -0.4)}"/><circle cx="60" cy="40" r="20" fill="${shade(color, -0.4)}"/><circle cx="-60" cy="40" r="8" fill="#ffffff"/><circle cx="60" cy="40" r="8" fill="#ffffff"/><text x="-40" y="-6" font-size="26" font-weight="700" fill="${color}" text-anchor="middle">신선</text>`;
    case "safety":
      return `<path d="M0 -96 l80 30 v40 q0 70 -80 110 q-80 -40 -80 -110 v-40z" fill="#ffffff"/><path d="M0 -80 l64 24 v32 q0 58 -64 92 q-64 -34 -64 -92 v-32z" fill="${accent}"/><path d="M-30 0 l22 22 l40 -44" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "pb":
      return `<path d="M-80 -40 l80 -40 l80 40 v90 l-80 40 l-80 -40z" fill="${shade(accent, 0.15)}"/><path d="M-80 -40 l80 40 l80 -40" stroke="${shade(color, -0.2)}" stroke-width="4" fill="none"/><path d="M0 0 v90" stroke="${shade(color, -0.2)}" stroke-width="4"/><text x="-40" y="44" font-size="40" font-weight="800" fill="${color}" text-anchor="middle">PB</text>`;
    default:
      return Array.from(
        { length: 6 },
        () =>
          `<circle cx="${fixed((random.next() - 0.5) * 160)}" cy="${fixed((random.next() - 0.5) * 160)}" r="${fixed(12 + random.next() * 30)}" fill="${accent}" opacity="0.7"/>`,
      ).join("");
  }
}

/** Rough width in em: a Hangul syllable is about 1 em, Latin letters and digits about half, a space a third. */
function emWidth(text: string): number {
  let width = 0;
  for (const c of text) width += c === " " ? 0.3 : c.charCodeAt(0) < 0x80 ? 0.55 : 1;
  return width;
}

/** Splits text into at most `maxLines` lines of at most `maxEm` em, breaking at spaces. */
function wrap(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && emWidth(`${line} ${word}`) > maxEm) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The SVG picture of a banner at the size of its variant. */
export function renderBannerImage(subject: BannerSubject, variant: BannerVariant): string {
  const { width, height } = SIZES[variant];
  const random = createRandom(hashString(`${subject.theme}|${subject.title}|${variant}`));
  const color = /^#[0-9a-f]{6}$/i.test(subject.backgroundColor) ? subject.backgroundColor : "#1f5f3a";
  const light = shade(color, 0.25);
  const dark = shade(color, -0.35);
  const accent = shade(color, 0.55);
  const portrait = height >= width;

  // Text on the left (or the top half when the picture is square), the motif opposite; the text
  // wraps to the width the motif leaves (a Hangul syllable is about 1 em wide).
  const titleSize = Math.round(portrait ? width / 11 : Math.min(width / 14, height / 6.5));
  const subSize = Math.round(titleSize * 0.5);
  const textX = Math.round(width * 0.07);
  const motifRadius = portrait ? width * 0.25 : Math.min(height * 0.39, width * 0.19);
  const motifScale = fixed(motifRadius / 100);
  const motifX = Math.round(portrait ? width * 0.62 : width - motifRadius - width * 0.05);
  const motifY = Math.round(portrait ? height * 0.68 : height * 0.52);
  const textWidth = portrait ? width - 2 * textX : motifX - motifRadius * 1.15 - textX;
  const titleLines = wrap(subject.title, Math.max(5, textWidth / titleSize), 2);
  const subLines = wrap(subject.subTitle, Math.max(8, textWidth / subSize), 2);
  const textHeight =
    titleSize * titleLines.length + Math.round(subSize * 0.8) + Math.round(subSize * 1.35) * subLines.length;
  const textTop = portrait ? Math.round(height * 0.12) : Math.round((height - textHeight) / 2 - titleSize * 0.15);
  const titleText = titleLines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${textTop + titleSize * (i + 1)}" font-size="${titleSize}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const subTop = textTop + titleSize * titleLines.length + Math.round(subSize * 0.8);
  const subText = subLines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${subTop + Math.round(subSize * 1.35) * (i + 1)}" font-size="${subSize}" fill="#ffffff" opacity="0.9">${escapeXml(line)}</text>`,
    )
    .join("");

  const bubbles = Array.from({ length: 10 }, () => {
    const r = fixed(height * (0.03 + random.next() * 0.12));
    return `<circle cx="${fixed(random.next() * width)}" cy="${fixed(random.next() * height)}" r="${r}" fill="#ffffff" opacity="0.06"/>`;
  }).join("");
  const label = escapeXml(`${subject.title} ${subject.subTitle}`.trim());
  const gradientId = `bg-${variant}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" font-family="${FONT}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`,
    bubbles,
    `<circle cx="${motifX}" cy="${motifY}" r="${fixed(motifRadius * 1.15)}" fill="#ffffff" opacity="0.12"/>`,
    `<g transform="translate(${motifX} ${motifY}) scale(${motifScale})">${motif(subject.theme, color, accent, random)}</g>`,
    titleText,
    subText,
    `<text x="${width - Math.round(width * 0.04)}" y="${height - Math.round(height * 0.06)}" font-size="${Math.max(14, Math.round(subSize * 0.7))}" font-weight="700" fill="#ffffff" opacity="0.75" text-anchor="end">농협축산몰</text>`,
    "</svg>",
  ].join("");
}
