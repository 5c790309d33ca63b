import diagnosticsChannel from "node:diagnostics_channel";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { SHOP_CHANGED_CHANNEL } from "@shop/contracts/shop-changes";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { displayCache } from "./display-cache.server";
import { forgetMaintenanceWindow, loadMaintenance } from "./maintenance.server";
import { shellAnswers } from "./shared-answers.server";

// A back-office content write (the API publishes on the contracts' channel after its commit) makes the storefront's
// kept answers ask the API again on the next render: the maintenance window, the header's banner and popups, and the
// home page's display answers (its notices). Without the write, the kept answer is used.

function countingApi(answer: object) {
  const calls: string[] = [];
  const context = {
    apiFetch: async (path: string) => {
      calls.push(path);
      return Response.json(answer);
    },
  } as AppLoadContext;
  return { calls, context };
}

const announce = () => diagnosticsChannel.channel(SHOP_CHANGED_CHANNEL).publish({ kind: "content", content: "notice" });

// Before each too: another file in the worker (they share modules) may have left an answer kept.
const forgetAll = () => {
  forgetMaintenanceWindow();
  shellAnswers.clear();
  displayCache.clear();
};
beforeEach(forgetAll);
afterEach(forgetAll);

describe("content changes reach the storefront's kept answers", () => {
  it.each([
    [
      "the maintenance window",
      { start: "", end: "", message: "", active: false },
      (context: AppLoadContext) => loadMaintenance(context),
    ],
    [
      "the stripe banner",
      { stripeBanner: null },
      (context: AppLoadContext) => shellAnswers.get(context, apiEndpoints.stripeBanner),
    ],
    [
      "the home page's notices",
      { list: [] },
      (context: AppLoadContext) => displayCache.get(context, apiEndpoints.mainNotices),
    ],
  ])("%s is asked again after a content write, and only then", async (_what, answer, read) => {
    const { calls, context } = countingApi(answer);
    await read(context);
    await read(context);
    expect(calls).toHaveLength(1);
    announce();
    await read(context);
    expect(calls).toHaveLength(2);
  });
});
