import { apiEndpoints, endpointUrl, listEndpointKeys, routeKey } from "@shop/contracts/api-endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

// Served at the root on purpose, not API calls: the load balancer's copies and picture files named inside answers.
const OUTSIDE_THE_MAP = [
  "GET /healthcheck",
  "GET /ready",
  "GET /images/items/:itemUserCode/:file",
  "GET /images/banners/:kind/:file",
  "GET /images/brands/:file",
  "GET /images/item-photos/:file",
  "GET /images/meat-cut-charts/:file",
  "GET /images/experience-photos/:file",
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the endpoint map of packages/contracts and the routes the API registers", () => {
  it("maps every documented route", () => {
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== "head")
        .map((method) => routeKey(method, path.replace(/\{(\w+)\}/g, ":$1"))),
    );
    const mapped = new Set(listEndpointKeys());
    expect(registered.filter((key) => !mapped.has(key) && !OUTSIDE_THE_MAP.includes(key))).toEqual([]);
  });

  it.each(Object.entries(apiEndpoints))("%s is a registered route", (_name, endpoint) => {
    expect(t.app.hasRoute({ method: endpoint.method, url: endpointUrl(endpoint) })).toBe(true);
  });
});
