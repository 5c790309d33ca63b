import { randomBytes } from "node:crypto";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { SnsProvider } from "@shop/contracts/auth";
import { errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiError } from "../../lib/api-error.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import {
  issueSandboxCode,
  sandboxProviderUserId,
  sandboxSigningKey,
} from "../../providers/sandbox-social-login.provider.js";

const PROVIDER_NAMES: Record<SnsProvider, string> = { NAVER: "네이버", KAKAO: "카카오" };
const providerParamSchema = z.object({
  provider: z.enum(["naver", "kakao"]).transform((value): SnsProvider => (value === "naver" ? "NAVER" : "KAKAO")),
});
const authorizeQuerySchema = z.object({
  redirect_uri: z.string().min(1).max(500),
  state: z.string().max(200).default(""),
});
const consentQuerySchema = authorizeQuerySchema.extend({
  name: z.string().max(20).default(""),
  email: z.string().max(100).default(""),
  phone: z.string().max(20).default(""),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Only back into this shop: a relative path, or an absolute URL on the host the page was served from (the web and
 * the API may sit on different ports locally). Anything else would make the sandbox an open redirect.
 */
function checkedRedirect(redirectUri: string, host: string | undefined): URL {
  const base = `http://${host ?? "localhost"}`;
  let url: URL;
  try {
    url = new URL(redirectUri, base);
  } catch {
    throw new ApiError(400, "INVALID_REDIRECT_URI", "redirect_uri가 올바르지 않습니다.", "unparsable redirect_uri");
  }
  const sameHost = url.hostname === new URL(base).hostname;
  if (!/^https?:$/.test(url.protocol) || !sameHost || redirectUri.startsWith("//")) {
    throw new ApiError(
      400,
      "INVALID_REDIRECT_URI",
      "redirect_uri가 올바르지 않습니다.",
      "redirect_uri leaves the shop",
    );
  }
  return url;
}

function consentPage(provider: SnsProvider, redirectUri: string, state: string): string {
  const name = PROVIDER_NAMES[provider];
  const email = `sandbox-${randomBytes(3).toString("hex")}@${provider === "NAVER" ? "naver.com" : "kakao.com"}`;
  const field = (label: string, inputName: string, value: string, type = "text") =>
    `<label style="display:block;margin:0 0 12px">${label}<input name="${inputName}" type="${type}" value="${escapeHtml(value)}" style="display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font-size:15px"></label>`;
  return `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} 로그인 (샌드박스)</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222">
<h1 style="font-size:20px">${name} 로그인 (개발용 샌드박스)</h1>
<p style="font-size:14px;color:#555">농협 축산물 도매몰이 ${name} 계정의 이름, 이메일, 휴대폰번호 제공을 요청합니다. 같은 이메일로 다시 로그인하면 같은 ${name} 회원으로 처리됩니다.</p>
<form method="get" action="consent">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${field("이름", "name", "홍길동")}
${field("이메일", "email", email, "email")}
${field("휴대폰번호", "phone", "")}
<button type="submit" style="width:100%;padding:12px;font-size:16px;background:${provider === "NAVER" ? "#03c75a" : "#fee500"};border:0;border-radius:6px;cursor:pointer">동의하고 계속하기</button>
</form>
<p style="text-align:center"><a href="${escapeHtml(`${redirectUri}${redirectUri.includes("?") ? "&" : "?"}${new URLSearchParams({ error: "access_denied", state })}`)}">취소</a></p>
</body>
</html>`;
}

/**
 * The sandboxes' windows, served while a sandbox is in use (demo mode, tests): the outbox of sent messages, and the
 * Naver/Kakao consent page that plays the identity provider for /user/sns/naver-callback and sns-join.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = sandboxSigningKey(app.config.SESSION_SECRET);
  const { devOutbox } = app.services;
  const sandboxes = new Set(app.config.sandboxes);

  // What the SMS sandbox "sent" (verification codes, temporary passwords) is read here, in demo mode and in tests.
  if (sandboxes.has("sms")) {
    app.route({
      ...endpointRoute(apiEndpoints.devOutbox, {
        tags: ["dev"],
        summary: "What the sandboxes sent (SMS, push, e-mail), newest first",
        errors: { 400: errorResponses[400] },
      }),
      handler: async (request) => devOutbox.listMessages(request.query),
    });
  }

  // The Naver/Kakao sandbox plays the identity provider: its consent page sends the shopper back with a code.
  if (!sandboxes.has("socialLogin")) return;

  // The map gives these two their method and URL only: params and query are the API's own, and the answers (a page, a
  // redirect) are not JSON, so their schema lists no response at all (OpenAPI then shows its default 200).
  const authorizeDoc = { tags: ["dev"], summary: "Sandbox consent page of Naver or Kakao (HTML)" };
  app.route({
    ...endpointRoute(apiEndpoints.devSnsAuthorize, authorizeDoc),
    schema: { ...authorizeDoc, params: providerParamSchema, querystring: authorizeQuerySchema },
    handler: async (request, reply) => {
      checkedRedirect(request.query.redirect_uri, request.hostname);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(consentPage(request.params.provider, request.query.redirect_uri, request.query.state));
    },
  });

  const consentDoc = {
    tags: ["dev"],
    summary: "The consent page's button: back to redirect_uri with a code and the state",
  };
  app.route({
    ...endpointRoute(apiEndpoints.devSnsConsent, consentDoc),
    schema: { ...consentDoc, params: providerParamSchema, querystring: consentQuerySchema },
    handler: async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const target = checkedRedirect(query.redirect_uri, request.hostname);
      const email = query.email.trim();
      const code = issueSandboxCode(
        key,
        provider,
        {
          providerUserId: sandboxProviderUserId(provider, email || query.name),
          userName: query.name.trim(),
          email,
          phoneNumber: query.phone.replace(/[^0-9]/g, ""),
        },
        query.redirect_uri,
      );
      target.searchParams.set("code", code);
      target.searchParams.set("state", query.state);
      const location = query.redirect_uri.startsWith("/") ? `${target.pathname}${target.search}` : target.toString();
      return reply.header("cache-control", "no-store").redirect(location, 302);
    },
  });
};
