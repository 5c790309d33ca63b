import { ADMIN_CONTENT_MESSAGES } from "@shop/contracts/admin-content";
import { ADMIN_DISPLAY_MESSAGES, adminDisplayBlockListSchema } from "@shop/contracts/admin-display";
import { mdPicksSchema, visibleBlocksSchema } from "@shop/contracts/display";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoItem } from "../../db/seed/catalog.factory.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { auditEntriesOf, expectContentGuard, okCall, staffCall } from "../../test/admin-content-client.js";
import { signedInStaff } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's display blocks and MD picks (docs/decisions/044): guard, validation, audit, and the home page's
// answers following at once.

let t: TestApp;
let admin: { token: string };
const shownItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item).filter(
  (item) => item.displayed,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const mdCodes = async () =>
  mdPicksSchema
    .parse(await okCall(t, admin, "GET", "/api/display/md"))
    .groups.map((group) => [group.key, group.list.map((item) => item.itemUserCode)] as const);

describe("display blocks and MD picks in the back office", () => {
  it("refuses no session, customer service and sellers", async () => {
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: 10_000_001 });
    await expectContentGuard(
      t,
      [cs, seller],
      [
        { method: "GET", url: "/api/admin/display-blocks" },
        { method: "GET", url: "/api/admin/display-blocks/md" },
        { method: "PUT", url: "/api/admin/display-blocks/md", payload: { title: "MD" } },
        { method: "PUT", url: "/api/admin/display-blocks/md/sections", payload: { sections: [] } },
        { method: "PUT", url: "/api/admin/display-blocks/md/items", payload: { items: [] } },
      ],
    );
  });

  it("lists the blocks in the home page's order with their counts", async () => {
    const { list } = adminDisplayBlockListSchema.parse(await okCall(t, admin, "GET", "/api/admin/display-blocks"));
    const md = list.find((block) => block.code === "md");
    expect(md?.itemCount).toBeGreaterThan(0);
    expect(list.map((block) => block.sortOrder)).toEqual(
      [...list.map((block) => block.sortOrder)].sort((a, b) => a - b),
    );
  });

  it("adds, reorders and removes MD picks by item code; the home page's MD picks follow at once, audited", async () => {
    const { displayBlock: md } = await okCall(t, admin, "GET", "/api/admin/display-blocks/md");
    const items = md.items.map(
      (item: { itemUserCode: string; groupKey: string; groupName: string; comment: string }) => ({
        itemUserCode: item.itemUserCode,
        groupKey: item.groupKey,
        groupName: item.groupName,
        comment: item.comment,
      }),
    );
    const firstTab = items[0]!;
    const inMd = new Set(
      items
        .filter((item: { groupKey: string }) => item.groupKey === firstTab.groupKey)
        .map((item: { itemUserCode: string }) => item.itemUserCode),
    );
    const added = shownItems.find((item) => !inMd.has(item.itemUserCode))!;
    // Added first in the first tab.
    const next = [{ ...firstTab, itemUserCode: added.itemUserCode, comment: "" }, ...items];
    const saved = await okCall(t, admin, "PUT", "/api/admin/display-blocks/md/items", { items: next });
    expect(saved.displayBlock.items[0]).toMatchObject({
      itemUserCode: added.itemUserCode,
      itemName: added.name,
      onSale: true,
      groupKey: firstTab.groupKey,
    });
    const tabs = await mdCodes();
    expect(tabs[0]![0]).toBe(firstTab.groupKey);
    expect(tabs[0]![1][0]).toBe(added.itemUserCode);

    // The same list again changes nothing more (a retry).
    await okCall(t, admin, "PUT", "/api/admin/display-blocks/md/items", { items: next });
    expect((await mdCodes())[0]![1][0]).toBe(added.itemUserCode);

    // Removed again.
    await okCall(t, admin, "PUT", "/api/admin/display-blocks/md/items", { items });
    expect((await mdCodes()).flatMap(([, codes]) => codes)).not.toContain(added.itemUserCode);

    const entries = await auditEntriesOf(t, admin, "displayBlock", "md");
    // Newest first: the removal, the retry (nothing changed), the addition.
    expect(entries.map((entry) => entry.action)).toEqual(Array(3).fill("displayBlock.update"));
    expect(entries[1]!.after).toEqual({});
    const codesOf = (list: unknown) => (list as { itemUserCode: string }[]).map((item) => item.itemUserCode);
    expect(codesOf(entries[2]!.after!.items)[0]).toBe(added.itemUserCode);
    expect(codesOf(entries[0]!.before!.items)[0]).toBe(added.itemUserCode);
  });

  it("edits a block's heading, home page switch and order, and its sections", async () => {
    const { displayBlock: before } = await okCall(t, admin, "GET", "/api/admin/display-blocks/dry-aging");
    const body = {
      title: "드라이에이징 특집",
      subTitle: before.subTitle,
      description: "숙성 한우",
      showOnMain: true,
      sortOrder: 1,
    };
    await okCall(t, admin, "PUT", "/api/admin/display-blocks/dry-aging", body);
    const visible = visibleBlocksSchema.parse(await okCall(t, admin, "GET", "/api/display/visible"));
    expect(visible.list.find((block) => block.code === "dry-aging")).toMatchObject({ title: "드라이에이징 특집" });
    const shop = await okCall(t, admin, "GET", "/api/display/dry-aging");
    expect(shop.block.title).toBe("드라이에이징 특집");

    const sections = [{ title: "숙성이란", body: "온도와 습도를 맞춰\n3주 동안 둡니다.", imageUrl: "" }];
    await okCall(t, admin, "PUT", "/api/admin/display-blocks/dry-aging/sections", { sections });
    expect((await okCall(t, admin, "GET", "/api/display/dry-aging")).block.sections).toEqual([
      { title: "숙성이란", body: sections[0]!.body, imageSrc: "" },
    ]);

    await okCall(t, admin, "PUT", "/api/admin/display-blocks/dry-aging", { ...body, showOnMain: false });
    const hidden = visibleBlocksSchema.parse(await okCall(t, admin, "GET", "/api/display/visible"));
    expect(hidden.list.map((block) => block.code)).not.toContain("dry-aging");

    const entries = await auditEntriesOf(t, admin, "displayBlock", "dry-aging");
    expect(entries.map((entry) => entry.after)).toEqual([
      { showOnMain: false },
      { sections: [{ title: "숙성이란", body: sections[0]!.body, imageUrl: "" }] },
      expect.objectContaining({ title: "드라이에이징 특집", description: "숙성 한우" }),
    ]);
  });

  it("answers 404 for a block that does not exist", async () => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/display-blocks/nope/items", { items: [] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_CONTENT_MESSAGES.notFound);
  });

  it.each([
    [
      "an unknown item code",
      { items: [{ itemUserCode: "NOPE-0000" }] },
      ADMIN_DISPLAY_MESSAGES.unknownItem("NOPE-0000"),
    ],
    ["an empty item code", { items: [{ itemUserCode: " " }] }, ADMIN_DISPLAY_MESSAGES.itemCode],
    [
      "one item twice in a tab",
      { items: [{ itemUserCode: shownItems[0]!.itemUserCode }, { itemUserCode: shownItems[0]!.itemUserCode }] },
      ADMIN_DISPLAY_MESSAGES.duplicateItem(shownItems[0]!.itemUserCode),
    ],
    [
      "markup in a comment",
      { items: [{ itemUserCode: shownItems[0]!.itemUserCode, comment: "<b>굿</b>" }] },
      ADMIN_CONTENT_MESSAGES.noMarkup,
    ],
    ["no list", {}, ADMIN_CONTENT_MESSAGES.required],
  ])("refuses %s with 400 in Korean", async (_case, payload, message) => {
    const res = await staffCall(t, admin, "PUT", "/api/admin/display-blocks/md/items", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", message });
  });

  it("refuses a block without a title and markup in a section", async () => {
    const untitled = await staffCall(t, admin, "PUT", "/api/admin/display-blocks/md", { title: "" });
    expect(untitled.json()).toMatchObject({ status: 400, message: ADMIN_CONTENT_MESSAGES.required });
    const markup = await staffCall(t, admin, "PUT", "/api/admin/display-blocks/md/sections", {
      sections: [{ title: "a", body: "<script>x</script>" }],
    });
    expect(markup.json()).toMatchObject({ status: 400, message: ADMIN_CONTENT_MESSAGES.noMarkup });
  });
});
