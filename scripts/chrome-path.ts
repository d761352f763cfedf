import { existsSync } from "node:fs";

/** The browser every browser test uses: CHROME_PATH, else Debian's Chromium. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Set CHROME_PATH to a Chromium or Chrome binary, or install Debian's:\n" +
        "  apt-get update && apt-get install -y chromium fonts-noto-core fonts-dejavu-core " +
        "fonts-liberation fonts-noto-color-emoji fontconfig",
    );
  }
  return found;
}

/** Flags for headless Chromium on a machine without a network beyond loopback. */
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];
