import { describe, expect, it } from "vitest";
import { fuzzCases, operationsOf, resolveRefs } from "./openapi-fuzz.js";

// The fuzzer's reading of an OpenAPI document (src/openapi-fuzz.test.ts runs it on the API's own): a field behind a
// shared schema's `$ref` must be fuzzed like one written out, or naming a request schema would quietly drop its cases.

const LINE = {
  type: "object",
  required: ["itemId", "quantity"],
  properties: { itemId: { type: "integer", minimum: 1 }, quantity: { type: "integer", minimum: 1 } },
};
const CATEGORY = {
  type: "object",
  properties: {
    name: { type: "string" },
    children: { type: "array", items: { $ref: "#/components/schemas/Category" } },
  },
};

const document = {
  paths: {
    "/api/cart/add": {
      post: {
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["lines"],
                properties: { lines: { type: "array", items: { $ref: "#/components/schemas/CartLine" } } },
              },
            },
          },
        },
      },
    },
    "/api/cart/update-quantity": {
      post: { requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/CartLine" } } } } },
    },
    "/api/item/{itemUserCode}": {
      get: { parameters: [{ name: "itemUserCode", in: "path", schema: { $ref: "#/components/schemas/ItemCode" } }] },
    },
  },
  components: { schemas: { CartLine: LINE, Category: CATEGORY, ItemCode: { type: "string", pattern: "^G\\d{7}$" } } },
};

describe("operationsOf", () => {
  it("reads a body, a nested field and a parameter behind a $ref as the schemas they name", () => {
    const [add, update, item] = operationsOf(document);
    expect(add?.body?.schema.properties?.lines?.items).toEqual(LINE);
    expect(update?.body?.schema).toEqual(LINE);
    expect(item?.parameters).toEqual([
      { name: "itemUserCode", in: "path", required: true, schema: { type: "string", pattern: "^G\\d{7}$" } },
    ]);
  });

  it("fuzzes each field of a body behind a $ref, from a plausible request of its required fields", () => {
    const [, update] = operationsOf(document);
    const cases = fuzzCases(update!, { perField: 2, known: {} });
    expect(cases[0]?.body?.payload).toBe(JSON.stringify({ itemId: 1, quantity: 1 }));
    const labels = cases.map((fuzzCase) => fuzzCase.label);
    expect(labels).toContain("body without itemId");
    expect(labels).toContain("body without quantity");
    expect(labels.filter((label) => label.startsWith("body quantity=")).length).toBe(2);
  });
});

describe("resolveRefs", () => {
  it("stops at a schema that refers to itself, leaving any value allowed there", () => {
    const shared = { Category: CATEGORY };
    expect(resolveRefs({ $ref: "#/components/schemas/Category" }, shared)).toEqual({
      type: "object",
      properties: { name: { type: "string" }, children: { type: "array", items: {} } },
    });
  });

  it.each([
    ["a schema the document does not have", "#/components/schemas/Missing"],
    ["a reference outside the shared schemas", "#/paths/~1api~1cart"],
  ])("refuses %s", (_case, $ref) => {
    expect(() => resolveRefs({ $ref }, { CartLine: LINE })).toThrow(`the document has no schema ${$ref}`);
  });
});
