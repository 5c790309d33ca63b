import type { APIResponse } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";

// The shop's system surface over real HTTP: what load balancers, developers and broken clients hit.

const NOT_FOUND_MESSAGE = "요청하신 정보를 찾을 수 없습니다.";
const MALFORMED_MESSAGE = "요청 형식이 올바르지 않습니다.";

async function expectErrorBody(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toMatchObject({ status, code: expect.any(String), message: expect.any(String), errors: [] });
  expect(typeof body.description).toBe("string");
  return body as { status: number; code: string; message: string; description: string };
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

test.describe("health and readiness", { tag: "@api" }, () => {
  for (const path of ["/healthcheck", "/api/healthcheck"]) {
    test(`${path} answers ok`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: "ok" });
    });
  }

  for (const path of ["/ready", "/api/ready"]) {
    test(`${path} reports the database the shop runs on`, async ({ request, shop }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", database: shop.engine });
    });
  }
});

test.describe("OpenAPI documentation", () => {
  test("the JSON document lists the API's routes", { tag: "@api" }, async ({ request }) => {
    const response = await request.get("/api/docs/json");
    expect(response.status()).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("농협 축산물 도매몰 API");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/healthcheck", "/api/ready"]));
    // The storefront's catch-all and the unknown-API fallback are not API operations.
    expect(Object.keys(document.paths)).not.toContain("/api/*");
  });

  test("the docs page renders in the browser", { tag: "@pc" }, async ({ page }) => {
    await page.goto("/api/docs");
    // Swagger UI resolves the whole OpenAPI 3.1 document (~730 KB, ~460 operations) in the browser before it draws
    // anything: ~4 s on a quiet machine here, three times that on a busy one.
    await expect(page.getByRole("heading", { name: /농협 축산물 도매몰 API/ })).toBeVisible({ timeout: 30_000 });
    // The tags start closed (the document is large); opening one shows its operations and gives it an address.
    const healthcheck = page.getByText("/api/healthcheck", { exact: true });
    await expect(healthcheck).toBeHidden();
    await page.locator("#operations-tag-system").click();
    await expect(healthcheck).toBeVisible();
    await expect(page).toHaveURL(/\/api\/docs#\/system$/);
  });
});

test.describe("unknown API paths", { tag: "@api" }, () => {
  test("GET answers a JSON 404, not the storefront's page", async ({ request }) => {
    const body = await expectErrorBody(await request.get("/api/no-such-thing/42?x=1"), 404);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.message).toBe(NOT_FOUND_MESSAGE);
    expect(body.description).toBe("GET /api/no-such-thing/42 does not exist");
  });

  test("POST, PUT and DELETE answer a JSON 404 too", async ({ request }) => {
    for (const call of [
      request.post("/api/no-such-thing", { data: { a: 1 } }),
      request.put("/api/no-such-thing", { data: { a: 1 } }),
      request.delete("/api/no-such-thing"),
    ]) {
      const body = await expectErrorBody(await call, 404);
      expect(body.message).toBe(NOT_FOUND_MESSAGE);
    }
  });
});

test.describe("malformed request bodies", { tag: "@api" }, () => {
  const broken = '{"loginId": "shopper", "password":';

  test("broken JSON answers 400 with the shopper's message", async ({ request }) => {
    const response = await request.post("/api/no-such-thing", {
      headers: { "content-type": "application/json" },
      data: Buffer.from(broken),
    });
    const body = await expectErrorBody(response, 400);
    expect(body.code).toBe("MALFORMED_BODY");
    expect(body.message).toBe(MALFORMED_MESSAGE);
  });

  test("no JSON route of the API answers broken JSON with a server error", async ({ request }) => {
    const document = (await (await request.get("/api/docs/json")).json()) as OpenApiDocument;
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== "get" && operation.requestBody?.content?.["application/json"])
        .map(([method]) => ({ method, url: path.replace(/\{[^}]+\}/g, "1") })),
    );
    for (const { method, url } of routes) {
      const response = await request.fetch(url, {
        method,
        headers: { "content-type": "application/json" },
        data: Buffer.from(broken),
      });
      // Routes that check the caller first may refuse before reading the body; nothing may fail inside.
      expect([400, 401, 403], `${method.toUpperCase()} ${url}`).toContain(response.status());
      expect(response.headers()["content-type"], `${method.toUpperCase()} ${url}`).toMatch(/^application\/json/);
    }
  });
});

test.describe("security headers", { tag: "@api" }, () => {
  for (const path of ["/", "/api/healthcheck", "/api/no-such-thing"]) {
    test(`${path} carries them`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }
});
