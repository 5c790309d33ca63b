/// <reference lib="dom" />
import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the main element carries React's fiber keys then), so a click lands on a
 * live control rather than racing the router's start-up — on a cold server the first page can take seconds.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
