import { useEffect } from "react";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { ErrorPage, errorPageButtonClass } from "../../components/ui/error-page";
import { isChunkLoadError, reloadAfterChunkFailure } from "../../lib/chunk-reload-guard";

/** The not-found wording of SPEC §2, shared by the `*` route and thrown 404s. */
export const NOT_FOUND_TITLE = "요청하신 페이지를 찾을 수 없습니다.";
export const NOT_FOUND_MESSAGES = ["이용에 불편을 드려 죄송합니다.", "새로고침 하시거나 잠시 후 다시 시도해 주세요."];

/** The not-found page body with its two buttons (SPEC §2 "Not-found page"). */
export function NotFoundView() {
  const navigate = useNavigate();
  return (
    <ErrorPage
      kind="not-found"
      title={NOT_FOUND_TITLE}
      messages={NOT_FOUND_MESSAGES}
      actions={
        <>
          <button
            type="button"
            className={errorPageButtonClass.secondary}
            // Opened directly (no history to go back to): the main screen is the nearest "previous".
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
          >
            이전 화면
          </button>
          <Link to="/" className={errorPageButtonClass.primary}>
            메인 화면
          </Link>
        </>
      }
    />
  );
}

/** What a layout shows in place of a page that failed: 404s as not-found, the rest as a 500. */
export function RouteErrorView({ error }: { error: unknown }) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailure) reloadAfterChunkFailure();
  }, [chunkFailure]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error("[web] page error", error);
  return (
    <ErrorPage
      kind="error"
      title="일시적인 오류가 발생했습니다."
      messages={["이용에 불편을 드려 죄송합니다.", "새로고침 하시거나 잠시 후 다시 시도해 주세요."]}
    />
  );
}
