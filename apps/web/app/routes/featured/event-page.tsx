import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { pageQuerySchema } from "@shop/contracts/common";
import { Link, redirect, useLocation } from "react-router";
import { loadEventDetail } from "../../features/event/event-detail.server";
import { EventDetailView } from "../../features/event/event-detail-view";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { EventReplies } from "../../features/event/event-replies";
import { postEventReply } from "../../features/event/event-reply-action.server";
import { callApi } from "../../lib/api-client.server";
import { currentTarget, loginHref } from "../../lib/auth.server";
import { getShopperSession, isLoggedIn } from "../../lib/session.server";
import { useTrackFeaturedView } from "../../lib/tracking/track-events";
import type { Route } from "./+types/event-page";

const REPLY_PAGE_SIZE = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // /featured/pages without an event: the list of them.
  if (!params.id) throw redirect("/featured");
  const url = new URL(request.url);
  const page = pageQuerySchema.shape.page.safeParse(url.searchParams.get("page") ?? undefined);
  const [{ event, content }, session] = await Promise.all([
    loadEventDetail(context, request, params.id),
    getShopperSession(request),
  ]);
  const showReplies = event.replyEnabled || event.replyCount > 0;
  const replies = showReplies
    ? await callApi(context, apiEndpoints.eventReplies, {
        request,
        query: { eventId: event.id, page: page.success ? page.data : 1, size: REPLY_PAGE_SIZE },
      })
    : null;
  return {
    event,
    content,
    replies,
    loggedIn: isLoggedIn(session),
    loginHref: loginHref(currentTarget(request)),
    renderedAt: Date.now(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return postEventReply(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? contentPageMeta(matches, loaderData.event.title, {
        description: loaderData.event.summary || loaderData.event.subTitle,
        image: loaderData.event.imageSrc,
      })
    : contentPageMeta(matches, "기획전", {});

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, content, replies, loggedIn, loginHref: loginLink, renderedAt } = loaderData;
  useTrackFeaturedView(event.id);
  const { pathname } = useLocation();
  const ended = event.status === "ended";
  return (
    <div className={styles.page}>
      <Link to={ended ? "/featured?status=ended" : "/featured"} className={styles.backLink}>
        ‹ 기획전 목록
      </Link>
      <EventDetailView event={event} content={content} renderedAt={renderedAt} />
      {replies ? (
        <EventReplies
          eventId={event.id}
          replyCount={event.replyCount}
          open={event.replyEnabled && !ended}
          ended={ended}
          loggedIn={loggedIn}
          loginHref={loginLink}
          action={pathname}
          replies={replies}
        />
      ) : null}
      <div className={styles.listActions}>
        <Link to={ended ? "/featured?status=ended" : "/featured"} className={styles.listButton}>
          목록으로
        </Link>
      </div>
    </div>
  );
}
