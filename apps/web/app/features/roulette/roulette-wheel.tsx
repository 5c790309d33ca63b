import type { RoulettePrize } from "@shop/contracts/roulette";
import type { ReactNode } from "react";
import styles from "./roulette.module.css";
import { labelLines, slicePath } from "./wheel-geometry";

const RADIUS = 100;
/** Slice colours in wheel order (fill, text): the shop's green, warm cream and red, repeated. */
const SLICE_COLOURS: readonly [string, string][] = [
  ["#0a7d3e", "#ffffff"],
  ["#fff4d6", "#5a3d00"],
  ["#e0301e", "#ffffff"],
  ["#e8f5ee", "#065c2d"],
  ["#f08a24", "#ffffff"],
  ["#fdecea", "#8a1c1c"],
];

function coloursOf(index: number, count: number): [string, string] {
  // With an odd count the last slice would touch the first in the same colour: it takes the next one.
  const colourIndex = count % 2 === 1 && index === count - 1 && index % SLICE_COLOURS.length === 0 ? 1 : index;
  return SLICE_COLOURS[colourIndex % SLICE_COLOURS.length]!;
}

/**
 * The wheel drawn in SVG: slice 0 centred under the pointer, clockwise. It turns by `rotation` degrees with a CSS
 * transition (none when the shopper prefers reduced motion); `onStopped` runs when the turn ends.
 */
export function RouletteWheel({
  prizes,
  rotation,
  onStopped,
  hub,
}: {
  prizes: readonly RoulettePrize[];
  rotation: number;
  onStopped?: () => void;
  hub: ReactNode;
}) {
  const count = Math.max(prizes.length, 1);
  const slice = 360 / count;
  return (
    <div className={styles.wheelFrame}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        viewBox={`-4 -4 ${RADIUS * 2 + 8} ${RADIUS * 2 + 8}`}
        className={styles.wheel}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={(event) => {
          if (event.propertyName === "transform") onStopped?.();
        }}
        role="img"
        aria-label={`룰렛 경품: ${prizes.map((prize) => prize.label).join(", ")}`}
      >
        <circle cx={RADIUS} cy={RADIUS} r={RADIUS + 3} className={styles.rim} />
        {prizes.map((prize, index) => {
          const [fill, ink] = coloursOf(index, count);
          const lines = labelLines(prize.label);
          return (
            <g key={prize.prizeId}>
              <path d={slicePath(index, count, RADIUS)} fill={fill} stroke="#ffffff" strokeWidth={1} />
              <text
                transform={`rotate(${index * slice} ${RADIUS} ${RADIUS})`}
                x={RADIUS}
                y={RADIUS * 0.3}
                fill={ink}
                textAnchor="middle"
                className={prize.soldOut ? `${styles.sliceLabel} ${styles.sliceSoldOut}` : styles.sliceLabel}
              >
                {lines.map((line, lineIndex) => (
                  <tspan key={line} x={RADIUS} dy={lineIndex === 0 ? 0 : "1.15em"}>
                    {line}
                  </tspan>
                ))}
                {prize.soldOut ? (
                  <tspan x={RADIUS} dy="1.15em" className={styles.sliceNote}>
                    소진
                  </tspan>
                ) : null}
              </text>
            </g>
          );
        })}
      </svg>
      <div className={styles.hub}>{hub}</div>
    </div>
  );
}
