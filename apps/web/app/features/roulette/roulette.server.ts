import { randomUUID } from "node:crypto";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES } from "@shop/contracts/auth";
import { type RouletteApplyResult, rouletteIdParamSchema } from "@shop/contracts/roulette";
import { type AppLoadContext, data, redirect } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { currentTarget, loginHref, readProtectedForm } from "../../lib/auth.server";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { commitShopperSession, getShopperSession, isLoggedIn } from "../../lib/session.server";

/** The spin form's answer: the drawn prize, or the API's refusal in Korean. */
export type RouletteActionData = { ok: true; result: RouletteApplyResult } | { ok: false; error: string };

/**
 * /roulette/:id? — the event of the id, or without one the live event the API names current (none: the page says so).
 * With it: the wheel, whether this shopper may spin now (and why not), and a fresh key the spin form posts, so that a
 * re-sent form (a reload, a double tap) is answered the first spin instead of a refusal.
 */
export async function loadRoulette(context: AppLoadContext, request: Request, id: string | undefined) {
  let eventId: number;
  if (id === undefined) {
    const { currentId } = await callApi(context, apiEndpoints.rouletteList, { request, query: { size: 1 } });
    if (currentId === null) return { kind: "none" as const };
    eventId = currentId;
  } else {
    const parsed = rouletteIdParamSchema.safeParse({ id });
    if (!parsed.success) notFound();
    eventId = parsed.data.id;
  }
  const [event, chance, session] = await Promise.all([
    orNotFound(callApi(context, apiEndpoints.rouletteDetail, { request, params: { id: eventId } })),
    orNotFound(callApi(context, apiEndpoints.rouletteValidateApply, { request, params: { id: eventId } })),
    getShopperSession(request),
  ]);
  return {
    kind: "event" as const,
    event,
    chance,
    loggedIn: isLoggedIn(session),
    loginHref: loginHref(currentTarget(request)),
    spinKey: randomUUID(),
  };
}

/**
 * POST of the spin form (with or without JavaScript). A guest goes to log in with this page as the target and SPEC
 * §8's 로그인 후 이용이 가능합니다.; a member's spin goes to the API with the form's key as its Idempotency-Key.
 */
export async function spinRoulette(request: Request, context: AppLoadContext) {
  const { form, session } = await readProtectedForm(request);
  if (!isLoggedIn(session)) {
    session.flash("alert", AUTH_MESSAGES.UNAUTHORIZED);
    throw redirect(loginHref(currentTarget(request)), {
      headers: { "Set-Cookie": await commitShopperSession(request, session) },
    });
  }
  const parsed = rouletteIdParamSchema.safeParse({ id: form.get("eventId") });
  if (!parsed.success) return data<RouletteActionData>({ ok: false, error: "잘못된 요청입니다." }, 400);
  const key = form.get("spinKey");
  try {
    const result = await callApi(context, apiEndpoints.rouletteApply, {
      request,
      params: { id: parsed.data.id },
      headers: typeof key === "string" && /^[\w-]{8,100}$/.test(key) ? { "Idempotency-Key": key } : {},
    });
    return data<RouletteActionData>({ ok: true, result });
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500 || error.status === 401) throw error;
    return data<RouletteActionData>({ ok: false, error: error.message }, error.status);
  }
}
