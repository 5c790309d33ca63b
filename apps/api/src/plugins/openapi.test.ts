import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refsIn } from "../lib/openapi-components.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

interface Document {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
}

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

describe("the document's named shapes", () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as unknown as Document;
  });
  afterAll(() => t?.close());

  const answer = (path: string, method: string, status: string) =>
    document.paths[path]?.[method]?.responses[status]?.content?.["application/json"]?.schema;

  it("every $ref names a schema the document has (the error body of every 4xx pointed at nothing)", () => {
    const names = new Set(refsIn(document));
    expect(names).toContain("ErrorBody");
    expect([...names].filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it("keeps only the schemas something refers to", () => {
    const used = new Set([...refsIn(document.paths), ...refsIn(document.components.schemas)]);
    expect(Object.keys(document.components.schemas).filter((name) => !used.has(name))).toEqual([]);
  });

  it("a shared answer is written once and referred to: the cart of four operations", () => {
    const cartAnswers = [
      "/api/cart",
      "/api/cart/update-quantity",
      "/api/cart/delete",
      "/api/cart/shipping-payment-type",
    ];
    for (const path of cartAnswers) {
      const method = path === "/api/cart" ? "get" : "post";
      expect(answer(path, method, "200"), path).toEqual({ $ref: "#/components/schemas/Cart" });
    }
    expect(answer("/api/cart", "get", "404")).toEqual({ $ref: "#/components/schemas/ErrorBody" });
    expect(document.components.schemas.ErrorBody).toMatchObject({
      required: ["status", "code", "message", "description", "errors"],
    });
  });

  it("an integer carries the bounds its contract sets, not zod's safe-integer ones", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const addBody = document.paths["/api/cart/add"]?.post as unknown as {
      requestBody: { content: { "application/json": { schema: unknown } } };
    };
    const quantity = JSON.stringify(addBody.requestBody.content["application/json"].schema);
    expect(quantity).toMatch(/"quantity":\{[^}]*"minimum":1/);
  });
});
