import { loadMyExperience, myExperienceAction } from "../../features/experience-team/experience-team.server";
import { MyExperienceView } from "../../features/experience-team/my-experience-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/experience-team";

/** 나의 체험단 (decision 050): the member's applications with their status; the selected write their review here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyExperience(context, request);
}

/** The review dialog's 등록 (multipart, with photos) and a review's 삭제. */
export async function action({ request, context }: Route.ActionArgs) {
  return myExperienceAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "체험단");

export default function MyExperiencePage({ loaderData }: Route.ComponentProps) {
  return <MyExperienceView data={loaderData} />;
}
