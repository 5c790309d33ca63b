// Draws a brand's demo logo as SVG: a round emblem in the colour of its livestock kind with the
// brand name across it. The same brand always gives the same logo.

export interface BrandLogoSubject {
  brandName: string;
  livestock: string;
  livestockName: string;
}

const colors: Record<string, { ring: string; field: string; text: string }> = {
  hanwoo: { ring: "#7e1426", field: "#b3263a", text: "#ffffff" },
  handon: { ring: "#b24a5c", field: "#e07f8c", text: "#ffffff" },
  imported: { ring: "#7b2c1e", field: "#a8432f", text: "#ffffff" },
  poultry: { ring: "#b0743a", field: "#f0c7a0", text: "#5b3a1e" },
  "meat-processing": { ring: "#8f4318", field: "#c0652f", text: "#ffffff" },
  "meat-processing-private": { ring: "#5e2419", field: "#8c3b2c", text: "#ffffff" },
  pb: { ring: "#1f5f3a", field: "#2f7a4f", text: "#ffffff" },
  fresh: { ring: "#3f7a2d", field: "#6aa84f", text: "#ffffff" },
};
const fallback = { ring: "#555555", field: "#888888", text: "#ffffff" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand name in one or two lines: a long name breaks at its last space before the middle. */
function nameLines(name: string): string[] {
  const characters = Array.from(name);
  if (characters.length <= 6) return [name];
  const middle = Math.ceil(characters.length / 2);
  const space = name.lastIndexOf(" ", name.length - 1);
  if (space > 0) return [name.slice(0, space), name.slice(space + 1)];
  return [characters.slice(0, middle).join(""), characters.slice(middle).join("")];
}

/** The SVG logo of a brand, 400×400. */
export function renderBrandLogo(subject: BrandLogoSubject): string {
  const palette = colors[subject.livestock] ?? fallback;
  const lines = nameLines(subject.brandName);
  const longest = Math.max(...lines.map((line) => Array.from(line).length));
  const fontSize = Math.min(64, Math.floor(260 / Math.max(longest, 1)));
  const firstY = 200 - ((lines.length - 1) * fontSize * 1.15) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${Math.round(firstY + i * fontSize * 1.15)}" font-size="${fontSize}" font-weight="800" fill="${palette.text}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  const name = escapeXml(subject.brandName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${name}" font-family="'Nanum Gothic','NanumGothic','Noto Sans KR','Malgun Gothic',sans-serif">`,
    `<title>${name}</title>`,
    `<rect width="400" height="400" fill="#ffffff"/>`,
    `<circle cx="200" cy="200" r="184" fill="${palette.ring}"/>`,
    `<circle cx="200" cy="200" r="164" fill="${palette.field}"/>`,
    `<circle cx="200" cy="200" r="150" fill="none" stroke="${palette.text}" stroke-width="3" stroke-dasharray="4 8" opacity="0.6"/>`,
    text,
    `<text x="200" y="330" font-size="24" font-weight="700" fill="${palette.text}" text-anchor="middle" opacity="0.85">${escapeXml(subject.livestockName)}</text>`,
    `<path d="M150 92 h100" stroke="${palette.text}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
    "</svg>",
  ].join("");
}
