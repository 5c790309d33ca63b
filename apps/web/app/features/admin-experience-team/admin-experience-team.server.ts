import type { AdminExperienceTeamCreate } from "@shop/contracts/experience-team";
import { data } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";

// The back office's 체험단 (decision 050): the create form's body and the API's refusals as the page shows them.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The create form as the API's body; the API checks every field and answers in Korean. */
export function experienceTeamBodyOf(form: FormData): AdminExperienceTeamCreate {
  return {
    itemUserCode: text(form, "itemUserCode"),
    title: text(form, "title"),
    description: text(form, "description"),
    capacity: Number(text(form, "capacity")),
    recruitStart: text(form, "recruitStart"),
    recruitEnd: text(form, "recruitEnd"),
    announceDate: text(form, "announceDate"),
    reviewEnd: text(form, "reviewEnd"),
  };
}

/** An API refusal: the message on top, each field's beside it; a 404 or 403 is the page's own. */
export function refusalOf(error: unknown) {
  if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
  if (error.status === 404) throw data(error.message, { status: 404 });
  if (error.status === 403) throw data(error.message, { status: 403 });
  const fieldErrors: Record<string, string> = {};
  for (const entry of error.body?.errors ?? []) fieldErrors[entry.field] ??= entry.message;
  return { status: error.status, formError: error.message, fieldErrors };
}
