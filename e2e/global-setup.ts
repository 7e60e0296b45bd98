// Fails early, with the fix, when the machine lacks what the browser tests need.
import { existsSync } from "node:fs";
import { chromiumLaunch } from "../playwright.config";

export default function globalSetup() {
  if (!existsSync(chromiumLaunch.executablePath)) {
    throw new Error(
      `Chromium not found at ${chromiumLaunch.executablePath}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
}
