import { redirect } from "react-router";
import { experienceApplyAction } from "../../features/experience-team/experience-team.server";
import type { Route } from "./+types/apply";

/** 체험단 신청·수정·취소 from the item page's panel (decision 050): posts only; a visit goes to the item list. */
export async function loader() {
  return redirect("/items");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teamId = Number(params.id);
  if (!Number.isInteger(teamId) || teamId < 1) throw new Response("Not Found", { status: 404 });
  return experienceApplyAction(context, request, teamId);
}
