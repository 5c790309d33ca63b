import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { SnsProvider } from "@shop/contracts/auth";
import { redirect } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import {
  finishLogin,
  missingSnsAuth,
  SNS_CALLBACK_PATHS,
  snsCallbackUrl,
} from "../../features/account/login-flow.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { loginCallAuth } from "../../lib/login-grant.server";
import { commitShopperSession, getShopperSession, isLoggedIn } from "../../lib/session.server";
import type { Route } from "./+types/sns-callback";

/**
 * Where Naver (SPEC §2 /user/sns/naver-callback) and Kakao send the shopper back after consent. The code is traded
 * for a token through the API (POST /api/auth/sns-token, signed); without the code, or with a state that is not
 * the one this session started, there is nothing to trust: SPEC §8's 인증 정보가 존재하지 않습니다. and back to login.
 * It always redirects; the spinner only shows if a browser stops on the way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getShopperSession(request);
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const started = session.get("snsLogin");
  if (!code || !state || !started || started.state !== state || SNS_CALLBACK_PATHS[started.provider] !== url.pathname) {
    return missingSnsAuth(request, session);
  }
  session.unset("snsLogin");
  try {
    if (isLoggedIn(session)) {
      // A logged-in member links the social account to theirs; the token stays the one they have (SNS_CONNECTED).
      await callApi(context, apiEndpoints.snsToken, {
        request,
        body: snsTokenBody(request, started.provider, code, state),
        callerHandlesErrors: true,
      });
      session.flash("alert", "SNS 계정이 연결되었습니다.");
      return redirect(started.target, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
    }
    // A guest's token goes along, as at password login: the API moves the cart they filled to the member, or keeps
    // the social profile on that token (SNS_JOIN_REQUIRED) so the cart joins with them at sns-join.
    const { salesonId, anonymous, headers } = await loginCallAuth(context, session);
    const answer = await callApi(context, apiEndpoints.snsToken, {
      request,
      anonymous,
      headers,
      body: snsTokenBody(request, started.provider, code, state),
      callerHandlesErrors: true,
    });
    return finishLogin(request, context, session, answer, started.target, salesonId);
  } catch (error) {
    if (error instanceof ApiResponseError && error.status < 500) return missingSnsAuth(request, session, error.message);
    throw error;
  }
}

function snsTokenBody(request: Request, provider: SnsProvider, code: string, state: string) {
  return { provider, code, state, redirectUri: snsCallbackUrl(request, provider) };
}

export default function SnsCallbackPage() {
  return <Spinner overlay label="로그인 중입니다." />;
}
