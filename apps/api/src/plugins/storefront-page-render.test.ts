import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { AppConfig } from "../config.js";
import type { AuthContext } from "../modules/account/session.service.js";
import { pageState } from "../test/storefront-fixture-state.js";
import { authPlugin } from "./auth.js";
import { errorsPlugin } from "./errors.js";
import { securityPlugin } from "./security.js";
import { storefrontPlugin } from "./storefront.js";

// docs/decisions/058: the in-process API calls of one page read share the lookup of their bearer token; a form's do
// not. The fixture's /member page (src/test/storefront-fixture) calls GET /api/whoami three times from its loader and
// three times from its action, with one token; the token service here counts its lookups.

const buildDir = fileURLToPath(new URL("../test/storefront-fixture", import.meta.url));

const member: AuthContext = {
  tokenId: 7,
  token: "m".repeat(32),
  role: "ROLE_USER",
  userId: 42,
  loginType: null,
  restriction: null,
  rememberMeSeriesId: null,
  expiresAt: new Date("2030-01-01T00:00:00Z"),
};
const resolveToken = vi.fn(async (token: string) =>
  token === member.token ? { auth: member } : { rejection: "UNKNOWN" as const },
);

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate("config", { mode: "demo", sandboxes: [] } as Partial<AppConfig> as AppConfig);
  app.decorate("services", { sessions: { resolveToken } } as unknown as FastifyInstance["services"]);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  app.get("/api/whoami", async (request) => ({ userId: request.auth?.userId ?? null }));
  await app.register(storefrontPlugin, { buildDir, webDir: buildDir, dev: false });
});
afterAll(() => app.close());
beforeEach(() => resolveToken.mockClear());

const threeTimesMember = [{ userId: 42 }, { userId: 42 }, { userId: 42 }];

it("a page read looks its bearer token up once for all of its API calls, and each call is the member's", async () => {
  const res = await app.inject({ method: "GET", url: "/member" });
  expect(res.statusCode).toBe(200);
  const memberPage = pageState(res.body).loaderData["routes/member"] as { answers?: unknown } | undefined;
  expect(memberPage?.answers).toEqual(threeTimesMember);
  expect(resolveToken).toHaveBeenCalledTimes(1);
});

it("two page reads do not share a lookup", async () => {
  await app.inject({ method: "GET", url: "/member" });
  await app.inject({ method: "GET", url: "/member" });
  expect(resolveToken).toHaveBeenCalledTimes(2);
});

it("a form's calls look the token up each time (an action may log out or revoke)", async () => {
  const res = await app.inject({
    method: "POST",
    url: "/member",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  expect(res.statusCode).toBe(200);
  // The action's three calls, then the loader's three after it.
  expect(resolveToken).toHaveBeenCalledTimes(6);
});

it("an API call from outside a page looks the token up every time", async () => {
  for (let i = 0; i < 2; i += 1) {
    const res = await app.inject({
      method: "GET",
      url: "/api/whoami",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.json()).toEqual({ userId: 42 });
  }
  expect(resolveToken).toHaveBeenCalledTimes(2);
});
