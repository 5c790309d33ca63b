import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server";

const SECRETS = {
  SESSION_SECRET: "a-session-secret-of-32-characters",
  AUTH_CLIENT_SECRET: "a-client-secret-of-32-characters",
};

describe("parseWebEnv", () => {
  it.each([
    ["no public origin", {}, undefined],
    ["an empty public origin (as .env.example leaves it)", { PUBLIC_ORIGIN: "" }, undefined],
    [
      "a public origin with a trailing slash",
      { PUBLIC_ORIGIN: "https://shop.example.com/" },
      "https://shop.example.com",
    ],
    ["a public origin with a port", { PUBLIC_ORIGIN: "http://localhost:3000" }, "http://localhost:3000"],
  ])("reads %s", (_name, extra, origin) => {
    expect(parseWebEnv({ ...SECRETS, ...extra })).toEqual({ ...SECRETS, PUBLIC_ORIGIN: origin });
  });

  it("lists every problem at once", () => {
    // The missing secret's own wording is zod's, or the shop's Korean one once another module installed it (web tests
    // share one module graph); what matters is that every variable is named on its own line.
    expect(() => parseWebEnv({ SESSION_SECRET: "short", PUBLIC_ORIGIN: "https://shop.example.com/path" })).toThrow(
      new RegExp(
        [
          "^Invalid storefront environment:",
          "  SESSION_SECRET: SESSION_SECRET must be at least 16 characters",
          "  AUTH_CLIENT_SECRET: [^\\n]+",
          "  PUBLIC_ORIGIN: PUBLIC_ORIGIN must be an http\\(s\\) origin such as https://shop\\.example\\.com$",
        ].join("\\n"),
      ),
    );
  });
});
