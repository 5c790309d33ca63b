import { describe, expect, it } from "vitest";
import { groupLinkBlocks, type HomeBlock, planHomeBlocks, type VisibleBlock } from "./home-blocks";

const block = (code: string, sortOrder: number, title = code): VisibleBlock =>
  ({ code, title, subTitle: "", link: "", sortOrder }) as VisibleBlock;

describe("planHomeBlocks", () => {
  it.each([
    {
      name: "the operator's order, whatever order the list came in",
      visible: [block("new", 3), block("promotion", 1), block("best", 2)],
      expected: ["promotion", "best", "new"],
    },
    {
      name: "each code once: the first by order wins",
      visible: [block("best", 5, "두 번째"), block("best", 2, "첫 번째"), block("new", 3)],
      expected: ["best", "new"],
    },
    {
      name: "codes the home page cannot draw are skipped",
      visible: [block("promotion", 1), block("mystery", 2), block("notice", 3)],
      expected: ["promotion", "notice"],
    },
    { name: "nothing visible, nothing planned", visible: [], expected: [] },
  ])("$name", ({ visible, expected }) => {
    expect(planHomeBlocks(visible).map((entry) => entry.code)).toEqual(expected);
  });

  it("keeps the title of the entry that wins", () => {
    const planned = planHomeBlocks([block("best", 5, "두 번째"), block("best", 2, "첫 번째")]);
    expect(planned.map((entry) => entry.title)).toEqual(["첫 번째"]);
  });
});

describe("groupLinkBlocks", () => {
  const head = (code: HomeBlock["code"], link = `/display/${code}`) => ({ code, title: code, subTitle: "", link });
  const link = (code: HomeBlock["code"], to?: string): HomeBlock => ({ ...head(code, to), kind: "link" });
  const items = (code: HomeBlock["code"]): HomeBlock => ({ ...head(code), kind: "items", items: [] });
  const shape = (rows: ReturnType<typeof groupLinkBlocks>) =>
    rows.map((row) => (row.kind === "link-row" ? row.links.map((entry) => entry.code) : row.code));

  it.each([
    {
      name: "neighbouring links share a row",
      blocks: [items("best"), link("dry-aging"), link("pb"), link("fresh-food"), items("new")],
      expected: ["best", ["dry-aging", "pb", "fresh-food"], "new"],
    },
    {
      name: "links apart make rows apart",
      blocks: [link("pb"), items("best"), link("safety")],
      expected: [["pb"], "best", ["safety"]],
    },
    {
      name: "a link block with nowhere to go is left out",
      blocks: [link("pb", ""), items("best")],
      expected: ["best"],
    },
    { name: "no blocks, no rows", blocks: [], expected: [] },
  ])("$name", ({ blocks, expected }) => {
    expect(shape(groupLinkBlocks(blocks))).toEqual(expected);
  });
});
