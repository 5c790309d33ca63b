import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const secrets = {
  SESSION_SECRET: "test-session-secret-0123456789",
  AUTH_CLIENT_SECRET: "test-client-secret-0123456789",
};

describe("PUBLIC_ORIGIN", () => {
  it.each([
    ["empty means unset", "", undefined],
    ["an https origin", "https://shop.example.com", "https://shop.example.com"],
    ["a trailing slash and upper case are normalised", "https://Shop.Example.com/", "https://shop.example.com"],
    ["a port is kept", "http://127.0.0.1:4106", "http://127.0.0.1:4106"],
    ["the default port is dropped", "https://shop.example.com:443", "https://shop.example.com"],
  ])("%s", (_name, value, origin) => {
    expect(loadConfig({ ...secrets, PUBLIC_ORIGIN: value }).PUBLIC_ORIGIN).toBe(origin);
  });

  it.each([
    ["a path", "https://shop.example.com/shop"],
    ["a query", "https://shop.example.com/?a=1"],
    ["credentials", "https://user:pw@shop.example.com"],
    ["another scheme", "ftp://shop.example.com"],
    ["no scheme", "shop.example.com"],
  ])("refuses %s", (_name, value) => {
    expect(() => loadConfig({ ...secrets, PUBLIC_ORIGIN: value })).toThrow(
      "PUBLIC_ORIGIN: PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example.com",
    );
  });
});

describe("LIST_PAGE_CACHE", () => {
  it.each([
    [undefined, true],
    ["true", true],
    ["false", false],
  ])("%s gives %s", (value, expected) => {
    const env = value === undefined ? secrets : { ...secrets, LIST_PAGE_CACHE: value };
    expect(loadConfig(env).LIST_PAGE_CACHE).toBe(expected);
  });

  it("refuses anything but true or false", () => {
    expect(() => loadConfig({ ...secrets, LIST_PAGE_CACHE: "off" })).toThrow("LIST_PAGE_CACHE");
  });
});
