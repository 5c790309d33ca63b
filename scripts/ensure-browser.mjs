// The e2e suite drives Debian's Chromium with Korean fonts (without fonts-nanum Hangul renders as
// boxes). Browsers come from apt only: never `npx playwright install` or any other download.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const CHROMIUM_PATH = "/usr/bin/chromium";
const INSTALL_COMMAND = "apt-get update && apt-get install -y chromium fonts-nanum";

function hasKoreanFonts() {
  try {
    if (
      execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
    ) {
      return true;
    }
  } catch {
    // No fontconfig: ask dpkg instead.
  }
  return spawnSync("dpkg", ["-s", "fonts-nanum"], { stdio: "ignore" }).status === 0;
}

function missingParts() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push("chromium");
  if (!hasKoreanFonts()) missing.push("fonts-nanum");
  return missing;
}

/** Installs Chromium and fonts-nanum through apt when running as root; otherwise explains how and fails. */
export function ensureBrowser() {
  const missing = missingParts();
  if (missing.length === 0) return;

  if (process.getuid?.() !== 0) {
    throw new Error(
      `The e2e tests need ${missing.join(" and ")} (Debian packages), which are not installed.\n` +
        `Install them once as root:\n\n  sudo sh -c '${INSTALL_COMMAND}'\n\n` +
        "Chromium must end up at /usr/bin/chromium. Do not use `npx playwright install`.",
    );
  }

  console.log(`${missing.join(" and ")} missing: ${INSTALL_COMMAND}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "chromium", "fonts-nanum"]]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
  // fontconfig's cache may predate the new fonts.
  spawnSync("fc-cache", ["-f"], { stdio: "ignore" });
  const still = missingParts();
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(", ")}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    ensureBrowser();
    console.log(`Browser ready: ${CHROMIUM_PATH} with Korean fonts.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
