import {
  commitShopperSession,
  ensureCsrfToken,
  getShopperSession,
  storeGuestToken,
  storeLogin,
} from "../lib/session.server";

export const TEST_ORIGIN = "http://shop.test";

/** A shopper's session as the browser would hold it: the cookie to send and the CSRF token its forms carry. */
export interface TestShopper {
  cookie: string;
  csrf: string;
}

/** The guest token a `testShopper({ guest: true })` holds (ROLE_GUEST, a cart of its own). */
export const TEST_GUEST_TOKEN = "tok_guest_for_tests_0123456789";

/**
 * A shopper's session signed with the test secret: anonymous, a logged-in member's with `member: true`, or a guest's
 * holding a guest token (their cart) with `guest: true`.
 */
export async function testShopper({ member = false, guest = false } = {}): Promise<TestShopper> {
  const request = new Request(`${TEST_ORIGIN}/`);
  const session = await getShopperSession(request);
  if (guest) storeGuestToken(session, { token: TEST_GUEST_TOKEN, salesonId: "site-guest", timeoutMinutes: 30 });
  if (member) {
    storeLogin(session, {
      token: "tok_member_for_tests_0123456789",
      role: "ROLE_USER",
      loginType: "NORMAL",
      code: "SUCCESS",
      salesonId: "site-test",
      timeoutMinutes: 30,
    });
  }
  // After the login: a login gives the session a fresh CSRF token.
  const { token: csrf } = ensureCsrfToken(session);
  const setCookie = await commitShopperSession(request, session);
  return { cookie: setCookie.split(";")[0] ?? "", csrf };
}

/** A form post from the shop's own page, as a browser without JavaScript sends it (CSRF field, same origin). */
export function formPost(path: string, shopper: TestShopper, fields: Record<string, string>): Request {
  const body = new URLSearchParams({ csrf: shopper.csrf, ...fields });
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      cookie: shopper.cookie,
      origin: TEST_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
}
