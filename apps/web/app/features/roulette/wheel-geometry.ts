// The wheel's drawing (decision 047): n equal slices, slice 0 centred at the top, clockwise, as the API's prize index
// and core's wheelStopDegrees count them.

/** A point at `degrees` clockwise from the top, `radius` from the centre (cx, cy). */
function pointAt(cx: number, cy: number, radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + radius * Math.sin(radians), y: cy - radius * Math.cos(radians) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The SVG path of slice `index` of `count` on a wheel of `radius` centred at (radius, radius). */
export function slicePath(index: number, count: number, radius: number): string {
  const c = radius;
  if (count === 1) return `M ${c} 0 A ${radius} ${radius} 0 1 1 ${c - 0.01} 0 Z`;
  const slice = 360 / count;
  const from = pointAt(c, c, radius, index * slice - slice / 2);
  const to = pointAt(c, c, radius, index * slice + slice / 2);
  const large = slice > 180 ? 1 : 0;
  return `M ${c} ${c} L ${round(from.x)} ${round(from.y)} A ${radius} ${radius} 0 ${large} 1 ${round(to.x)} ${round(to.y)} Z`;
}

/** A slice's label as at most two lines: "적립금 1,000원" → ["적립금", "1,000원"]; one word stays one line. */
export function labelLines(label: string): string[] {
  const words = label.trim().split(/\s+/);
  if (words.length <= 1) return [label.trim()];
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(" "), words.slice(middle).join(" ")];
}

/**
 * A few degrees either way inside the slice, the same for a spin on the server and in the browser (from its id), so
 * the pointer does not always land dead centre.
 */
export function stopJitter(spinId: number, count: number): number {
  const slice = 360 / count;
  const share = ((spinId * 37) % 61) / 60 - 0.5;
  return round(share * slice * 0.6);
}
