import { describe, expect, it } from "vitest";
import { contentPageMeta } from "./event-meta";

const root = {
  meta: [
    { title: "농협 축산물 도매몰" },
    { name: "description", content: "기본 설명" },
    { name: "robots", content: "index, follow" },
    { property: "og:title", content: "농협 축산물 도매몰" },
    { property: "og:description", content: "기본 설명" },
    { property: "og:image", content: "/default.png" },
  ],
};

describe("contentPageMeta", () => {
  it("puts the page's title, description and picture in place of the inherited ones", () => {
    const tags = contentPageMeta([root, undefined], "타임세일", { description: "한정 수량 특가", image: "/e.svg" });
    expect(tags).toEqual([
      { title: "타임세일 | 농협 축산물 도매몰" },
      { name: "robots", content: "index, follow" },
      { property: "og:title", content: "타임세일 | 농협 축산물 도매몰" },
      { name: "description", content: "한정 수량 특가" },
      { property: "og:description", content: "한정 수량 특가" },
      { property: "og:image", content: "/e.svg" },
    ]);
  });

  it("keeps the inherited description and picture when the page has none", () => {
    const tags = contentPageMeta([root], "베스트", {});
    expect(tags).toContainEqual({ name: "description", content: "기본 설명" });
    expect(tags).toContainEqual({ property: "og:image", content: "/default.png" });
    expect(tags[0]).toEqual({ title: "베스트 | 농협 축산물 도매몰" });
  });
});
