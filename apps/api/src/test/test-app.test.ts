import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { livestockKinds } from "../db/schema/catalog.js";
import { createTestApp, type TestApp } from "./test-app.js";

describe("createTestApp", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the API on a migrated, seeded copy of the template", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.handle.engine });
    const [kinds] = await t.db.select({ n: count() }).from(livestockKinds);
    expect(kinds?.n).toBe(8);
  });

  it("gives each app its own database", async () => {
    const other = await createTestApp();
    try {
      await other.db.insert(livestockKinds).values({ code: "zz-iso", name: "격리", sortOrder: 99 });
      const mine = await t.db.select().from(livestockKinds).where(eq(livestockKinds.code, "zz-iso"));
      expect(mine).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
