// Debian's headless Chromium as every Lighthouse run of the bench uses it, with a puppeteer
// connection; as an unprivileged user when the bench runs as root (decision 366).
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { tempDir } from "./proc.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The unprivileged user Chromium runs as when the bench runs as root, or null to run it as the
 * bench's own user (decision 366): as root, Chromium raises its own threads above the page's main
 * thread, which no shopper's browser can do. BENCH_CHROMIUM_USER names another user; "root" keeps
 * the browser as root.
 */
function chromiumUser() {
  const user = process.env.BENCH_CHROMIUM_USER ?? "nobody";
  if (process.getuid?.() !== 0 || user === "root") return null;
  try {
    const id = (flag) => Number(execFileSync("id", [flag, user], { encoding: "utf8", stdio: "pipe" }).trim());
    return { name: user, uid: id("-u"), gid: id("-g") };
  } catch {
    console.log(`  (no user ${user} on this machine: Chromium runs as root, its own threads raised above the page's)`);
    return null;
  }
}

/** Launches Chromium on the profile folder `profile` (removed by the caller); answers it and a puppeteer browser. */
export async function launchChromium(profile) {
  const user = chromiumUser();
  let chromePath = CHROMIUM;
  if (user) {
    // The profile is the browser's home too: nothing it writes goes into root's home.
    chownSync(profile, user.uid, user.gid);
    chromePath = join(tempDir("chromium"), "chromium.sh");
    writeFileSync(
      chromePath,
      `#!/bin/sh\nHOME=${JSON.stringify(profile)} exec setpriv --reuid=${user.uid} --regid=${user.gid} --clear-groups ${JSON.stringify(CHROMIUM)} "$@"\n`,
    );
    chmodSync(chromePath, 0o755);
  }
  const chrome = await launch({
    chromePath,
    userDataDir: profile,
    logLevel: "silent",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return { chrome, browser, user: user?.name ?? process.env.USER ?? "current user" };
}
