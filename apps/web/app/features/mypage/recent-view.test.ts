import { describe, expect, it } from "vitest";
import { recentListChanged } from "./recent-view";

const item = (code: string) => ({ itemUserCode: code, itemName: `상품 ${code}`, imageSrc: `/images/${code}.svg` });

describe("when the recent-view page asks again after hydration", () => {
  it.each([
    { server: [], stored: [], changed: false },
    { server: ["G2", "G1"], stored: [item("G2"), item("G1")], changed: false },
    { server: ["G1", "G2"], stored: [item("G2"), item("G1")], changed: true },
    { server: ["G1"], stored: [item("G2"), item("G1")], changed: true },
    { server: ["G2", "G1"], stored: [item("G2")], changed: true },
    { server: ["G1"], stored: [], changed: true },
    { server: [], stored: [item("G1")], changed: true },
  ])("server $server, stored $stored.length items: $changed", ({ server, stored, changed }) => {
    expect(recentListChanged(server, stored)).toBe(changed);
  });
});
