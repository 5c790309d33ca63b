import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import {
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  OMNIBOX_WEBUI_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from "../chromium-launch";
import { expect, test } from "../fixtures/shop.fixture";

// The suite's browser flags (chromium-launch.ts) against the installed Playwright and Chromium: an upgrade of either
// that changes what the flags rely on fails here, by name, instead of quietly costing CPU or Playwright's settings.
// Each test launches a browser of its own; none opens the shop.

/** The values of every `--disable-features` on the command line of a browser Playwright starts with `args`. */
async function disabledFeatureSwitches(args: string[]): Promise<string[][]> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_EXECUTABLE, args });
  try {
    const pid = server.process().pid;
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return commandLine
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length).split(","));
  } finally {
    await server.close();
  }
}

test.describe("Chromium launch flags", { tag: "@api" }, () => {
  test("the suite's --disable-features repeats every feature Playwright disables (the last one is the one kept)", async () => {
    const [playwrightOwn, ...more] = await disabledFeatureSwitches([]);
    expect(more, "Playwright alone passes one --disable-features").toEqual([]);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...(playwrightOwn ?? [])].sort());

    const withSuiteArgs = await disabledFeatureSwitches(CHROMIUM_ARGS);
    const kept = withSuiteArgs.at(-1) ?? [];
    expect(kept).toEqual(expect.arrayContaining([...(playwrightOwn ?? []), ...OMNIBOX_WEBUI_FEATURES]));
  });

  test("a window of the suite's browser opens no address-bar popup pages, as one with Playwright's flags alone does", async () => {
    const omniboxPages = async (args: string[]) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args });
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto("about:blank");
        // The popup pages come up with the window, not at once (~0.5 s here): both launches wait the same.
        await page.waitForTimeout(2_000);
        const cdp = await browser.newBrowserCDPSession();
        // Every target, the browser's own WebUI pages included (the default filter leaves some kinds out).
        const { targetInfos } = (await cdp.send("Target.getTargets", { filter: [{}] } as never)) as {
          targetInfos: { type: string; url: string }[];
        };
        return targetInfos.filter((target) => target.url.startsWith("chrome://omnibox-popup")).map((t) => t.url);
      } finally {
        await browser.close();
      }
    };
    expect(await omniboxPages(["--headless", "--no-sandbox", "--disable-gpu"])).not.toEqual([]);
    expect(await omniboxPages(CHROMIUM_ARGS)).toEqual([]);
  });
});
