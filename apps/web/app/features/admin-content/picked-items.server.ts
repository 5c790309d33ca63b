import { type AppLoadContext, redirect } from "react-router";
import { ApiResponseError } from "../../lib/api-client.server";
import type { ContentActionAnswer } from "./content-action.server";
import { textOf } from "./content-action.server";

// The item lists of display blocks, events and style books (docs/decisions/044): the page sends one change (add by
// code, move up or down, take out) and the action sends the API the whole list as it becomes, so sending the same
// change twice from a stale page cannot add an item twice (the API refuses a code twice).

/** One line of a picked list as the API takes it back. */
export interface PickLine {
  itemUserCode: string;
  groupKey?: string;
  groupName?: string;
  comment?: string;
}

export const ITEM_INTENTS = ["item-add", "item-up", "item-down", "item-remove"] as const;
export const isItemIntent = (intent: string) => (ITEM_INTENTS as readonly string[]).includes(intent);

const sameGroup = (a: PickLine, b: PickLine) => (a.groupKey ?? "") === (b.groupKey ?? "");

/** The line the add form describes: its code, its tab (an existing one, or a new key and name) and its comment. */
function addedLine(current: readonly PickLine[], form: FormData): PickLine {
  const line: PickLine = { itemUserCode: textOf(form, "itemUserCode") };
  const newKey = textOf(form, "newGroupKey");
  if (form.has("group") || newKey) {
    const key = newKey || textOf(form, "group");
    line.groupKey = key;
    line.groupName = newKey
      ? textOf(form, "newGroupName") || newKey
      : (current.find((row) => row.groupKey === key)?.groupName ?? "");
  }
  if (form.has("groupName")) line.groupName = textOf(form, "groupName");
  if (form.has("comment")) line.comment = textOf(form, "comment");
  return line;
}

/**
 * The list after the change the form asks for (`intent` item-add, item-up, item-down or item-remove with the line's
 * `index`). Moves stay within the line's tab; an added line goes first or last of its tab (`position`).
 */
export function editPicks(current: readonly PickLine[], form: FormData): PickLine[] {
  const lines = [...current];
  const intent = textOf(form, "intent");
  const index = Number(textOf(form, "index"));
  if (intent === "item-add") {
    const line = addedLine(lines, form);
    const ofGroup = lines.flatMap((row, at) => (sameGroup(row, line) ? [at] : []));
    if (textOf(form, "position") === "last") {
      lines.splice(ofGroup.length > 0 ? ofGroup.at(-1)! + 1 : lines.length, 0, line);
    } else {
      lines.splice(ofGroup[0] ?? (line.groupKey ? lines.length : 0), 0, line);
    }
    return lines;
  }
  const line = lines[index];
  if (!Number.isInteger(index) || !line) return lines;
  if (intent === "item-remove") {
    lines.splice(index, 1);
    return lines;
  }
  const step = intent === "item-up" ? -1 : 1;
  let other = index + step;
  while (lines[other] && !sameGroup(lines[other]!, line)) other += step;
  if (lines[other]) [lines[index], lines[other]] = [lines[other]!, line];
  return lines;
}

/** Runs a write and answers where to go after it (a redirect), or the API's refusal in Korean for the page. */
export async function writeThen(
  write: () => Promise<unknown>,
  next: (answer: unknown) => string,
): Promise<ContentActionAnswer | Response> {
  let answer: unknown;
  try {
    answer = await write();
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const fieldErrors = Object.fromEntries((error.body?.errors ?? []).map((entry) => [entry.field, entry.message]));
    return { formError: error.message, fieldErrors };
  }
  return redirect(next(answer));
}

export type { AppLoadContext };
