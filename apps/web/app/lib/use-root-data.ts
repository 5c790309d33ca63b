import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { ShellData } from "./shell-data.server";

const EMPTY_SHELL: ShellData = {
  categoryGroups: [],
  livestock: [],
  stripeBanner: null,
  recommendKeyword: null,
  bestKeywords: [],
  company: null,
  operator: null,
  cartQuantity: 0,
  appQr: null,
  latelyPath: null,
};

/** Root loader data: the shopper's state, the SEO answer and the chrome data. */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data missing: layouts render only under root");
  return data;
}

/** Header and footer data; empty on pages the root loader considers chromeless. */
export function useShellData(): ShellData {
  return useRootData().chrome ?? EMPTY_SHELL;
}
