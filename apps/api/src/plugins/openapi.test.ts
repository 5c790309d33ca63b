import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

describe("API_DOCS", () => {
  let withDocs: TestApp;
  let withoutDocs: TestApp;
  beforeAll(async () => {
    [withDocs, withoutDocs] = await Promise.all([createTestApp(), createTestApp({ env: { API_DOCS: "false" } })]);
  });
  afterAll(async () => {
    await Promise.all([withDocs?.close(), withoutDocs?.close()]);
  });

  it.each(["/api/docs/json", "/api/docs"])(
    "%s answers where the docs are on (the default outside production)",
    async (url) => {
      const res = await withDocs.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each(["/api/docs/json", "/api/docs"])("%s is not found with API_DOCS=false", async (url) => {
    const res = await withoutDocs.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
  });

  it("the document is still built in process", () => {
    expect(withoutDocs.app.swagger().paths).toHaveProperty(["/api/category"]);
  });
});
