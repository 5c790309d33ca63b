import { Link } from "react-router";
import { contentPageMeta } from "../../features/event/event-meta";
import styles from "../../features/event/event-page.module.css";
import { loadRoulette, spinRoulette } from "../../features/roulette/roulette.server";
import { RouletteView } from "../../features/roulette/roulette-view";
import type { Route } from "./+types/roulette";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRoulette(context, request, params.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  return spinRoulette(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "event"
    ? contentPageMeta(matches, loaderData.event.title, { description: loaderData.event.subTitle })
    : contentPageMeta(matches, "룰렛 이벤트", { description: "룰렛을 돌리고 적립금과 할인 쿠폰을 받아 가세요." });

export default function RoulettePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "none") {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>룰렛 이벤트</h1>
        </header>
        <div className={styles.empty}>
          <p>진행 중인 룰렛 이벤트가 없습니다.</p>
          <Link to="/featured" className={styles.emptyLink}>
            진행 중인 기획전 보기
          </Link>
        </div>
      </div>
    );
  }
  const { event, chance, loggedIn, loginHref, spinKey } = loaderData;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>ROULETTE EVENT</p>
        <h1 className={styles.title}>{event.title}</h1>
        {event.subTitle ? <p className={styles.lead}>{event.subTitle}</p> : null}
      </header>
      <RouletteView
        key={event.id}
        event={event}
        chance={chance}
        loggedIn={loggedIn}
        loginHref={loginHref}
        spinKey={spinKey}
      />
    </div>
  );
}
