import { configure } from "@testing-library/dom";

// findBy… and waitFor give up after 1 s by default. A route stub's first render waits for its loaders, which on a
// busy CI machine (two test runs and a build sharing two cores) can take longer: wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });

// Component tests render pages that send tracking beacons (lib/tracking, docs/decisions/048): in a DOM environment the
// beacon is accepted here, so no test reaches for a server that is not there (a tracking test captures its own).
if (typeof window !== "undefined" && typeof navigator !== "undefined") {
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => true });
}
