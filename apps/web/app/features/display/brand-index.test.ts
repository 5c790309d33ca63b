import { describe, expect, it } from "vitest";
import { BRAND_INDEX_KEYS, brandIndexAnchor, brandIndexKey, groupBrandsByIndex, OTHER_INDEX_KEY } from "./brand-index";

describe("brandIndexKey", () => {
  it.each([
    ["농협안심한우", "ㄴ"],
    ["대관령한우", "ㄷ"],
    ["횡성명품한우", "ㅎ"],
    ["가나", "ㄱ"],
    ["힣", "ㅎ"],
    // Double consonants are filed under their single one.
    ["꼬꼬닭", "ㄱ"],
    ["떡갈비명가", "ㄷ"],
    ["빵집", "ㅂ"],
    ["쌀과자", "ㅅ"],
    ["짜장", "ㅈ"],
    ["ㅎㅎ마트", "ㅎ"],
    ["ㄲ상회", "ㄱ"],
    ["  초록들", "ㅊ"],
    ["Global Meat", "G"],
    ["zeta", "Z"],
    ["1++ 한우", OTHER_INDEX_KEY],
    ["(주)대관령", OTHER_INDEX_KEY],
    ["", OTHER_INDEX_KEY],
    ["   ", OTHER_INDEX_KEY],
    ["é", OTHER_INDEX_KEY],
  ])("%j is filed under %s", (name, key) => {
    expect(brandIndexKey(name)).toBe(key);
  });
});

describe("BRAND_INDEX_KEYS", () => {
  it("lists ㄱ to ㅎ (14, labelled 가 to 하), A to Z (26) and 기타, in that order", () => {
    expect(BRAND_INDEX_KEYS).toHaveLength(41);
    expect(
      BRAND_INDEX_KEYS.slice(0, 14)
        .map((entry) => entry.label)
        .join(""),
    ).toBe("가나다라마바사아자차카타파하");
    expect(BRAND_INDEX_KEYS[14]).toEqual({ key: "A", label: "A" });
    expect(BRAND_INDEX_KEYS.slice(0, 3).map((entry) => entry.key)).toEqual(["ㄱ", "ㄴ", "ㄷ"]);
    expect(BRAND_INDEX_KEYS[13]?.key).toBe("ㅎ");
    expect(BRAND_INDEX_KEYS[14]?.key).toBe("A");
    expect(BRAND_INDEX_KEYS.at(-1)).toEqual({ key: OTHER_INDEX_KEY, label: "기타" });
  });
});

describe("groupBrandsByIndex", () => {
  const brand = (brandName: string) => ({ brandName });

  it("groups in the index order, sorts each group by Korean collation and leaves empty keys out", () => {
    const groups = groupBrandsByIndex(
      ["횡성한돈", "Global", "농협안심한우", "대관령한우", "농협 수입정육", "한끼찬", "7번가", "apple"].map(brand),
    );
    expect(groups.map((group) => [group.key, group.brands.map((entry) => entry.brandName)])).toEqual([
      ["ㄴ", ["농협 수입정육", "농협안심한우"]],
      ["ㄷ", ["대관령한우"]],
      ["ㅎ", ["한끼찬", "횡성한돈"]],
      ["A", ["apple"]],
      ["G", ["Global"]],
      [OTHER_INDEX_KEY, ["7번가"]],
    ]);
  });

  it("keeps the brands' other fields and does not reorder the input", () => {
    const input = [
      { brandName: "하", id: 2 },
      { brandName: "가", id: 1 },
    ];
    const groups = groupBrandsByIndex(input);
    expect(groups.map((group) => group.brands)).toEqual([[{ brandName: "가", id: 1 }], [{ brandName: "하", id: 2 }]]);
    expect(input.map((entry) => entry.id)).toEqual([2, 1]);
  });

  it("gives nothing for no brands", () => {
    expect(groupBrandsByIndex([])).toEqual([]);
  });
});

describe("brandIndexAnchor", () => {
  it("is an ASCII id by the key's place in the bar", () => {
    expect(brandIndexAnchor("ㄱ")).toBe("brand-index-0");
    expect(brandIndexAnchor("A")).toBe("brand-index-14");
    expect(brandIndexAnchor(OTHER_INDEX_KEY)).toBe("brand-index-40");
  });
});
