import { describe, expect, it } from "vitest";
import { hmacHex } from "../lib/secret-token.js";

// docs/api/auth-signing.md's worked example: if the scheme changes, the page must change with it.
describe("the signing scheme of docs/api/auth-signing.md", () => {
  const secret = "demo-auth-client-secret-0123456789";
  const timestamp = "1767225600000";

  it.each([
    [
      '{"loginId":"hong1234","password":"Qz!7mK#2pL9x"}',
      "60eab997ab233cbb4dd2d3726957fee5bafc4a872a560edf30b16b787678bc1f",
    ],
    ["", "9d496d07f782a1c4eb6ff3957020ddffa17e58aa99908a22ddf632a4ec77a62f"],
  ])("signs %j as documented", (body, signature) => {
    expect(hmacHex(secret, `${timestamp}.${body}`)).toBe(signature);
  });
});
