// Driving the shop's NICEPAY sandbox window over HTTP as a shopper's browser would: open it with requestPay's
// options, press a button, read what it posts to returnUrl.

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The hidden fields and action of the page's form (the one with `id`, or the first). */
export function formOf(html: string, id?: string) {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf("<form");
  const formHtml = html.slice(html.lastIndexOf("<form", start), html.indexOf("</form>", start));
  const action = unescapeHtml(/<form[^>]*action="([^"]*)"/.exec(formHtml)?.[1] ?? "");
  const fields: Array<[string, string]> = [
    ...formHtml.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g),
  ].map((match) => [unescapeHtml(match[1]!), unescapeHtml(match[2]!)]);
  return { action, fields, values: Object.fromEntries(fields) };
}

/** A form post (x-www-form-urlencoded) to the listening shop; redirects are not followed. */
export function postForm(origin: string, path: string, fields: Record<string, string> | Array<[string, string]>) {
  return fetch(new URL(path, origin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export type WindowChoice = "approve" | "decline" | "cancel";

/** requestPay's options from buy's `payment`, as the page passes them (returnUrl made absolute on the shop). */
export function windowRequestOf(origin: string, payment: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...payment, returnUrl: new URL(String(payment.returnUrl), origin).href })
      .filter(([key, value]) => value !== null && key !== "jsUrl" && key !== "useEscrow")
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * Opens the sandbox window with `request` (requestPay's options, values as strings), presses `choice`, and answers
 * the window's page and the fields it posts to returnUrl.
 */
export async function throughWindow(origin: string, request: Record<string, string>, choice: WindowChoice = "approve") {
  const opened = await postForm(origin, "/api/dev/pg/v1/window", request);
  if (opened.status !== 200) throw new Error(`the window did not open: ${opened.status} ${await opened.text()}`);
  const windowForm = formOf(await opened.text());
  const cardLike = request.method === "card" || request.method === "naverpayCard";
  const picked: Array<[string, string]> = [cardLike ? ["cardCode", "12"] : ["bankCode", "011"]];
  const answered = await postForm(origin, windowForm.action, [...windowForm.fields, ...picked, ["choice", choice]]);
  const html = await answered.text();
  return { response: answered, html, post: formOf(html, "return") };
}
