/** What the storefront fixture's entry (src/test/storefront-fixture) wrote into a page: the routes' loader and action data. */
export function pageState(html: string): { loaderData: Record<string, unknown>; actionData: unknown } {
  const text = /<pre id="state">([^<]*)<\/pre>/.exec(html)?.[1] ?? "{}";
  return JSON.parse(text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&"));
}
