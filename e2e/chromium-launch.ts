/**
 * How the suite launches its browser: Debian's Chromium (scripts/ensure-browser.mjs installs it), headless, with these
 * flags. specs/chromium-launch.spec.ts checks the two facts below on the installed Chromium and Playwright.
 */
export const CHROMIUM_EXECUTABLE = "/usr/bin/chromium";

/**
 * What Playwright 1.65.1 disables on every Chromium it launches (its own `--disable-features`). Chromium keeps only the
 * last `--disable-features` of a command line, so the suite's list below must repeat Playwright's or lose it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
] as const;

/**
 * The address bar's suggestion popups, which this Chromium draws as web pages of their own: every new window (each
 * test's browser context) started two renderer processes for a popup a headless window never shows. Without them a
 * context and its first two pages cost ~0.9 s less CPU: 12 contexts of 2 page loads took 29 s of CPU with them and
 * 18.5 s without (3 runs each, this 2-core machine, session 18).
 */
export const OMNIBOX_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;

/** Headless, no sandbox or GPU (none here), and none of the browser's own network traffic. bench/page-speed.ts uses these. */
export const CHROMIUM_BASE_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMIUM_ARGS = [
  ...CHROMIUM_BASE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(",")}`,
];
