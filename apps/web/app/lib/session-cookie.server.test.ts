import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  commitShopperSession,
  isLoggedIn,
  loadShopperSession,
  SESSION_COOKIE_NAME,
  storeLogin,
} from "./session.server";

// The session cookie carries the API bearer token: sealed (encrypted and authenticated), not only signed.

const token = "Xq7dLk2PzR9vWm4tNc8yBf3hJs6gUa1eKo5iTb0rYpQ";
const grant = {
  token,
  role: "ROLE_USER" as const,
  loginType: "NORMAL" as const,
  code: "SUCCESS" as const,
  salesonId: "site-7f3a",
  timeoutMinutes: 30,
};

async function loggedInCookie(): Promise<{ setCookie: string; value: string }> {
  const request = new Request("http://shop.test/");
  const { session } = await loadShopperSession(request);
  storeLogin(session, grant);
  const setCookie = await commitShopperSession(request, session);
  const pair = setCookie.split(";")[0]!;
  expect(pair.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true);
  return { setCookie, value: decodeURIComponent(pair.slice(SESSION_COOKIE_NAME.length + 1)) };
}

function withCookie(value: string): Request {
  return new Request("http://shop.test/", {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}` },
  });
}

/** Every way a curious holder of the cookie might read it: as is, URL-decoded, and each dot-separated part decoded. */
function readings(value: string): string[] {
  const parts = value.split(".");
  const decoded = parts.flatMap((part) => [
    Buffer.from(part, "base64url").toString("utf8"),
    Buffer.from(part, "base64").toString("utf8"),
    Buffer.from(part, "base64url").toString("latin1"),
  ]);
  return [value, decodeURIComponent(value), ...parts, ...decoded];
}

describe("the session cookie", () => {
  it("round-trips a login", async () => {
    const { value, setCookie } = await loggedInCookie();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const { session } = await loadShopperSession(withCookie(value));
    expect(isLoggedIn(session)).toBe(true);
    expect(session.get("token")).toBe(token);
    expect(session.get("salesonId")).toBe("site-7f3a");
  });

  it("holds neither the token nor the site id in any decoding", async () => {
    const { value } = await loggedInCookie();
    for (const reading of readings(value)) {
      expect(reading).not.toContain(token);
      expect(reading).not.toContain("site-7f3a");
      expect(reading).not.toContain("ROLE_USER");
    }
  });

  it("is sealed afresh each time (a new IV), so two cookies of one session differ", async () => {
    const request = new Request("http://shop.test/");
    const { session } = await loadShopperSession(request);
    storeLogin(session, grant, 1_000);
    expect(await commitShopperSession(request, session)).not.toBe(await commitShopperSession(request, session));
  });

  it.each([
    [
      "a flipped character in the ciphertext",
      (value: string) => flip(value, value.split(".").slice(0, 3).join(".").length + 3),
    ],
    ["a flipped character in the tag", (value: string) => flip(value, value.length - 2)],
    [
      "a changed header",
      (value: string) =>
        `${Buffer.from('{"alg":"dir","enc":"A128GCM"}').toString("base64url")}${value.slice(value.indexOf("."))}`,
    ],
    ["a truncated value", (value: string) => value.slice(0, -10)],
    ["a value without its tag", (value: string) => value.slice(0, value.lastIndexOf("."))],
    ["an unsealed JWE (alg none)", () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.e30.`],
    ["garbage", () => "%%%not-a-cookie%%%"],
  ])("reads as logged out, never an error, after %s", async (_name, tamper) => {
    const { value } = await loggedInCookie();
    const { session } = await loadShopperSession(withCookie(tamper(value)));
    expect(isLoggedIn(session)).toBe(false);
    expect(session.has("token")).toBe(false);
  });

  it("reads a cookie of the earlier signed-only format as logged out", async () => {
    // React Router's createCookie format: base64 of the JSON, a dot, the HMAC-SHA256 of that under the secret.
    const payload = Buffer.from(JSON.stringify({ token, role: "ROLE_USER", loginType: "NORMAL" })).toString("base64");
    const signature = createHmac("sha256", process.env.SESSION_SECRET!).update(payload).digest("base64");
    const { session } = await loadShopperSession(withCookie(`${payload}.${signature.replace(/=+$/, "")}`));
    expect(isLoggedIn(session)).toBe(false);
    expect(session.has("token")).toBe(false);
  });

  it("reads a cookie sealed under another secret as logged out", async () => {
    const { value } = await loggedInCookie();
    // Another process with another secret: a fresh copy of the module derives its key from the changed variable.
    const previous = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = "another-session-secret-9876543210";
    try {
      vi.resetModules();
      const other = await import("./session.server");
      const { session } = await other.loadShopperSession(withCookie(value));
      expect(other.isLoggedIn(session)).toBe(false);
    } finally {
      process.env.SESSION_SECRET = previous;
      vi.resetModules();
    }
  });
});

function flip(value: string, at: number): string {
  const replacement = value[at] === "A" ? "B" : "A";
  return `${value.slice(0, at)}${replacement}${value.slice(at + 1)}`;
}
